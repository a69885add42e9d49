import { afterEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_SYNC_STATUS, useSyncStatus } from '../data/sync';
import { connectPlatformSync } from './connect-platform-sync';

afterEach(() => useSyncStatus.setState(INITIAL_SYNC_STATUS));

/** A host whose Sync now can be pressed from the test, recording what the page tells it. */
function fakeHost() {
  let listener: (() => void) | undefined;
  const reported: (string | null)[] = [];
  return {
    reported,
    pressSyncNow: () => listener?.(),
    listening: () => listener !== undefined,
    host: {
      onSyncRequested: (next: () => void) => {
        listener = next;
        return () => {
          listener = undefined;
        };
      },
      reportLastSync: (at: string | null) => reported.push(at),
    },
  };
}

describe('connectPlatformSync', () => {
  it('runs the sync engine when the host asks, and keeps quiet when a run fails', async () => {
    const { host, pressSyncNow } = fakeHost();
    const syncNow = vi.fn<() => Promise<unknown>>(async () => {
      throw new Error('offline');
    });
    connectPlatformSync(host, { syncNow }, useSyncStatus);
    pressSyncNow();
    pressSyncNow();
    expect(syncNow).toHaveBeenCalledTimes(2);
  });

  it('reports the last sync at once and whenever it changes, not on other status changes', () => {
    useSyncStatus.setState({ lastSyncedAt: '2026-11-23T07:00:00.000Z' });
    const { host, reported } = fakeHost();
    connectPlatformSync(host, { syncNow: async () => undefined }, useSyncStatus);
    useSyncStatus.setState({ syncing: true });
    useSyncStatus.setState({ syncing: false, lastSyncedAt: '2026-11-23T08:00:00.000Z' });
    expect(reported).toEqual(['2026-11-23T07:00:00.000Z', '2026-11-23T08:00:00.000Z']);
  });

  it('disconnects both ways', () => {
    const { host, reported, listening } = fakeHost();
    const disconnect = connectPlatformSync(host, { syncNow: async () => undefined }, useSyncStatus);
    disconnect();
    useSyncStatus.setState({ lastSyncedAt: '2026-11-23T08:00:00.000Z' });
    expect(listening()).toBe(false);
    expect(reported).toEqual([null]);
  });
});
