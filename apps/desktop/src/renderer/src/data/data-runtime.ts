import type { SyncCursor } from '@rsd/core';
import type { QueryClient } from '@tanstack/react-query';
import { callApiRaw } from './api-client';
import type { DataLayer } from './data-context';
import { db } from './db';
import { CACHE_KEYS } from './cache-keys';
import { withCacheRecovery } from './cache-recovery';
import { createSyncEngine, type SyncChanges } from './sync-engine';

/** The raw page: the sync engine validates it itself. */
export function fetchSyncPage(since: SyncCursor, limit: number, protocol: number): Promise<unknown> {
  return callApiRaw('sync', { query: { since, limit, protocol } });
}

/** Queries that read the cache refetch once a sync has changed what they read. */
export function invalidateChanged(queryClient: QueryClient, changes: SyncChanges): void {
  if (changes.simulators) void queryClient.invalidateQueries({ queryKey: CACHE_KEYS.simulators });
  if (changes.technologies) void queryClient.invalidateQueries({ queryKey: CACHE_KEYS.technologies });
}

/** The app's data layer: the one cache database and a sync engine pulling from the same-origin API, recovering from a broken cache. */
export function createDataLayer(queryClient: QueryClient): DataLayer {
  const engine = createSyncEngine({
    db,
    fetchPage: fetchSyncPage,
    onChange: (changes) => invalidateChanged(queryClient, changes),
  });
  return { db, engine: withCacheRecovery(engine, db) };
}
