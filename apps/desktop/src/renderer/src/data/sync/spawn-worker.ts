import type { SyncWorkerHandle } from './worker-sync-engine';

/**
 * Starts the sync worker. Only the app's entry imports this: the bundler builds the worker from this very
 * expression, and a server render of the screens has no worker to build.
 */
export function spawnSyncWorker(): SyncWorkerHandle {
  return new Worker(new URL('./sync.worker.ts', import.meta.url), { type: 'module', name: 'sync' });
}
