import { formatUpdatedDate } from '@rsd/core';
import { useSyncStatus, type SyncStatus } from '../data/sync';

type NoticeState = Pick<SyncStatus, 'offline' | 'error' | 'lastSyncedAt' | 'stale' | 'updateRequired'>;

/** What the notice says, or null when the cache is current. */
function syncNoticeText({ offline, error, lastSyncedAt, stale, updateRequired }: NoticeState): string | null {
  const saved = lastSyncedAt ? `showing saved data (last updated ${formatUpdatedDate(lastSyncedAt)})` : null;
  if (updateRequired) {
    const until = saved ? ` Until then, ${saved}.` : '';
    return `This version of the app can no longer load the directory. Please update the app to get the latest data.${until}`;
  }
  if (offline) return saved ? `Offline: ${saved}.` : 'Offline: no saved data yet. Connect to the network to load the directory.';
  // Without saved data the screen's own error state already says the load failed.
  if (error && saved) return `The directory could not be refreshed: ${saved}.`;
  if (stale && saved) return `The directory is being downloaded again: ${saved} until it is complete.`;
  return null;
}

/** Tells the reader that what they see comes from the offline cache, and why. */
export function SyncNotice() {
  const offline = useSyncStatus((s) => s.offline);
  const error = useSyncStatus((s) => s.error);
  const lastSyncedAt = useSyncStatus((s) => s.lastSyncedAt);
  const stale = useSyncStatus((s) => s.stale);
  const updateRequired = useSyncStatus((s) => s.updateRequired);
  const text = syncNoticeText({ offline, error, lastSyncedAt, stale, updateRequired });
  // The live region stays mounted so screen readers announce the text when it appears.
  return <output className={text ? 'sync-notice' : 'sync-notice is-empty'}>{text}</output>;
}
