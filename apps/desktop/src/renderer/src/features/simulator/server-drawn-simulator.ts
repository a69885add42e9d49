import { SERVER_SIMULATOR_ELEMENT_ID, Simulator } from '@rsd/core';
import type { InitialSimulator } from './queries';

/** The row read from the page, once: undefined until read, null when the page carries none (or none that is valid). */
let drawn: Simulator | null | undefined;

function readOnce(): Simulator | null {
  if (drawn !== undefined) return drawn;
  const element = typeof document === 'undefined' ? null : document.getElementById(SERVER_SIMULATOR_ELEMENT_ID);
  let parsed: unknown = null;
  try {
    parsed = element?.textContent ? JSON.parse(element.textContent) : null;
  } catch {
    parsed = null;
  }
  const result = Simulator.safeParse(parsed);
  drawn = result.success ? result.data : null;
  return drawn;
}

/**
 * Reads and checks the page's row ahead of the first render (main.tsx, in a task of its own): the first check of a
 * row runs zod's parsing code for the first time, a long task on a slow phone that would fall inside that render.
 */
export function readServerDrawnSimulator(): void {
  readOnce();
}

/**
 * The simulator the server drew this page from (its row, embedded as a JSON data block beside the drawing), when
 * it is the one asked for: the detail query starts from it, so the app's first render draws the same page over
 * the server's instead of a skeleton. Checked with core's schema like any row from outside.
 */
export function serverDrawnSimulator(id: number | null): InitialSimulator | undefined {
  const simulator = readOnce();
  // As old as the page: the server read the row for this very response.
  return simulator !== null && simulator.id === id ? { simulator, updatedAt: performance.timeOrigin } : undefined;
}
