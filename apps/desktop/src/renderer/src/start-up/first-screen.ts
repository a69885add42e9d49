import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/**
 * Work the first screen does not need (a form's code with core's schemas, other screens' chunks) waits until it
 * is drawn. The start-up sequence (start-up-sequence.ts) holds it from the start and lets go once the app has
 * committed, home has its list and the page is idle; with no hold (a component rendered alone, in a test) it
 * counts as drawn.
 */
let held = false;
/** Each waiting part: releases it, and resolves once it has drawn what it waited to draw. */
const waiting = new Set<() => Promise<void>>();
/** The code of the parts (after-first-screen.tsx's lazyPart), fetched all at once when the release starts. */
const partCode = new Set<() => Promise<unknown>>();

let released = false;

/**
 * Fetches `load` (a part's chunk) when the release starts; a part mounts only on its turn. Registered as its
 * module loads, before the start-up holds the first screen; after a release, the part fetches its own code.
 */
export function loadOnRelease(load: () => Promise<unknown>): void {
  if (!released) partCode.add(load);
}

/** How long the release waits for one part (its chunk may not come, offline) before it lets the next one go. */
export const PART_RELEASE_MAX_MS = 1_000;

export function holdFirstScreen(): void {
  held = true;
  released = false;
}

/**
 * Lets the waiting parts draw, one at a time, each in a task of its own once the one before has drawn: let go
 * together, every part mounted in one commit (the tooltips, the popovers, the subscribe form and the toaster: a
 * long task). Their chunks are all asked for at the start. Resolves once every part has had its turn.
 */
export async function releaseFirstScreen(): Promise<void> {
  held = false;
  released = true;
  void askForPartCode();
  while (waiting.size > 0) {
    const [release] = waiting;
    if (!release) break;
    waiting.delete(release);
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([release(), new Promise((resolve) => (timer = setTimeout(resolve, PART_RELEASE_MAX_MS)))]);
    clearTimeout(timer);
    await nextTask();
  }
}

/**
 * Every part's code, asked for at the release's start, one a task (asking links each file a chunk needs, a few
 * milliseconds apiece): a part that waits its turn has its chunk by then, even if the server has gone away.
 */
async function askForPartCode(): Promise<void> {
  const loads = [...partCode];
  partCode.clear();
  for (const load of loads) {
    void load().catch(() => undefined);
    await nextTask();
  }
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

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
