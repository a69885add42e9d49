import { Classes, type Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export interface StaticTagProps {
  intent?: Intent;
  round?: boolean;
  className?: string;
  /** What the tag says about itself to tests and styles (data-*). */
  data?: Record<`data-${string}`, string>;
  children: ReactNode;
}

/**
 * Blueprint's minimal Tag as its plain markup. The Tag component wraps its text in Blueprint's Text, whose
 * layout effect reads the text back (and, for an ellipsised tag, its scrollWidth) and re-renders: with tags on
 * every card, that forced layout was most of the time a filtered card grid took to appear.
 */
export function StaticTag({ intent, round, className, data, children }: StaticTagProps) {
  const classes = [
    Classes.TAG,
    Classes.MINIMAL,
    intent ? Classes.intentClass(intent) : undefined,
    round ? Classes.ROUND : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <span className={classes} {...data}>
      <span className={Classes.FILL}>{children}</span>
    </span>
  );
}
