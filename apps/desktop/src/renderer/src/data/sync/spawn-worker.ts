import type { SyncWorkerHandle } from './worker-client';

/**
 * Starts the sync worker. Only the app's entry imports this: the bundler builds the worker from this very
 * expression, and a server render of the screens has no worker to build.
 */
export function spawnSyncWorker(): SyncWorkerHandle {
  return new Worker(new URL('./worker/sync.worker.ts', import.meta.url), { type: 'module', name: 'sync' });
}
