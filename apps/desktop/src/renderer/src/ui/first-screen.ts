import { startTransition, useEffect, useState } from 'react';

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

/** A server render (the web build's pre-drawn frame) draws what the first screen shows. */
const drawnNow = () => typeof document !== 'undefined' && !held;

/**
 * False until the first screen is drawn. The release re-renders its users as a transition, which React cuts into
 * short slices: an external store's update would render them, and the chunks they load, in one long task.
 */
export function useFirstScreenDrawn(): boolean {
  const [drawn, setDrawn] = useState(drawnNow);
  useEffect(() => {
    if (drawn) return undefined;
    const listener = () => startTransition(() => setDrawn(true));
    listeners.add(listener);
    // Released between this render and its effect.
    if (!held) listener();
    return () => {
      listeners.delete(listener);
    };
  }, [drawn]);
  return drawn;
}
