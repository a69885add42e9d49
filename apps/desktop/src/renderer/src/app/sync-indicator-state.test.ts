import { describe, expect, it } from 'vitest';
import { INITIAL_SYNC_STATUS, type SyncStatus } from '../data/sync';
import { lastSyncedText, syncIndicatorState } from './sync-indicator-state';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const FIVE_MINUTES_AGO = '2025-06-01T11:55:00.000Z';
const state = (patch: Partial<SyncStatus>) => syncIndicatorState({ ...INITIAL_SYNC_STATUS, ...patch }, NOW);

describe('syncIndicatorState', () => {
  it('says up to date, with when, and offers Sync now', () => {
    expect(state({ lastSyncedAt: FIVE_MINUTES_AGO })).toEqual({
      kind: 'up-to-date',
      label: 'Up to date',
      detail: 'Last synced 5 minutes ago.',
      action: 'Sync now',
    });
  });

  it('says offline with the time of the last sync, and offers Retry', () => {
    expect(state({ offline: true, lastSyncedAt: FIVE_MINUTES_AGO })).toEqual({
      kind: 'offline',
      label: 'Offline',
      detail: 'The server cannot be reached. Last synced 5 minutes ago.',
      action: 'Retry',
    });
    expect(state({ offline: true }).detail).toBe('The server cannot be reached. Never synced on this device.');
  });

  it('keeps saying offline while a retry runs', () => {
    expect(state({ offline: true, syncing: true }).kind).toBe('offline');
  });

  it('gives the reason of a failed sync, and offers Retry', () => {
    expect(state({ error: '500: database down', lastSyncedAt: FIVE_MINUTES_AGO })).toEqual({
      kind: 'error',
      label: 'Sync failed',
      detail: '500: database down Last synced 5 minutes ago.',
      action: 'Retry',
    });
  });

  it('asks for an update of the app when the protocol requires it, above every other state', () => {
    const update = state({ updateRequired: true, error: 'newer protocol', offline: true, syncing: true });
    expect(update.kind).toBe('update');
    expect(update.label).toBe('Update the app');
    expect(update.action).toBeNull();
  });

  it('shows the progress of a first sync in pages and rows, and a plain label for a delta', () => {
    expect(state({ syncing: true, progress: { pages: 3, rows: 1500, totalPages: 11 } })).toMatchObject({
      kind: 'syncing',
      label: 'Syncing… page 3 of 11',
      detail: 'Downloading the directory: page 3 of 11, 1,500 row(s) so far.',
    });
    // A server that does not say what remains: what arrived so far.
    expect(state({ syncing: true, progress: { pages: 3, rows: 1500, totalPages: null } })).toMatchObject({
      label: 'Syncing… 1,500 rows',
      detail: 'Downloading the directory: 3 page(s), 1,500 row(s) so far.',
    });
    expect(state({ syncing: true, lastSyncedAt: FIVE_MINUTES_AGO })).toMatchObject({ label: 'Syncing…', action: null });
  });

  it('says not synced before a first sync ran', () => {
    expect(state({})).toMatchObject({ kind: 'not-synced', label: 'Not synced', action: 'Sync now' });
  });
});

describe('lastSyncedText', () => {
  it('reads as a distance from now', () => {
    expect(lastSyncedText('2025-06-01T09:00:00.000Z', NOW)).toBe('Last synced about 3 hours ago.');
    expect(lastSyncedText('2025-06-01T12:00:20.000Z', NOW)).toBe('Last synced less than a minute ago.');
  });
});
