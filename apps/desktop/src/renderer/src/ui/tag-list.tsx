import { Tag, type Intent } from '@blueprintjs/core';
import { moreLabel } from '@rsd/core';

/** A row of tags, then '+N more' when the list was cut. Values may repeat (two names cut to the same text), so keys are positions. */
export function TagList({ label, values, more = 0, intent }: { label: string; values: string[]; more?: number; intent?: Intent }) {
  if (values.length === 0) return null;
  return (
    <ul className="tag-list" aria-label={label}>
      {values.map((value, index) => (
        <li key={index}>
          <Tag minimal multiline intent={intent}>
            {value}
          </Tag>
        </li>
      ))}
      {more > 0 ? (
        <li>
          <Tag minimal className="tag-more">
            {moreLabel(more)}
          </Tag>
        </li>
      ) : null}
    </ul>
  );
}
