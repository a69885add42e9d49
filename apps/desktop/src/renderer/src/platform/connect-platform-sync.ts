import type { SyncStatusStore } from '../data/sync';
import type { Platform } from './platform';

/**
 * Connects the sync engine to its host: the host's Sync now (the desktop menu) runs the engine, and the host
 * hears when the cache last caught up (the desktop About box). Returns a function that disconnects both.
 */
export function connectPlatformSync(
  platform: Pick<Platform, 'onSyncRequested' | 'reportLastSync'>,
  engine: { syncNow(): Promise<unknown> },
  status: SyncStatusStore,
): () => void {
  // A failed run is already in the status store, which the header shows.
  const stopListening = platform.onSyncRequested(() => {
    engine.syncNow().catch(() => undefined);
  });
  platform.reportLastSync(status.getState().lastSyncedAt);
  const unsubscribe = status.subscribe((state, previous) => {
    if (state.lastSyncedAt !== previous.lastSyncedAt) platform.reportLastSync(state.lastSyncedAt);
  });
  return () => {
    stopListening();
    unsubscribe();
  };
}
