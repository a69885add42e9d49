import { Callout, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** A failed load, said plainly; role=alert so screen readers hear it. Blueprint's danger icon comes with the intent. */
export function ErrorBox({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Callout intent={Intent.DANGER} title={title} role="alert" className="error-box">
      {children}
    </Callout>
  );
}
