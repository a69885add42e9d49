import { SYNC_PROTOCOL } from '@rsd/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../../test/deferred';
import { createFakeSyncServer } from '../../../test/fake-sync-server';
import { makeSimulator } from '../../../test/fixtures';
import { withFreshCache } from '../../../test/test-db';
import { db, SYNC_META_KEY } from '../../cache/db';
import { readSyncMeta } from './meta';
import { createSyncEngine, webLocksRunner, type FetchSyncPage, type RunExclusive } from './pull-changes';

withFreshCache();

function seededServer(count: number) {
  const server = createFakeSyncServer();
  for (let id = 1; id <= count; id += 1) server.putSimulator(makeSimulator({ id, name: `Sim ${id}` }));
  return server;
}

/** Every cursor written to the stored sync position, in order. */
function recordCursorWrites(): string[] {
  const written: string[] = [];
  const onCreate = (_key: unknown, row: { key: string; cursor?: unknown }) => {
    if (row.key === SYNC_META_KEY) written.push(String(row.cursor));
  };
  const onUpdate = (mods: { cursor?: unknown }, key: unknown) => {
    if (key === SYNC_META_KEY && mods.cursor !== undefined) written.push(String(mods.cursor));
  };
  db.meta.hook('creating', onCreate);
  db.meta.hook('updating', onUpdate);
  afterEach(() => {
    db.meta.hook('creating').unsubscribe(onCreate);
    db.meta.hook('updating').unsubscribe(onUpdate);
  });
  return written;
}

/** A lock two engines share, as Web Locks give every tab of one origin. */
function sharedLock(): RunExclusive & { held: () => boolean } {
  let tail: Promise<unknown> = Promise.resolve();
  let holders = 0;
  const run = <T>(fn: () => Promise<T>): Promise<T> => {
    const result = tail.then(async () => {
      holders += 1;
      try {
        return await fn();
      } finally {
        holders -= 1;
      }
    });
    tail = result.catch(() => undefined);
    return result;
  };
  return Object.assign(run, { held: () => holders > 0 });
}

describe('two runners on one cache (two tabs or windows)', () => {
  it('never writes an older page over a newer one: the stored cursor is compared and set', async () => {
    const writes = recordCursorWrites();
    const server = seededServer(4);
    // Tab A asks for the first page and its answer is held up on the network.
    const held = deferred<void>();
    const slowFetch: FetchSyncPage = async (since, limit, protocol) => {
      const page = await server.fetchPage(since, limit, protocol);
      if (since === '0') await held.promise;
      return page;
    };
    const tabA = createSyncEngine({ db, fetchPage: slowFetch, limit: 2, runExclusive: null });
    const tabB = createSyncEngine({ db, fetchPage: server.fetchPage, limit: 2, runExclusive: null });

    const runA = tabA.syncNow();
    await vi.waitFor(() => expect(server.calls.length).toBe(1));
    // Meanwhile tab B syncs everything, and then a newer version of row 1 as well.
    await tabB.syncNow();
    server.putSimulator(makeSimulator({ id: 1, name: 'Sim 1 renamed' }));
    await tabB.syncNow();
    expect((await readSyncMeta(db))?.cursor).toBe(server.cursorAt(5));

    held.resolve();
    await runA;

    expect((await readSyncMeta(db))?.cursor).toBe(server.cursorAt(5));
    expect((await db.simulators.get(1))?.name).toBe('Sim 1 renamed');
    expect((await db.simulators.toArray()).map((s) => s.id).toSorted()).toEqual([1, 2, 3, 4]);
    // No write ever took the cursor backwards (B wrote 2, 4, 5; A's late page for 2 was refused).
    expect(writes).toEqual([server.cursorAt(2), server.cursorAt(4), server.cursorAt(5)]);
  });

  it('runs one sync at a time across engines that share a lock, the second from where the first left off', async () => {
    const server = seededServer(4);
    const lock = sharedLock();
    const gate = deferred<void>();
    const sinceSeenByB: string[] = [];
    const tabA = createSyncEngine({
      db,
      limit: 2,
      runExclusive: lock,
      fetchPage: async (since, limit, protocol) => {
        await gate.promise;
        return server.fetchPage(since, limit, protocol);
      },
    });
    const tabB = createSyncEngine({
      db,
      limit: 2,
      runExclusive: lock,
      fetchPage: async (since, limit, protocol) => {
        expect(lock.held()).toBe(true);
        sinceSeenByB.push(since);
        return server.fetchPage(since, limit, protocol);
      },
    });

    const runA = tabA.syncNow();
    const runB = tabB.syncNow();
    await new Promise((r) => setTimeout(r, 20));
    expect(sinceSeenByB).toEqual([]);
    gate.resolve();
    await Promise.all([runA, runB]);

    expect(sinceSeenByB).toEqual([server.cursorAt(4)]);
    expect((await readSyncMeta(db))?.cursor).toBe(server.cursorAt(4));
  });
});

describe('webLocksRunner', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('is absent where the browser has no Web Locks (the engine then guards only itself)', () => {
    expect(webLocksRunner()).toBeNull();
  });

  it('runs through navigator.locks under one name for every tab', async () => {
    const request = vi.fn<(name: string, fn: () => Promise<unknown>) => Promise<unknown>>(async (_name, fn) => fn());
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    const server = seededServer(1);

    await createSyncEngine({ db, fetchPage: server.fetchPage }).syncNow();

    expect(request).toHaveBeenCalledOnce();
    expect(request.mock.calls[0]?.[0]).toBe('rsd-directory-sync');
    expect((await readSyncMeta(db))?.protocol).toBe(SYNC_PROTOCOL);
  });
});
