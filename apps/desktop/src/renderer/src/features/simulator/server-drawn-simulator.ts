import { SERVER_SIMULATOR_ELEMENT_ID, type Simulator } from '@rsd/core';
import type { InitialSimulator } from './queries';

/** The row read from the page, once: undefined until read, null when the page carries none. */
let drawn: Simulator | null | undefined;

const isRow = (value: unknown): value is Simulator =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number';

/**
 * The page's row, read once and not checked with core's schema: the server drew this very page from it, and
 * building that schema was a slow phone's longest start-up task. The sync worker's checked copy replaces it.
 */
function readOnce(): Simulator | null {
  if (drawn !== undefined) return drawn;
  const element = typeof document === 'undefined' ? null : document.getElementById(SERVER_SIMULATOR_ELEMENT_ID);
  let parsed: unknown = null;
  try {
    parsed = element?.textContent ? JSON.parse(element.textContent) : null;
  } catch {
    parsed = null;
  }
  drawn = isRow(parsed) ? parsed : null;
  return drawn;
}

/**
 * Reads the page's row ahead of the first render (start-up/start-up-sequence.ts, in a task of its own): the JSON of a whole record is
 * a few milliseconds that need not fall inside that render.
 */
export function readServerDrawnSimulator(): void {
  readOnce();
}

/**
 * The simulator the server drew this page from (its row, embedded as a JSON data block beside the drawing), when
 * it is the one asked for: the detail query starts from it, so the app's first render draws the same page over
 * the server's instead of a skeleton.
 */
export function serverDrawnSimulator(id: number | null): InitialSimulator | undefined {
  const simulator = readOnce();
  // As old as the page: the server read the row for this very response.
  return simulator !== null && simulator.id === id ? { simulator, updatedAt: performance.timeOrigin } : undefined;
}
