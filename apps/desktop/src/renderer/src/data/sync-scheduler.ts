import type { SyncEngine } from './sync-engine';
import { useSyncStatus, type SyncStatusStore } from './sync-status';

export const SYNC_INTERVAL_MS = 60_000;

export interface SyncSchedulerOptions {
  engine: SyncEngine;
  target?: Window;
  document?: Document;
  intervalMs?: number;
  status?: SyncStatusStore;
}

/**
 * Runs the engine at start, when the network comes back, and every interval while the page is visible.
 * Failures are already in the status store, so they are not rethrown here. Returns a stop function.
 */
export function startSyncScheduler(options: SyncSchedulerOptions): () => void {
  const { engine, target = window, document: doc = document, intervalMs = SYNC_INTERVAL_MS, status = useSyncStatus } = options;
  const sync = () => {
    engine.syncNow().catch(() => undefined);
  };
  const onOffline = () => status.setState({ state: 'offline' });
  const tick = () => {
    if (doc.visibilityState === 'visible') sync();
  };

  target.addEventListener('online', sync);
  target.addEventListener('offline', onOffline);
  const timer = target.setInterval(tick, intervalMs);
  sync();

  return () => {
    target.removeEventListener('online', sync);
    target.removeEventListener('offline', onOffline);
    target.clearInterval(timer);
  };
}
