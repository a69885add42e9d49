import { SYNC_LISTINGS_PATH, SyncQuery, SyncResponse } from './sync';
import { SyncListingsAnswer, SyncListingsQuery } from './sync-listings';
import { endpoint } from './endpoint';

/**
 * GET /api/sync, PUBLIC_READS.sync: the pages the offline cache pulls. A module of its own so that the sync
 * engine, which starts with the app, brings this entry's schemas without the other reads' (jobs, exports).
 */
export const SYNC_ENDPOINT = endpoint({
  method: 'GET',
  path: '/api/sync',
  query: SyncQuery,
  response: SyncResponse,
  errors: ['validation_failed', 'unsupported_protocol', 'resync_required'],
});

/**
 * GET /api/sync/listings, PUBLIC_READS.syncListings: every live simulator's listing in one answer, which an empty
 * cache stores before its full sync so that a first visit's home has the whole directory's count at once.
 */
export const SYNC_LISTINGS_ENDPOINT = endpoint({
  method: 'GET',
  path: SYNC_LISTINGS_PATH,
  query: SyncListingsQuery,
  response: SyncListingsAnswer,
  errors: ['validation_failed', 'unsupported_protocol'],
});
