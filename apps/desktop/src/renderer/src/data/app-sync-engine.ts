import { SYNC_ENDPOINT, type SyncCursor } from '@rsd/core';
import type { QueryClient } from '@tanstack/react-query';
import { callApiRaw } from './api-client';
import { CACHE_KEYS } from './cache-keys';
import { db } from './db';
import { createSyncEngine, type SyncChanges, type SyncEngine } from './sync-engine';

/**
 * The raw page: the sync engine validates it itself. SYNC_ENDPOINT is PUBLIC_READS.sync imported alone: the
 * table would bring every read's schemas (jobs, exports) into what the app starts with.
 */
export function fetchSyncPage(since: SyncCursor, limit: number, protocol: number): Promise<unknown> {
  return callApiRaw(SYNC_ENDPOINT, { query: { since, limit, protocol } });
}

/** Queries that read the cache refetch once a sync has changed what they read. */
export function invalidateChanged(queryClient: QueryClient, changes: SyncChanges): void {
  if (changes.simulators) void queryClient.invalidateQueries({ queryKey: CACHE_KEYS.simulators });
  if (changes.technologies) void queryClient.invalidateQueries({ queryKey: CACHE_KEYS.technologies });
}

/** The app's sync engine: the one cache database, pulling from the same-origin API. */
export function createAppSyncEngine(queryClient: QueryClient): SyncEngine {
  return createSyncEngine({
    db,
    fetchPage: fetchSyncPage,
    onChange: (changes) => invalidateChanged(queryClient, changes),
  });
}
