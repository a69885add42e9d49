import { parseId, SERVER_SIMULATOR_ELEMENT_ID } from '@rsd/core';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import type { AppRouter } from '../app/app';
import { routerReady } from '../app/router-ready';
import { holdsListings } from '../data/cache';
import type { DataLayer } from '../data/data-layer-context';
import { simulatorDetailQuery } from '../features/simulator/queries';
import { yieldToMain } from '../lib/yield-to-main';

/** The longest home's first render waits for its cached list before it renders without it. */
export const FIRST_LIST_WAIT_MAX_MS = 1_000;

export interface FirstRenderInputs {
  router: AppRouter;
  queryClient: QueryClient;
  data: DataLayer;
  /**
   * Home's first read from the cache (the read-home-list step starts it): its kept first screen, or its whole list
   * where there is none or the URL needs every listing; null on any other page.
   */
  listRead: Promise<unknown> | null;
}

/**
 * Home with a warm cache waits for its list so React renders it once, with its cards: a list landing under a
 * sliced render makes React render again in one long task. An empty or unanswering cache starts at once.
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
 * A page the server drew keeps its drawing until its own chunk is in, so the first commit draws that page over it,
 * never a pending page. A chunk that fails to load is that page's failure: the app renders regardless.
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
export const isServerDrawnPage = (): boolean =>
  typeof document !== 'undefined' && document.getElementById(SERVER_SIMULATOR_ELEMENT_ID) !== null;

/**
 * The simulator a simulator's page is about, from the URL; null on any other page. By core's id rule, as the page's
 * own parseSimulatorId, whose module (the detail page's normalisers) would join the first load's JavaScript.
 */
export function simulatorPageId(pathname: string): number | null {
  const id = matchPath('/simulator/:id', pathname)?.params.id;
  return id === undefined ? null : parseId(id);
}

/**
 * A simulator's page the server did not draw (the service worker's shell on a return visit, or offline) waits for its
 * chunk and its record, read from the cache, at most FIRST_LIST_WAIT_MAX_MS: its first commit then draws the page.
 * Rendered at once, it committed a pending page, then the skeleton, then the whole page in one synchronous render as
 * the record came (react-query's store update), each a layout of the whole document; and the first commit let the
 * idle-time work (the sync worker, the first-screen release) start while the page was still coming.
 */
function cachedSimulatorPageReady(router: AppRouter, queryClient: QueryClient, data: DataLayer, id: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waitedLongest = new Promise((resolve) => (timer = setTimeout(resolve, FIRST_LIST_WAIT_MAX_MS)));
  // A record that cannot be read shows its error state as the page renders: the wait ends either way.
  const record = queryClient.prefetchQuery(simulatorDetailQuery(data, queryClient, id));
  return Promise.race([Promise.all([routerReady(router), record]), waitedLongest]).finally(() => clearTimeout(timer));
}

/** Resolves when the app's first render can draw the page it starts on, complete, in one go. */
export function firstRenderReady({ router, queryClient, data, listRead }: FirstRenderInputs): Promise<unknown> {
  if (isServerDrawnPage()) return serverDrawnPageReady(router);
  const simulatorId = simulatorPageId(router.state.location.pathname);
  if (simulatorId !== null) return cachedSimulatorPageReady(router, queryClient, data, simulatorId);
  return listRead === null ? Promise.resolve() : homeListReady(data, listRead);
}
