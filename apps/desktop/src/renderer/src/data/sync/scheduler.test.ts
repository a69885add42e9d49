import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSyncScheduler } from './scheduler';
import { INITIAL_SYNC_STATUS, noteRequestOutcome, useSyncStatus } from './status';
import type { SyncEngine } from './worker/pull-changes';

function fakeEngine() {
  const syncNow = vi.fn<SyncEngine['syncNow']>(async () => ({
    pages: 1,
    changes: { simulators: false, technologies: false, listings: false },
  }));
  return { syncNow, firstRows: async () => undefined, hasSynced: async () => true } satisfies SyncEngine;
}

const noop = () => undefined;

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('sync scheduler', () => {
  let stop: () => void = noop;
  beforeEach(() => {
    vi.useFakeTimers();
    setVisibility('visible');
    useSyncStatus.setState(INITIAL_SYNC_STATUS, true);
  });
  afterEach(() => {
    stop();
    stop = noop;
    vi.useRealTimers();
  });

  it('syncs at start, then every interval while the page is visible', () => {
    const engine = fakeEngine();
    stop = startSyncScheduler({ engine, intervalMs: 1000 });
    expect(engine.syncNow).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(3000);

    expect(engine.syncNow).toHaveBeenCalledTimes(4);
  });

  it('stops its timer while hidden, and syncs at once when the page is shown again', () => {
    const engine = fakeEngine();
    stop = startSyncScheduler({ engine, intervalMs: 1000 });

    setVisibility('hidden');
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(engine.syncNow).toHaveBeenCalledTimes(1);

    setVisibility('visible');
    expect(engine.syncNow).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(engine.syncNow).toHaveBeenCalledTimes(3);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('starts without a timer on a hidden page, but still syncs once', () => {
    setVisibility('hidden');
    const engine = fakeEngine();
    stop = startSyncScheduler({ engine, intervalMs: 1000 });

    vi.advanceTimersByTime(5000);

    expect(engine.syncNow).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('syncs when the network comes back, and marks the status offline as soon as the browser says so', () => {
    const engine = fakeEngine();
    stop = startSyncScheduler({ engine, intervalMs: 1000 });

    window.dispatchEvent(new Event('offline'));
    expect(useSyncStatus.getState().offline).toBe(true);

    window.dispatchEvent(new Event('online'));
    expect(engine.syncNow).toHaveBeenCalledTimes(2);
  });

  it('syncs when a request reaches the server after one that did not, but not on its own runs', () => {
    const engine = fakeEngine();
    stop = startSyncScheduler({ engine, intervalMs: 60_000 });

    noteRequestOutcome(false);
    expect(useSyncStatus.getState().offline).toBe(true);
    noteRequestOutcome(true);
    expect(useSyncStatus.getState().offline).toBe(false);
    expect(engine.syncNow).toHaveBeenCalledTimes(2);

    // A sync that succeeds after being offline clears the flag itself: that must not start another.
    useSyncStatus.setState({ offline: true, syncing: true });
    useSyncStatus.setState({ offline: false, syncing: false });
    expect(engine.syncNow).toHaveBeenCalledTimes(2);
  });

  it('tries again every offline retry interval while the server cannot be reached, then back to the interval', () => {
    const engine = fakeEngine();
    stop = startSyncScheduler({ engine, intervalMs: 60_000, offlineRetryMs: 5_000 });

    useSyncStatus.setState({ offline: true });
    vi.advanceTimersByTime(15_000);
    expect(engine.syncNow).toHaveBeenCalledTimes(4);

    // Back: one sync at once, then the usual interval.
    useSyncStatus.setState({ offline: false });
    expect(engine.syncNow).toHaveBeenCalledTimes(5);
    vi.advanceTimersByTime(59_000);
    expect(engine.syncNow).toHaveBeenCalledTimes(5);
    vi.advanceTimersByTime(1_000);
    expect(engine.syncNow).toHaveBeenCalledTimes(6);
  });

  it('removes every listener and timer once stopped, and swallows failed runs', async () => {
    const engine = fakeEngine();
    engine.syncNow.mockRejectedValue(new Error('boom'));
    startSyncScheduler({ engine, intervalMs: 1000 })();
    await Promise.resolve();

    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5000);
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('offline'));
    setVisibility('hidden');
    setVisibility('visible');
    useSyncStatus.setState({ offline: true });
    useSyncStatus.setState({ offline: false });
    vi.advanceTimersByTime(60_000);

    expect(engine.syncNow).toHaveBeenCalledTimes(1);
  });
});
