/** The window's viewport in CSS pixels (innerWidth and innerHeight, as `min-width` media queries measure it). */
export interface ViewportSize {
  width: number;
  height: number;
}

/**
 * The viewport's size, read when this module loads and on every resize, never while React renders or commits: on
 * a phone (a page with a viewport meta tag) reading innerWidth or innerHeight makes the browser lay the page out
 * first, and a commit that has just added cards would pay for a whole layout inside its own task.
 */
let size: ViewportSize = { width: 0, height: 0 };
const listeners = new Set<() => void>();

const read = (): ViewportSize => ({ width: window.innerWidth, height: window.innerHeight });

if (typeof window !== 'undefined') {
  size = read();
  // For the page's life: the size stays current while no component listens.
  window.addEventListener('resize', () => {
    size = read();
    for (const listener of listeners) listener();
  });
}

export function viewportSize(): ViewportSize {
  return size;
}

/** Calls back after each resize, once the new size is read; returns the unsubscribe. */
export function onViewportResize(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
