import type { Intent } from '@blueprintjs/core';
import { moreLabel } from '@rsd/core';
import { StaticTag } from './static-tag';

/** A row of tags, then '+N more' when the list was cut. Values may repeat (two names cut to the same text), so keys are positions. */
export function TagList({ label, values, more = 0, intent }: { label: string; values: string[]; more?: number; intent?: Intent }) {
  if (values.length === 0) return null;
  return (
    <ul className="tag-list" aria-label={label}>
      {values.map((value, index) => (
        <li key={index}>
          <StaticTag intent={intent}>{value}</StaticTag>
        </li>
      ))}
      {more > 0 ? (
        <li>
          <StaticTag className="tag-more">{moreLabel(more)}</StaticTag>
        </li>
      ) : null}
    </ul>
  );
}
