import { formatDistance } from 'date-fns';
import type { SyncProgress, SyncStatus } from '../data/sync';

export type SyncIndicatorKind = 'update' | 'offline' | 'error' | 'syncing' | 'up-to-date' | 'not-synced';

export interface SyncIndicatorState {
  kind: SyncIndicatorKind;
  /** The short text in the header. */
  label: string;
  /** The sentence behind it: when the cache last caught up, how far a first sync got, why a sync failed. */
  detail: string;
  /** The action the popover offers: run a sync now, or run the failed one again. */
  action: 'Sync now' | 'Retry' | null;
}

/** Built on first use: the first Intl object of a page loads ICU's data (start-up/icu-warm-up.ts). */
let counts: Intl.NumberFormat | undefined;
const formatCount = (n: number): string => (counts ??= new Intl.NumberFormat('en-US')).format(n);

/** "last synced 5 minutes ago", or that it never has. */
export function lastSyncedText(lastSyncedAt: string | null, now: Date): string {
  if (!lastSyncedAt) return 'Never synced on this device.';
  // A sync that finished after the clock last ticked is "just now", not "in less than a minute".
  const at = Math.min(Date.parse(lastSyncedAt), now.getTime());
  return `Last synced ${formatDistance(at, now, { addSuffix: true })}.`;
}

/** A first sync as pages of a total when the server says what remains, else as what arrived so far. */
function syncingTexts(progress: SyncProgress | null): Pick<SyncIndicatorState, 'label' | 'detail'> {
  if (!progress) return { label: 'Syncing…', detail: 'Checking the server for changes.' };
  const rows = `${formatCount(progress.rows)} row(s) so far`;
  if (progress.totalPages === null) {
    return {
      label: `Syncing… ${formatCount(progress.rows)} rows`,
      detail: `Downloading the directory: ${formatCount(progress.pages)} page(s), ${rows}.`,
    };
  }
  const of = `${formatCount(progress.pages)} of ${formatCount(progress.totalPages)}`;
  return { label: `Syncing… page ${of}`, detail: `Downloading the directory: page ${of}, ${rows}.` };
}

/**
 * What the header says about the offline cache. Precedence: only an update of the app helps; then no
 * server (a retry under way does not hide it); then a failed run; then a run under way; then its result.
 */
export function syncIndicatorState(status: SyncStatus, now: Date): SyncIndicatorState {
  const last = lastSyncedText(status.lastSyncedAt, now);
  if (status.updateRequired) {
    return {
      kind: 'update',
      label: 'Update the app',
      detail: `This version of the app can no longer sync with the server: update the app to get the latest data. ${last}`,
      action: null,
    };
  }
  if (status.offline) return { kind: 'offline', label: 'Offline', detail: `The server cannot be reached. ${last}`, action: 'Retry' };
  if (status.error) return { kind: 'error', label: 'Sync failed', detail: `${status.error} ${last}`, action: 'Retry' };
  if (status.syncing) {
    return { kind: 'syncing', ...syncingTexts(status.progress), action: null };
  }
  if (status.lastSyncedAt) return { kind: 'up-to-date', label: 'Up to date', detail: last, action: 'Sync now' };
  return { kind: 'not-synced', label: 'Not synced', detail: last, action: 'Sync now' };
}
