import type { SearchWorkerHandle } from './search-protocol';

/** Starts the search worker; the bundler builds the worker from this very expression, as data/sync's spawnSyncWorker. */
export function spawnSearchWorker(): SearchWorkerHandle {
  return new Worker(new URL('./worker/search.worker.ts', import.meta.url), { type: 'module', name: 'search' });
}
