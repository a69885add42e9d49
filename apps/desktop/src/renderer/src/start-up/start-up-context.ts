import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../app/query-client';
import { createDataLayer } from '../data/create-data-layer';
import type { DataLayer } from '../data/data-layer-context';
import { spawnSyncWorker } from '../data/sync';
import type { Platform } from '../platform/platform';
import { detectPlatform } from '../platform/platform-context';
import { homeCountDrawn } from './home-count-drawn';
import type { StartUpMoments } from './run-start-up';

/** The longest the work the first screen does not need (sync, outbox, subscribe form, other screens) waits for an idle moment. */
const BACKGROUND_START_MAX_MS = 2_000;

/** What the start-up steps share: the app's services, home's list on its way, and the moments the later steps wait for. */
export interface StartUp extends StartUpMoments {
  /** The page's #root: the web build's inert picture of the first frame until the app's first commit replaces it. */
  root: HTMLElement;
  queryClient: QueryClient;
  data: DataLayer;
  platform: Platform;
  /** Home's list on its way from the cache, once the read-home-list step has started it; null on any other page. */
  homeList: Promise<unknown> | null;
  /** What home's first render waits for: its kept first screen, or the list where there is none or the URL needs all. */
  homeFirstRead: Promise<unknown> | null;
  /** Called by the app's first commit: settles `firstCommit`. */
  firstCommitDone: () => void;
  /** Lets the sync worker start (on the first sync call from then on): until then its script and first messages would compete with the first render. */
  letSyncWorkerStart: () => void;
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

/** Resolves at an idle moment, or after BACKGROUND_START_MAX_MS at the latest (Safari has no requestIdleCallback). */
const nextIdleMoment = () =>
  new Promise<void>((resolve) =>
    window.requestIdleCallback
      ? window.requestIdleCallback(() => resolve(), { timeout: BACKGROUND_START_MAX_MS })
      : window.setTimeout(resolve, 200),
  );

/**
 * The app's services and moments. What the first screen does not need waits for `idle`: the app has committed,
 * home has its list and has drawn its count, and the page is idle, so a warm start draws its cards first and a
 * first visit downloads no more than home needs before its count (bench/README.md, bundle-size.ts).
 */
export function prepareStartUp(root: HTMLElement): StartUp {
  const queryClient = createQueryClient();
  const firstCommit = deferred();
  const syncWorkerAllowed = deferred();
  // Home's count is drawn once: every change after it is shown as soon as read, and on any other page at once.
  let countDrawn: Promise<unknown> | undefined;
  const changeShown = () => (countDrawn ??= startUp.homeList === null ? Promise.resolve() : homeCountDrawn(root));
  const data = createDataLayer(queryClient, { spawnWorker: spawnSyncWorker, after: syncWorkerAllowed.promise, changeShown });
  const platform = detectPlatform();
  const startUp: StartUp = {
    root,
    queryClient,
    data,
    platform,
    homeList: null,
    homeFirstRead: null,
    firstCommit: firstCommit.promise,
    firstCommitDone: firstCommit.resolve,
    letSyncWorkerStart: syncWorkerAllowed.resolve,
    // Home's list was asked for in the entry's task, long before the first commit; on home, its count is drawn too.
    idle: firstCommit.promise
      .then(() => startUp.homeList)
      .then(() => (startUp.homeList === null ? undefined : homeCountDrawn(root)))
      .then(nextIdleMoment),
  };
  return startUp;
}
