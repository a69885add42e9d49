import pageDexieUrl from 'dexie?chunk-url';
import syncWorkerUrl from './sync.worker-boot?worker&url';
import type { SyncWorkerHandle } from './worker-client';

/**
 * Starts the sync worker, named with the URL of the page's own Dexie chunk (vite/chunk-url.ts): it imports that file,
 * which a first visit has then downloaded once (sync.worker-boot.ts). The name, not the script's URL: a fragment is
 * lost when the service worker answers the script (the worker's location is then the answer's URL), and a query
 * would miss the precache. Only the app's entry imports this: a server render of the screens has no worker to start.
 */
export function spawnSyncWorker(): SyncWorkerHandle {
  return new Worker(syncWorkerUrl, { type: 'module', name: pageDexieUrl });
}
