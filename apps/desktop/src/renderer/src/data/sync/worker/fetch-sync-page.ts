import { SYNC_ENDPOINT, type SyncCursor } from '@rsd/core';
import { callApiRaw } from './api-client';
import { db } from './db';
import { createSyncEngine, type SyncChanges, type SyncEngine } from './sync-engine';

/**
 * The raw page: the sync engine validates it itself. SYNC_ENDPOINT is PUBLIC_READS.sync imported alone: the
 * table would bring every read's schemas (jobs, exports) with it.
 */
export function fetchSyncPage(since: SyncCursor, limit: number, protocol: number): Promise<unknown> {
  return callApiRaw(SYNC_ENDPOINT, { query: { since, limit, protocol } });
}

/** The app's sync engine (run by data/sync.worker.ts): the one cache database, pulling from the same-origin API. */
export function createAppSyncEngine(onChange: (changes: SyncChanges) => void): SyncEngine {
  return createSyncEngine({ db, fetchPage: fetchSyncPage, onChange });
}
