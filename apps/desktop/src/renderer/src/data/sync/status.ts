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
  /** A sync from nothing (first sync or full resync) under way: how far it got; null otherwise. */
  progress: SyncProgress | null;
}

/** How far a first sync got: pages and rows so far, and the pages in all when the server says what remains. */
export interface SyncProgress {
  pages: number;
  rows: number;
  /** null from a server that does not send `remaining`. */
  totalPages: number | null;
}

export const INITIAL_SYNC_STATUS: SyncStatus = {
  syncing: false,
  offline: false,
  error: null,
  lastSyncedAt: null,
  stale: false,
  updateRequired: false,
  progress: null,
};

/** The sync engine and scheduler write here; the layout's sync notice reads it. */
export const useSyncStatus = create<SyncStatus>(() => INITIAL_SYNC_STATUS);

export type SyncStatusStore = typeof useSyncStatus;

/**
 * Every API request reports here: an answer of any kind proves the server reachable, no answer (or the
 * 503 'unavailable' of a server without its database) proves it is not. So the status follows the last
 * request instead of waiting for the next sync run.
 */
export function noteRequestOutcome(reached: boolean, status: SyncStatusStore = useSyncStatus): void {
  if (status.getState().offline !== !reached) status.setState({ offline: !reached });
}

/** Calls back when the status turns from offline to reachable (any request or sync got an answer); returns the unsubscribe. */
export function whenServerReachable(listener: () => void, status: SyncStatusStore = useSyncStatus): () => void {
  return status.subscribe((state, previous) => {
    if (previous.offline && !state.offline) listener();
  });
}
