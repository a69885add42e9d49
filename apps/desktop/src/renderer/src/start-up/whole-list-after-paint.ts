/**
 * A warm start on home draws the first screen the cache kept (its first cards and the count) before the whole list.
 * The whole list's parse (data/cache/reads.ts: 30,000 listings, a second or more of slices whose scheduler.yield
 * continuations run ahead of every other task) waits until those cards are painted: started first, it held back
 * React's first render behind it, and the packed cache's warm start came later than the unpacked one's (bench/README.md,
 * first-visit.ts). The start-up holds the parse before its first render and lets it go after the first paint.
 */
let painted: Promise<void> = Promise.resolve();
let letGo: () => void = () => undefined;

/** The longest the parse waits for a paint: a hidden page gets no frame until it is shown. */
export const PAINT_WAIT_MAX_MS = 1_000;

/** From now until letWholeListGo, the whole list's parse waits (wholeListAllowed). */
export function holdWholeList(): void {
  painted = new Promise((resolve) => (letGo = resolve));
}

/** Resolves once the whole list may be parsed: at once unless the start-up holds it. */
export function wholeListAllowed(): Promise<void> {
  return painted;
}

/** Resolves after the next paint: a task queued from an animation frame's callback runs once that frame is painted. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, PAINT_WAIT_MAX_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }),
    );
  });
}

/** Lets the whole list's parse go once what is committed now (the first screen) has been painted. */
export async function letWholeListGoAfterPaint(): Promise<void> {
  await nextPaint();
  letGo();
}
