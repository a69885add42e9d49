import { Tag } from '@blueprintjs/core';
import { readinessInfo } from '@rsd/core';

/**
 * The level's own colour (spec 4) as a swatch beside the label, so the text keeps the theme's contrast in
 * light and dark alike; the meaning is the tooltip a pointer gets.
 */
export function ReadinessBadge({ level }: { level: string }) {
  const info = readinessInfo(level);
  return (
    <Tag minimal round className="readiness-badge" title={info.meaning}>
      <span className="readiness-swatch" style={{ backgroundColor: info.color }} aria-hidden="true" />
      {info.label}
    </Tag>
  );
}
