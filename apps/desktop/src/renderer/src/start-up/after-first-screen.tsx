import { Component, lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { loadOnRelease, useFirstScreenDrawn } from './first-screen';

/**
 * A component whose code is a chunk of its own, for AfterFirstScreen: the chunk is fetched when the first-screen
 * release starts (with every other part's), the component mounts on its part's turn.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  loadOnRelease(load);
  return lazy(async () => ({ default: await load() }));
}

/** Calls `onCommit` once it is on screen: inside a Suspense boundary, once the boundary shows its children. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(() => {
    onCommit();
  }, [onCommit]);
  return null;
}

/**
 * A part whose chunk could not be fetched (the server went away before it came) stays as it was drawn early, and
 * the page around it stays up; it says it is done, so the release goes on.
 */
class KeepEarlyOnFailure extends Component<{ early: ReactNode; onFailure: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    this.props.onFailure();
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.early : this.props.children;
  }
}

/**
 * `children`, whose code is a lazy chunk (lazyPart), once the first screen is drawn; `early` until then, while the
 * chunk loads and if it cannot. Asked for during the app's first render, such a chunk would arrive, evaluate and
 * render inside it, ahead of the first cards (a warm start's critical path).
 */
export function AfterFirstScreen({ early, children }: { early: ReactNode; children: ReactNode }) {
  const { drawn, onDrawn } = useFirstScreenDrawn();
  return drawn ? (
    <KeepEarlyOnFailure early={early} onFailure={onDrawn}>
      <Suspense fallback={early}>
        {children}
        <Committed onCommit={onDrawn} />
      </Suspense>
    </KeepEarlyOnFailure>
  ) : (
    early
  );
}
