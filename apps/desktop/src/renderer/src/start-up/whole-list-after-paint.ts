/**
 * A warm start on home draws the first screen the cache kept (its first cards and the count) before the whole list.
 * The whole list's read and parse (data/cache/reads.ts: at 30,000 listings a quarter second of deserializing in one
 * task, then a second or more of slices whose scheduler.yield continuations run ahead of every other task) wait until
 * those cards are painted: started first, they held React's first render back, and the packed cache's warm start came
 * later than the unpacked one's (bench/README.md, first-visit.ts). The start-up holds the list before its first render
 * and lets it go after the first paint.
 */
let painted: Promise<void> = Promise.resolve();
let letGo: () => void = () => undefined;
let held = false;

/** The longest the parse waits for a paint: a hidden page gets no frame until it is shown. */
export const PAINT_WAIT_MAX_MS = 1_000;

/** From now until letWholeListGo, the whole list's parse waits (wholeListAllowed). */
export function holdWholeList(): void {
  held = true;
  painted = new Promise((resolve) => (letGo = resolve));
}

/** Whether the start-up holds the whole list now (a read then asks whether a kept first screen is drawn first). */
export function wholeListHeld(): boolean {
  return held;
}

/** Resolves once the whole list may be read and parsed: at once unless the start-up holds it. */
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
  held = false;
  letGo();
}
