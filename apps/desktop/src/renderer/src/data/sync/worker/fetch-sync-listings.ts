import { SYNC_LISTINGS_ENDPOINT } from '@rsd/core';
import { callApiRaw } from '../../api-client';

/** Every live simulator's listing, raw, from GET /api/sync/listings (sync.worker.ts): the engine validates it itself. */
export function fetchSyncListings(protocol: number): Promise<unknown> {
  return callApiRaw(SYNC_LISTINGS_ENDPOINT, { query: { protocol } });
}
