/**
 * The sync worker: the app's sync engine, off the page's main thread (data/worker-sync-engine.ts is the page's
 * side). It has its own connection to the cache database; a broken cache is rebuilt from here.
 */
import { createAppSyncEngine } from './app-sync-engine';
import { withCacheRecovery } from './cache-recovery';
import { db } from './db';
import { useSyncStatus } from './sync-status';
import { serveSyncEngine } from './sync-worker-host';
import type { MessageEndpoint, SyncWorkerMessage, SyncWorkerRequest } from './sync-worker-protocol';

const scope = globalThis as unknown as MessageEndpoint<SyncWorkerRequest, SyncWorkerMessage>;
serveSyncEngine(scope, useSyncStatus, (onChange) => withCacheRecovery(createAppSyncEngine(onChange), db));
