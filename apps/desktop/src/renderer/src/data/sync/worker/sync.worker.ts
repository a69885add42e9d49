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
import { fetchSyncPage } from './fetch-sync-page';
import { serveSyncEngine } from './host';
import { createSyncEngine } from './pull-changes';

const scope = globalThis as unknown as MessageEndpoint<SyncWorkerInbound, SyncWorkerMessage>;
serveSyncEngine(scope, useSyncStatus, ({ onChange, pageRead }) =>
  withCacheRecovery(
    createSyncEngine({ db, fetchPage: fetchSyncPage, fetchListings: fetchSyncListings, onChange, listingsRead: pageRead }),
    db,
  ),
);
