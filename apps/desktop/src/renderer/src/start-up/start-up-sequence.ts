import { FocusStyleManager } from '@blueprintjs/core';
import { prefetchCacheScreens } from '../app/routes';
import { startDataLayer } from '../data/start-data-layer';
import { useSyncStatus } from '../data/sync';
import { showsDefaultList } from '../features/home/default-list';
import { homeFirstScreenQuery, simulatorListingsQuery } from '../features/simulator/queries';
import { connectPlatformSync } from '../platform/connect-platform-sync';
import { isServerDrawnPage, simulatorPageId } from './first-render-ready';
import { holdFirstScreen, releaseFirstScreen } from './first-screen';
import { warmUpIcu } from './icu-warm-up';
import { renderApp } from './render-app';
import { holdWholeList, letWholeListGoAfterPaint } from './whole-list-after-paint';
import type { StartUpStep } from './run-start-up';
import type { StartUp } from './start-up-context';

/**
 * The app's start, step by step. Which task a step runs in is part of the design: what the first screen does not
 * need (the sync worker, the outbox, other screens' chunks) waits until the app has committed and the page is idle.
 */
export const startUpSequence: readonly StartUpStep<StartUp>[] = [
  // ICU's collation and number data load on a worker while the app starts (starting one is a task of its own).
  { name: 'warm-up-icu', when: 'before-first-render', ownTask: true, run: () => warmUpIcu() },
  { name: 'focus-rings-for-keyboard-only', when: 'before-first-render', run: () => FocusStyleManager.onlyShowFocusOnTabs() },
  // Parts the first screen does not need (tooltips, popovers, toaster, subscribe form) wait for release-first-screen.
  { name: 'hold-first-screen', when: 'before-first-render', run: () => holdFirstScreen() },
  // Home's list is read from the cache at once, while the router and the root are built: a warm cache's first
  // render waits for its kept first screen (a few cards and the count, read first), or for the whole list where
  // there is none or the URL searches, filters or sorts (first-render-ready.ts); an empty cache syncs for that read
  // itself, once the app has committed (data/cache/reads.ts).
  {
    name: 'read-home-list',
    when: 'before-first-render',
    onlyIf: () => window.location.pathname === '/',
    run: (app) => {
      const firstScreen = showsDefaultList(window.location.search) ? app.queryClient.fetchQuery(homeFirstScreenQuery(app.data)) : null;
      // A kept first screen is drawn before the whole list is read and parsed (whole-list-after-paint.ts).
      if (firstScreen) holdWholeList();
      const homeList = app.queryClient.prefetchQuery(simulatorListingsQuery(app.data));
      app.homeList = homeList;
      app.homeFirstRead = firstScreen
        ? firstScreen.then<unknown, unknown>(
            (kept) => kept ?? homeList,
            () => homeList,
          )
        : homeList;
    },
  },
  // For the life of the page. Opening the cache is a task of its own (Dexie's set-up and the open request, several
  // milliseconds): home's first read opens it anyway if it comes first. Its scheduled sync waits for `idle`.
  {
    name: 'start-data-layer',
    when: 'before-first-render',
    ownTask: true,
    run: (app) => startDataLayer(app.data, app.queryClient, app.idle),
  },
  {
    name: 'connect-platform-sync',
    when: 'before-first-render',
    run: (app) => connectPlatformSync(app.platform, app.data.engine, useSyncStatus),
  },
  // A simulator's page, drawn by the server or not, waits for its route's chunk (first-render-ready.ts). Asked for in
  // a task of its own, before the router asks for it, since asking links each file the chunk needs (a few
  // milliseconds apiece).
  {
    name: 'fetch-simulator-page-chunk',
    when: 'before-first-render',
    ownTask: true,
    onlyIf: () => isServerDrawnPage() || simulatorPageId(window.location.pathname) !== null,
    run: () => prefetchCacheScreens(),
  },
  // In a task of its own: evaluating the entry is already a long one on a slow phone, and input waits behind it.
  { name: 'render-app', when: 'before-first-render', ownTask: true, run: (app) => renderApp(app) },
  // The worker starts on the first sync call from then on: a first sync's progress would otherwise change a store
  // under the first render, which React then renders again in one long task.
  { name: 'let-sync-worker-start', when: 'after-first-commit', run: (app) => app.letSyncWorkerStart() },
  // Home's whole list, held by read-home-list while its kept first screen is drawn, is read once that is painted.
  { name: 'let-whole-list-go', when: 'after-first-commit', run: () => letWholeListGoAfterPaint() },
  // The outbox's runner loads only once a write waits. This step's own code is a lazy chunk too, as is the service
  // worker's below: what runs only once idle stays out of the JavaScript a first visit downloads before its count.
  {
    name: 'start-outbox-when-waiting',
    when: 'when-idle',
    run: async (app) => (await import('../data/start-outbox-when-waiting')).startOutboxWhenWaiting({ db: app.data.db }),
  },
  // The web build's offline shell; the desktop app has its own (app://) and a dev server has no worker. Registering
  // one reaches the browser's worker registry: it waits until the first screen is drawn.
  {
    name: 'register-service-worker',
    when: 'when-idle',
    onlyIf: (app) => app.platform.kind === 'web' && import.meta.env.PROD,
    run: async () => (await import('../platform/service-worker')).registerServiceWorker(),
  },
  { name: 'release-first-screen', when: 'when-idle', run: () => releaseFirstScreen() },
  // The cache screens' chunk after the waiting parts: asking for it links its files, and evaluating it is a task of its own.
  { name: 'prefetch-cache-screens', when: 'when-idle', after: 'release-first-screen', run: () => prefetchCacheScreens() },
];
