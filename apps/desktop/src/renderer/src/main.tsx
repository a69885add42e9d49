import { FocusStyleManager } from '@blueprintjs/core';
import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { holdFirstScreen, releaseFirstScreen } from './ui/first-screen';
import { firstRenderReady, isServerDrawnPage } from './app/first-render-ready';
import { createQueryClient } from './app/query-client';
import { prefetchCacheScreens, routes } from './app/routes';
import { createDataLayer } from './data/data-runtime';
import { startOutboxWhenWaiting } from './data/outbox-start';
import { spawnSyncWorker } from './data/spawn-sync-worker';
import { startDataLayer } from './data/start-data-layer';
import { useSyncStatus } from './data/sync-status';
import { simulatorListingsQuery } from './features/simulator/queries';
import { connectPlatformSync } from './platform/connect-platform-sync';
import { warmUpIcu } from './platform/icu-warm-up';
import { detectPlatform } from './platform/platform-context';
import { registerServiceWorker } from './platform/service-worker';

/** The longest the work the first screen does not need (sync, outbox, subscribe form, other screens) waits for an idle moment. */
const BACKGROUND_START_MAX_MS = 2_000;

// ICU's collation and number data load on a worker while the app starts (starting one is a task of its own).
setTimeout(warmUpIcu);
// Focus rings for keyboard users only.
FocusStyleManager.onlyShowFocusOnTabs();
holdFirstScreen();

const queryClient = createQueryClient();
let firstCommitDone: () => void = () => undefined;
const firstCommit = new Promise<void>((resolve) => (firstCommitDone = resolve));
const data = createDataLayer(queryClient, { spawnWorker: spawnSyncWorker, after: firstCommit });
const platform = detectPlatform();
// Safari has no requestIdleCallback.
const whenIdle = (run: () => void) => (window.requestIdleCallback ? window.requestIdleCallback(run, { timeout: BACKGROUND_START_MAX_MS }) : window.setTimeout(run, 200));
// Home's list is read from the cache at once, while the router and the root are built; a warm cache's first render
// waits for it (app/first-render-ready.ts). An empty cache syncs for that read itself, once the app has committed
// (data/cache-reads.ts).
const firstRead = window.location.pathname === '/' ? queryClient.prefetchQuery(simulatorListingsQuery(data)) : null;
// The scheduled sync, the outbox, the subscribe form and the other screens' chunks bring zod, their contract
// entries and the API client (long tasks to evaluate): they start once the app has committed, home has its list
// and the page is idle, so a warm start draws its cards first. The outbox's runner loads only once a write waits.
const backgroundStart = Promise.all([firstRead, firstCommit]).then(() => new Promise<void>((resolve) => whenIdle(() => resolve())));
// These run for the life of the page: their stop functions are never needed. Opening the cache is a task of its
// own (Dexie's set-up and the open request, several milliseconds): home's first read opens it anyway if it comes first.
setTimeout(() => startDataLayer(data, queryClient, backgroundStart));
void backgroundStart.then(() => startOutboxWhenWaiting({ db: data.db, start: () => import('./data/outbox-runtime').then((outbox) => outbox.startOutbox()) }));
connectPlatformSync(platform, data.engine, useSyncStatus);
// The web build's offline shell; the desktop app has its own (app://) and a dev server has no worker. Registering
// one reaches the browser's worker registry: it waits until the first screen is drawn.
if (platform.kind === 'web' && import.meta.env.PROD) void backgroundStart.then(() => registerServiceWorker());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');
/** The web build's #root holds an inert picture of the first frame (vite/prerender-shell.ts) until the app's own commit replaces it. */
function ShellHandoff({ container, onCommit }: { container: HTMLElement; onCommit: () => void }) {
  useLayoutEffect(() => {
    container.removeAttribute('inert');
    onCommit();
  }, [container, onCommit]);
  return null;
}

/**
 * Builds the router and the root at once, while home's list or a server-drawn page's chunk is on its way, then
 * starts the first render, which as a transition React renders in short slices. The shell stays up until it commits.
 */
function startApp(container: HTMLElement): void {
  const router = createBrowserRouter(routes);
  const reactRoot = createRoot(container);
  void firstRenderReady({ router, data, listRead: firstRead }).then(() =>
    startTransition(() => {
      reactRoot.render(
        <StrictMode>
          <ShellHandoff container={container} onCommit={firstCommitDone} />
          <App services={{ queryClient, data, platform }} router={router} />
        </StrictMode>,
      );
    }),
  );
}

// A page the server drew (a simulator's) waits for its route's chunk. Asked for in a task of its own, before the
// router asks for it, since asking links each file the chunk needs (a few milliseconds apiece).
if (isServerDrawnPage()) setTimeout(prefetchCacheScreens);
// In a task of its own: evaluating this entry is already a long one on a slow phone, and input waits behind it.
setTimeout(() => startApp(root));

// The cache screens' chunk after the waiting parts: asking for it links its files, and evaluating it is a task of its own.
void backgroundStart.then(releaseFirstScreen).then(prefetchCacheScreens);
