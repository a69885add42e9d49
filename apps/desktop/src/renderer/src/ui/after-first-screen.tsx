import { Suspense, type ReactNode } from 'react';
import { useFirstScreenDrawn } from './first-screen';

/**
 * `children`, whose code is a lazy chunk, once the first screen is drawn; `early` until then and while the chunk
 * loads. Asked for during the app's first render, such a chunk would arrive, evaluate and render inside it, ahead
 * of the first cards (a warm start's critical path).
 */
export function AfterFirstScreen({ early, children }: { early: ReactNode; children: ReactNode }) {
  return useFirstScreenDrawn() ? <Suspense fallback={early}>{children}</Suspense> : early;
}
