import { FocusStyleManager } from '@blueprintjs/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createDataLayer } from './data/data-runtime';
import { startSyncScheduler } from './data/sync-scheduler';
import { detectPlatform } from './platform/platform-context';

// Focus rings for keyboard users only.
FocusStyleManager.onlyShowFocusOnTabs();

const queryClient = createQueryClient();
const data = createDataLayer(queryClient);
startSyncScheduler({ engine: data.engine });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App services={{ queryClient, data, platform: detectPlatform() }} />
  </StrictMode>,
);
