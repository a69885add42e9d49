import { create } from 'zustand';
import { INITIAL_SYNC_STATUS, type SyncChanges, type SyncEngine, type SyncStatus, type SyncStatusStore } from '../data/sync';
import { serveSyncEngine } from '../data/sync/worker/host';
import type { SyncWorkerMessage } from '../data/sync/worker-protocol';
import type { SyncWorkerHandle } from '../data/sync/worker-client';

/**
 * A worker as the page sees it, over a real MessageChannel: the other port is served by serveSyncEngine as in
 * data/sync/worker/sync.worker.ts, with a status store of its own (a worker's modules are its own).
 */
export class ChannelWorker implements SyncWorkerHandle {
  readonly channel = new MessageChannel();
  readonly workerStatus: SyncStatusStore = create<SyncStatus>(() => INITIAL_SYNC_STATUS);
  private readonly errorListeners: ((event: Event) => void)[] = [];
  terminated = false;

  constructor(build: (status: SyncStatusStore, onChange: (changes: SyncChanges) => void) => SyncEngine) {
    serveSyncEngine(this.channel.port2, this.workerStatus, (onChange) => build(this.workerStatus, onChange));
  }

  postMessage: SyncWorkerHandle['postMessage'] = (message) => this.channel.port1.postMessage(message);
  addEventListener(type: 'message', listener: (event: MessageEvent<SyncWorkerMessage>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  addEventListener(type: 'message' | 'error', listener: (event: MessageEvent<SyncWorkerMessage>) => void): void {
    if (type === 'error') this.errorListeners.push(listener as (event: Event) => void);
    else this.channel.port1.addEventListener('message', listener);
  }
  start = () => this.channel.port1.start();
  terminate() {
    this.terminated = true;
    this.channel.port1.close();
  }
  /** As the browser reports a worker whose script did not load, or that threw. */
  fail() {
    for (const listener of this.errorListeners) listener(new Event('error', { cancelable: true }));
  }
}
