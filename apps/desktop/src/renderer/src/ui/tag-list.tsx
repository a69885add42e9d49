import { Classes, type Intent } from '@blueprintjs/core';
import { moreLabel } from '@rsd/core';
import type { ReactNode } from 'react';

/**
 * Blueprint's minimal Tag as its plain markup. The Tag component wraps its text in Blueprint's Text, whose
 * layout effect reads the text back (and, for an ellipsised tag, its scrollWidth) and re-renders: with a
 * dozen tags a card, that forced layout was most of the time a filtered card grid took to appear.
 */
function StaticTag({ intent, className, children }: { intent?: Intent; className?: string; children: ReactNode }) {
  const classes = [Classes.TAG, Classes.MINIMAL, intent ? Classes.intentClass(intent) : undefined, className].filter(Boolean).join(' ');
  return (
    <span className={classes}>
      <span className={Classes.FILL}>{children}</span>
    </span>
  );
}

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
