import { create } from 'zustand';
import { INITIAL_SYNC_STATUS, type SyncEngine, type SyncStatus, type SyncStatusStore } from '../data/sync';
import { serveSyncEngine, type SyncEngineHooks } from '../data/sync/worker/host';
import type { SyncWorkerMessage } from '../data/sync/worker-protocol';
import type { SyncWorkerHandle } from '../data/sync/worker-client';
import { MessageChannelWorker } from './message-channel-worker';

/**
 * The sync worker as the page sees it: the other port is served by serveSyncEngine as in
 * data/sync/worker/sync.worker.ts, with a status store of its own (a worker's modules are its own).
 */
export class ChannelWorker extends MessageChannelWorker<SyncWorkerMessage> implements SyncWorkerHandle {
  readonly workerStatus: SyncStatusStore = create<SyncStatus>(() => INITIAL_SYNC_STATUS);

  constructor(build: (status: SyncStatusStore, hooks: SyncEngineHooks) => SyncEngine, options: Parameters<typeof serveSyncEngine>[3] = {}) {
    super();
    serveSyncEngine(this.channel.port2, this.workerStatus, (hooks) => build(this.workerStatus, hooks), options);
  }
}
