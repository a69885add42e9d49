import type { QueryClient } from '@tanstack/react-query';
import { CACHE_KEYS } from './cache-keys';
import type { DataLayer } from './data-context';
import { db } from './db';
import type { SyncChanges } from './sync-engine';
import { workerSyncEngine, type SyncWorkerHandle } from './worker-sync-engine';

/** Queries that read the cache refetch once a sync has changed what they read. */
export function invalidateChanged(queryClient: QueryClient, changes: SyncChanges): void {
  if (changes.simulators) void queryClient.invalidateQueries({ queryKey: CACHE_KEYS.simulators });
  if (changes.technologies) void queryClient.invalidateQueries({ queryKey: CACHE_KEYS.technologies });
}

export interface DataLayerOptions {
  /** Starts the sync worker (data/spawn-sync-worker.ts); a server render has none, and never syncs. */
  spawnWorker?: () => SyncWorkerHandle;
  /**
   * The sync worker starts once this has settled (main.tsx: the app's first commit): its script and its first
   * messages would otherwise compete with the first render.
   */
  after?: Promise<unknown>;
}

const noWorker = (): SyncWorkerHandle => {
  throw new Error('This page has no sync worker.');
};

/** The app's data layer: the one cache database, and the sync engine on its worker. */
export function createDataLayer(queryClient: QueryClient, { spawnWorker = noWorker, after }: DataLayerOptions = {}): DataLayer {
  const engine = workerSyncEngine(spawnWorker, { onChange: (changes) => invalidateChanged(queryClient, changes), after });
  return { db, engine };
}
