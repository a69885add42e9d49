import { FocusStyleManager } from '@blueprintjs/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { prefetchCacheScreens, routes } from './app/routes';
import { createDataLayer } from './data/data-runtime';
import { startSyncScheduler } from './data/sync-scheduler';
import { detectPlatform } from './platform/platform-context';

// Focus rings for keyboard users only.
FocusStyleManager.onlyShowFocusOnTabs();

const queryClient = createQueryClient();
const data = createDataLayer(queryClient);
// Runs for the life of the page: its stop function is never needed.
startSyncScheduler({ engine: data.engine });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App services={{ queryClient, data, platform: detectPlatform() }} router={createBrowserRouter(routes)} />
  </StrictMode>,
);

// Not before home has drawn: these chunks are not needed to show it (Safari has no requestIdleCallback).
const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
whenIdle(prefetchCacheScreens);
