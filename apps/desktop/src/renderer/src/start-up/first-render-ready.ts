import { SERVER_SIMULATOR_ELEMENT_ID } from '@rsd/core';
import type { AppRouter } from '../app/app';
import { routerReady } from '../app/router-ready';
import { holdsListings } from '../data/cache';
import type { DataLayer } from '../data/data-layer-context';
import { yieldToMain } from '../lib/yield-to-main';

/** The longest home's first render waits for its cached list before it renders without it. */
export const FIRST_LIST_WAIT_MAX_MS = 1_000;

export interface FirstRenderInputs {
  router: AppRouter;
  data: DataLayer;
  /** Home's list read from the cache (start-up-context.ts starts the read), or null on any other page. */
  listRead: Promise<unknown> | null;
}

/**
 * Home with a warm cache waits for its list (one IndexedDB read), so React renders home once, with its cards:
 * started together, the list arrived in the middle of the render, and React renders a store's change that lands
 * under a sliced render again, in one piece. An empty cache starts at once (its list waits for the first sync),
 * and a cache that cannot answer (another tab holds an upgrade back) does not keep the app from starting.
 */
function homeListReady(data: DataLayer, listRead: Promise<unknown>): Promise<unknown> {
  const warm = holdsListings(data).then(
    (holds) => (holds ? listRead : undefined),
    () => undefined,
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waitedLongest = new Promise((resolve) => (timer = setTimeout(resolve, FIRST_LIST_WAIT_MAX_MS)));
  // The list itself may come first: the boot script read it before the app's database was open.
  return Promise.race([warm, listRead, waitedLongest]).finally(() => clearTimeout(timer));
}

/**
 * A page the server drew with its content (a simulator's) keeps its drawing until the page's own chunk is in, so
 * the first commit draws that page over it, never the pending page a lazy route first shows. Its row (the JSON of
 * a whole record) is read in a task of its own rather than inside the render. A chunk that fails to load is the
 * page's own failure to show: the app renders regardless. The row is not checked with core's schema, because the
 * server drew this very page from it and building that schema was the longest task of a slow phone's start (the
 * sync worker's checked copy replaces it once synced).
 */
async function serverDrawnPageReady(router: AppRouter): Promise<void> {
  await routerReady(router);
  try {
    const drawn = await import('../features/simulator/server-drawn-simulator');
    await yieldToMain();
    drawn.readServerDrawnSimulator();
    await yieldToMain();
  } catch {
    // Rendered regardless, as said above.
  }
}

/** The server drew this page with its content (a simulator's), its row beside the drawing. */
export const isServerDrawnPage = (): boolean => typeof document !== 'undefined' && document.getElementById(SERVER_SIMULATOR_ELEMENT_ID) !== null;

/** Resolves when the app's first render can draw the page it starts on, complete, in one go. */
export function firstRenderReady({ router, data, listRead }: FirstRenderInputs): Promise<unknown> {
  if (isServerDrawnPage()) return serverDrawnPageReady(router);
  return listRead === null ? Promise.resolve() : homeListReady(data, listRead);
}
