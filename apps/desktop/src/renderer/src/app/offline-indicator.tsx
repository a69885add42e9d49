import { formatUpdatedDate } from '@rsd/core';
import { useSyncStatus } from '../data/sync-status';

/** Tells the reader that what they see comes from the offline cache. */
export function OfflineIndicator() {
  const state = useSyncStatus((s) => s.state);
  const lastSyncedAt = useSyncStatus((s) => s.lastSyncedAt);
  if (state !== 'offline') return null;
  return (
    <output className="offline-indicator">
      {lastSyncedAt
        ? `Offline: showing saved data (last updated ${formatUpdatedDate(lastSyncedAt)}).`
        : 'Offline: no saved data yet. Connect to the network to load the directory.'}
    </output>
  );
}
