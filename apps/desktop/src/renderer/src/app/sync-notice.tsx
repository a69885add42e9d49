import { formatUpdatedDate } from '@rsd/core';
import { useSyncStatus } from '../data/sync-status';

/** What the notice says, or null when the cache is current. */
function syncNoticeText({ offline, error, lastSyncedAt }: { offline: boolean; error: string | null; lastSyncedAt: string | null }): string | null {
  const saved = lastSyncedAt ? `showing saved data (last updated ${formatUpdatedDate(lastSyncedAt)})` : null;
  if (offline) return saved ? `Offline: ${saved}.` : 'Offline: no saved data yet. Connect to the network to load the directory.';
  // Without saved data the screen's own error state already says the load failed.
  if (error && saved) return `The directory could not be refreshed: ${saved}.`;
  return null;
}

/** Tells the reader that what they see comes from the offline cache, and why. */
export function SyncNotice() {
  const offline = useSyncStatus((s) => s.offline);
  const error = useSyncStatus((s) => s.error);
  const lastSyncedAt = useSyncStatus((s) => s.lastSyncedAt);
  const text = syncNoticeText({ offline, error, lastSyncedAt });
  // The live region stays mounted so screen readers announce the text when it appears.
  return <output className={text ? 'sync-notice' : 'sync-notice is-empty'}>{text}</output>;
}
