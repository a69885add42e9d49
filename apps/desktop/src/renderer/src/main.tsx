import { FocusStyleManager } from '@blueprintjs/core';
import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { prefetchCacheScreens, routes } from './app/routes';
import { createDataLayer } from './data/data-runtime';
import { startDataLayer } from './data/start-data-layer';
import { useSyncStatus } from './data/sync-status';
import { simulatorListQuery } from './features/simulator/queries';
import { connectPlatformSync } from './platform/connect-platform-sync';
import { detectPlatform } from './platform/platform-context';
import { registerServiceWorker } from './platform/service-worker';

// Focus rings for keyboard users only.
FocusStyleManager.onlyShowFocusOnTabs();

const queryClient = createQueryClient();
const data = createDataLayer(queryClient);
const platform = detectPlatform();
// These run for the life of the page: their stop functions are never needed.
startDataLayer(data, queryClient);
// Home's list is read from the cache while React renders the first frame, not after it.
if (window.location.pathname === '/') void queryClient.prefetchQuery(simulatorListQuery(data));
// The outbox brings the API client and core's contract: loaded beside home, not before it.
void import('./data/outbox-runtime').then((outbox) => outbox.startOutbox());
connectPlatformSync(platform, data.engine, useSyncStatus);
// The web build's offline shell; the desktop app has its own (app://) and a dev server has no worker.
if (platform.kind === 'web' && import.meta.env.PROD) void registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');
/** The web build's #root holds an inert picture of the first frame (vite/prerender-shell.ts) until the app's own commit replaces it. */
function ShellHandoff({ container }: { container: HTMLElement }) {
  useLayoutEffect(() => container.removeAttribute('inert'), [container]);
  return null;
}

// The shell stays up until this first render commits, which as a transition React renders in short slices.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <ShellHandoff container={root} />
      <App services={{ queryClient, data, platform }} router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
});

// Not before home has drawn: these chunks are not needed to show it (Safari has no requestIdleCallback).
const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
whenIdle(prefetchCacheScreens);
