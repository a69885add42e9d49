import { SYNC_ENDPOINT, type SyncCursor } from '@rsd/core';
import { callApiRaw } from '../../api-client';

/**
 * One raw page of GET /api/sync, where the app's sync engine pulls from (sync.worker.ts): the engine validates it
 * itself. SYNC_ENDPOINT is PUBLIC_READS.sync imported alone: the table would bring every read's schemas (jobs,
 * exports) with it.
 */
export function fetchSyncPage(since: SyncCursor, limit: number, protocol: number): Promise<unknown> {
  return callApiRaw(SYNC_ENDPOINT, { query: { since, limit, protocol } });
}
