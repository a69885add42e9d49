/** The sync: keeps the offline cache in step with the server from a worker of its own (worker/), and reports how it goes to the page's status store. */
export { spawnSyncWorker } from './spawn-worker';
export {
  INITIAL_SYNC_STATUS,
  noteRequestOutcome,
  useSyncStatus,
  whenServerReachable,
  type SyncProgress,
  type SyncStatus,
  type SyncStatusStore,
} from './status';
export type { SyncChanges, SyncEngine, SyncResult } from './worker/pull-changes';
