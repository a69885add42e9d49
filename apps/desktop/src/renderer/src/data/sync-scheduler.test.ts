import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SyncEngine } from './sync-engine';
import { startSyncScheduler } from './sync-scheduler';
import { INITIAL_SYNC_STATUS, useSyncStatus } from './sync-status';

function fakeEngine() {
  const syncNow = vi.fn<SyncEngine['syncNow']>(async () => ({ pages: 1, changes: { simulators: false, technologies: false } }));
  return { syncNow, hasSynced: async () => true } satisfies SyncEngine;
}

const noop = () => undefined;

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
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
    vi.useRealTimers();
  });

  it('syncs at start, every interval while visible, and when the network returns', () => {
    const engine = fakeEngine();
    stop = startSyncScheduler({ engine, intervalMs: 1000 });
    expect(engine.syncNow).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1000);
    expect(engine.syncNow).toHaveBeenCalledTimes(2);

    setVisibility('hidden');
    vi.advanceTimersByTime(3000);
    expect(engine.syncNow).toHaveBeenCalledTimes(2);

    window.dispatchEvent(new Event('online'));
    expect(engine.syncNow).toHaveBeenCalledTimes(3);
  });

  it('marks the status offline as soon as the browser says so', () => {
    stop = startSyncScheduler({ engine: fakeEngine() });

    window.dispatchEvent(new Event('offline'));

    expect(useSyncStatus.getState().state).toBe('offline');
  });

  it('stops listening once stopped, and swallows failed runs', async () => {
    const engine = fakeEngine();
    engine.syncNow.mockRejectedValue(new Error('boom'));
    startSyncScheduler({ engine, intervalMs: 1000 })();
    await Promise.resolve();

    vi.advanceTimersByTime(5000);
    window.dispatchEvent(new Event('online'));

    expect(engine.syncNow).toHaveBeenCalledTimes(1);
  });
});
