import { Suspense, useEffect, type ReactNode } from 'react';
import { useFirstScreenDrawn } from './first-screen';

/** Calls `onCommit` once it is on screen: inside a Suspense boundary, once the boundary shows its children. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(() => {
    onCommit();
  }, [onCommit]);
  return null;
}

/**
 * `children`, whose code is a lazy chunk, once the first screen is drawn; `early` until then and while the chunk
 * loads. Asked for during the app's first render, such a chunk would arrive, evaluate and render inside it, ahead
 * of the first cards (a warm start's critical path).
 */
export function AfterFirstScreen({ early, children }: { early: ReactNode; children: ReactNode }) {
  const { drawn, onDrawn } = useFirstScreenDrawn();
  return drawn ? (
    <Suspense fallback={early}>
      {children}
      <Committed onCommit={onDrawn} />
    </Suspense>
  ) : (
    early
  );
}
