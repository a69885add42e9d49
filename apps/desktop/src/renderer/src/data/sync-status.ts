import { create } from 'zustand';

export type SyncState = 'idle' | 'syncing' | 'offline' | 'error';

export interface SyncStatus {
  state: SyncState;
  /** When the cache last caught up with the server (ISO 8601), null if never. */
  lastSyncedAt: string | null;
  /** What went wrong in the last run, for the 'error' state. */
  error: string | null;
}

export const INITIAL_SYNC_STATUS: SyncStatus = { state: 'idle', lastSyncedAt: null, error: null };

/** The sync engine writes here; the layout shows it (offline indicator). */
export const useSyncStatus = create<SyncStatus>(() => INITIAL_SYNC_STATUS);

export type SyncStatusStore = typeof useSyncStatus;
