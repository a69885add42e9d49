import { SYNC_LISTINGS_PATH } from '@rsd/core';
import { requestEndpoint } from '../../api-client';

/**
 * Every live simulator's listing, raw, from GET /api/sync/listings (sync.worker.ts): the engine validates it itself.
 * Asked for by its path, not by SYNC_LISTINGS_ENDPOINT: the entry's schemas are classic zod, which the worker
 * fetches only once the listings are stored (valid-page.ts).
 */
export function fetchSyncListings(protocol: number): Promise<unknown> {
  return requestEndpoint({ method: 'GET', path: SYNC_LISTINGS_PATH }, { query: { protocol } });
}
