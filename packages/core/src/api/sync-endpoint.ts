import { SyncQuery, SyncResponse } from './sync';
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
