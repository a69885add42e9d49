import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazySyncEngine } from './data-runtime';
import type { SyncEngine } from './sync-engine';
import { INITIAL_SYNC_STATUS, useSyncStatus } from './sync-status';

afterEach(() => useSyncStatus.setState(INITIAL_SYNC_STATUS));

const engine = (): SyncEngine => ({
  syncNow: vi.fn<SyncEngine['syncNow']>(async () => ({ pages: 2, changes: { simulators: true, technologies: false } })),
  hasSynced: vi.fn<SyncEngine['hasSynced']>(async () => true),
});

describe('lazySyncEngine', () => {
  it('loads nothing until first used, then loads once and hands every call to the loaded engine', async () => {
    const loaded = engine();
    const load = vi.fn<() => Promise<SyncEngine>>(async () => loaded);
    const lazy = lazySyncEngine(load);
    expect(load).not.toHaveBeenCalled();

    const [result, synced] = await Promise.all([lazy.syncNow(), lazy.hasSynced()]);
    await lazy.syncNow();

    expect(load).toHaveBeenCalledTimes(1);
    expect(result).toEqual({ pages: 2, changes: { simulators: true, technologies: false } });
    expect(synced).toBe(true);
    expect(loaded.syncNow).toHaveBeenCalledTimes(2);
  });

  it('counts a failed load as offline, rejects the call, and loads again on the next one', async () => {
    const loaded = engine();
    const load = vi.fn<() => Promise<SyncEngine>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    load.mockResolvedValueOnce(loaded);
    const lazy = lazySyncEngine(load);

    await expect(lazy.syncNow()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(useSyncStatus.getState()).toMatchObject({ offline: true, syncing: false });

    await expect(lazy.hasSynced()).resolves.toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads nothing before `after` has settled (the first commit), then loads for the calls made meanwhile', async () => {
    const loaded = engine();
    const load = vi.fn<() => Promise<SyncEngine>>(async () => loaded);
    const commit: { done?: () => void } = {};
    const lazy = lazySyncEngine(load, useSyncStatus, new Promise<void>((resolve) => (commit.done = resolve)));

    const synced = lazy.hasSynced();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).not.toHaveBeenCalled();

    commit.done?.();
    await expect(synced).resolves.toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
