import { FocusStyleManager } from '@blueprintjs/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { createDataLayer } from './data/data-runtime';
import { startOutbox } from './data/outbox-runtime';
import { startSyncScheduler } from './data/sync-scheduler';
import { useSyncStatus } from './data/sync-status';
import { connectPlatformSync } from './platform/connect-platform-sync';
import { detectPlatform } from './platform/platform-context';

// Focus rings for keyboard users only.
FocusStyleManager.onlyShowFocusOnTabs();

const queryClient = createQueryClient();
const data = createDataLayer(queryClient);
const platform = detectPlatform();
// These run for the life of the page: their stop functions are never needed.
startSyncScheduler({ engine: data.engine });
startOutbox();
connectPlatformSync(platform, data.engine, useSyncStatus);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App services={{ queryClient, data, platform }} router={createBrowserRouter(routes)} />
  </StrictMode>,
);
