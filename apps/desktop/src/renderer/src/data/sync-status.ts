import { create } from 'zustand';

export interface SyncStatus {
  /** A run is under way. Kept apart from `offline` so a retry does not hide the offline notice. */
  syncing: boolean;
  /** The server could not be reached on the last run, or the browser reported the network gone since. */
  offline: boolean;
  /** Why the last run failed although the server answered; null otherwise. */
  error: string | null;
  /** When the cache last caught up with the server (ISO 8601), null if never. */
  lastSyncedAt: string | null;
  /** A full resync has not completed yet: what is shown is the previous copy, kept until it can be replaced. */
  stale: boolean;
  /** The server speaks a newer sync protocol than this app: only an update of the app brings new data. */
  updateRequired: boolean;
}

export const INITIAL_SYNC_STATUS: SyncStatus = {
  syncing: false,
  offline: false,
  error: null,
  lastSyncedAt: null,
  stale: false,
  updateRequired: false,
};

/** The sync engine and scheduler write here; the layout's sync notice reads it. */
export const useSyncStatus = create<SyncStatus>(() => INITIAL_SYNC_STATUS);

export type SyncStatusStore = typeof useSyncStatus;
