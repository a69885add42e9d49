import { describe, expect, it, vi } from 'vitest';
import { withFreshCache } from '../test/test-db';
import { db } from './cache/db';
import type { OutboxWrite } from './outbox/item';
import { enqueueWrite } from './outbox/store';
import { startOutboxWhenWaiting } from './start-outbox-when-waiting';

withFreshCache();

const subscription: OutboxWrite = { endpoint: 'subscribe', body: { email: 'a@example.org', name: null, company: null, source: 'website' } };

/** The watcher over the app's cache, with its own 'online' target and reachability listeners. */
function watch(start = vi.fn<() => Promise<undefined>>(async () => undefined)) {
  const target = new EventTarget();
  const reachable = new Set<() => void>();
  const stop = startOutboxWhenWaiting({
    db,
    start,
    target,
    whenReachable: (listener) => {
      reachable.add(listener);
      return () => reachable.delete(listener);
    },
  });
  const online = () => target.dispatchEvent(new Event('online'));
  const comeBack = () => {
    online();
    for (const listener of reachable) listener();
  };
  return { start, stop, online, comeBack, reachable };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the outbox starts only once a write waits', () => {
  it('loads nothing while the outbox is empty, nor for a write the server refused', async () => {
    const { start, comeBack, stop } = watch();
    await settle();
    expect(start).not.toHaveBeenCalled();

    await enqueueWrite(db, subscription, 'key-1', Date.now());
    await db.outbox.update('key-1', { state: 'refused' });
    comeBack();
    await settle();
    expect(start).not.toHaveBeenCalled();
    stop();
  });

  it('starts the runner at once for what earlier visits left waiting, and stops watching', async () => {
    await enqueueWrite(db, subscription, 'key-1', Date.now());
    const { start, comeBack, reachable } = watch();
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(reachable.size).toBe(0));
    comeBack();
    await settle();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts it when the network or the server comes back and another tab has queued a write meanwhile', async () => {
    const { start, comeBack } = watch();
    await settle();
    await enqueueWrite(db, subscription, 'key-1', Date.now());
    expect(start).not.toHaveBeenCalled();
    comeBack();
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  });

  it('tries again on the next return when the runner could not be loaded', async () => {
    await enqueueWrite(db, subscription, 'key-1', Date.now());
    const start = vi
      .fn<() => Promise<undefined>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(undefined);
    const { online, reachable } = watch(start);
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    expect(reachable.size).toBe(1);
    online();
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(reachable.size).toBe(0));
  });
});
