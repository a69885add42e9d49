/**
 * The window's vertical scroll offset, read when this module loads and on every scroll event, never while React
 * renders or commits: reading scrollY with the page just changed makes the browser lay it out on the spot.
 */
let offset = 0;
const listeners = new Set<() => void>();

if (typeof window !== 'undefined') {
  offset = window.scrollY;
  // For the page's life, like viewport-size.ts: the offset stays current while no component listens.
  window.addEventListener(
    'scroll',
    () => {
      offset = window.scrollY;
      for (const listener of listeners) listener();
    },
    { passive: true },
  );
}

export function windowScrollY(): number {
  return offset;
}

/** Calls back after each scroll, once the new offset is read; returns the unsubscribe. */
export function onWindowScroll(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
