import { useSyncExternalStore } from 'react';

/**
 * Work the first screen does not need (a form's code with core's schemas, other screens' chunks) waits until it
 * is drawn. main.tsx holds it from the start and lets go once the app has committed, home has its list and the
 * page is idle; with no hold (a component rendered alone, in a test) it counts as drawn.
 */
let held = false;
const listeners = new Set<() => void>();

export function holdFirstScreen(): void {
  held = true;
}

export function releaseFirstScreen(): void {
  held = false;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** False until the first screen is drawn; false when drawn ahead of time (the web build's pre-drawn frame). */
export function useFirstScreenDrawn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !held,
    () => false,
  );
}
