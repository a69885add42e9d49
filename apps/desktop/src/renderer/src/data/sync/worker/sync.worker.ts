/**
 * The sync worker: the app's sync engine (pull-changes.ts) over the one cache database and the same-origin API,
 * off the page's main thread (../worker-client.ts is the page's side). It has its own connection to the cache
 * database; a broken cache is rebuilt from here.
 */
import { db } from '../../cache/db';
import { withCacheRecovery } from '../../cache/recovery';
import { useSyncStatus } from '../status';
import type { MessageEndpoint, SyncWorkerInbound, SyncWorkerMessage } from '../worker-protocol';
import { fetchSyncListings } from './fetch-sync-listings';
import { serveSyncEngine } from './host';
import { createSyncEngine } from './pull-changes';
import type { FetchSyncPage } from './valid-page';

// GET /api/sync's entry brings the records' classic schemas: loaded with the first page of records, after the
// listings that home's first count needs.
const fetchPage: FetchSyncPage = async (...call) => (await import('./fetch-sync-page')).fetchSyncPage(...call);

const scope = globalThis as unknown as MessageEndpoint<SyncWorkerInbound, SyncWorkerMessage>;
serveSyncEngine(scope, useSyncStatus, ({ onChange, pageRead }) =>
  withCacheRecovery(createSyncEngine({ db, fetchPage, fetchListings: fetchSyncListings, onChange, listingsRead: pageRead }), db),
);
