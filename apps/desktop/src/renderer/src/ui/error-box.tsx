import { Callout, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** A failed load, said plainly; role=alert so screen readers hear it. */
export function ErrorBox({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Callout intent={Intent.DANGER} icon="error" title={title} role="alert" className="error-box">
      {children}
    </Callout>
  );
}
