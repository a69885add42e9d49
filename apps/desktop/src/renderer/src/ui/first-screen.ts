import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/**
 * Work the first screen does not need (a form's code with core's schemas, other screens' chunks) waits until it
 * is drawn. main.tsx holds it from the start and lets go once the app has committed, home has its list and the
 * page is idle; with no hold (a component rendered alone, in a test) it counts as drawn.
 */
let held = false;
/** Each waiting part: releases it, and resolves once it has drawn what it waited to draw. */
const waiting = new Set<() => Promise<void>>();

/** How long the release waits for one part (its chunk may not come, offline) before it lets the next one go. */
export const PART_RELEASE_MAX_MS = 1_000;

export function holdFirstScreen(): void {
  held = true;
}

/**
 * Lets the waiting parts draw, one at a time, each in a task of its own once the one before has drawn: let go
 * together, their chunks arrived together and every part mounted in one commit (the tooltips, the popovers, the
 * subscribe form and the toaster: a long task). Resolves once every part has had its turn.
 */
export async function releaseFirstScreen(): Promise<void> {
  held = false;
  while (waiting.size > 0) {
    const [release] = waiting;
    if (!release) break;
    waiting.delete(release);
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([release(), new Promise((resolve) => (timer = setTimeout(resolve, PART_RELEASE_MAX_MS)))]);
    clearTimeout(timer);
    await new Promise((resolve) => setTimeout(resolve));
  }
}

/** A server render (the web build's pre-drawn frame) draws what the first screen shows. */
const drawnNow = () => typeof document !== 'undefined' && !held;

/**
 * Whether the first screen is drawn (false until then), and what to call once the part has drawn what it waited
 * for. The release re-renders its users as a transition, which React cuts into short slices: an external store's
 * update would render them, and the chunks they load, in one long task.
 */
export function useFirstScreenDrawn(): { drawn: boolean; onDrawn: () => void } {
  const [drawn, setDrawn] = useState(drawnNow);
  const partDrawn = useRef<() => void>(undefined);
  useEffect(() => {
    if (drawn) return undefined;
    const release = () =>
      new Promise<void>((resolve) => {
        partDrawn.current = resolve;
        startTransition(() => setDrawn(true));
      });
    // Released between this render and its effect.
    if (!held) {
      void release();
      return undefined;
    }
    waiting.add(release);
    return () => {
      waiting.delete(release);
    };
  }, [drawn]);
  const onDrawn = useCallback(() => partDrawn.current?.(), []);
  return { drawn, onDrawn };
}
