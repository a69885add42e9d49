import { SYNC_PROTOCOL, toSimulatorListing, type Simulator } from '@rsd/core';
import { describe, expect, it, vi } from 'vitest';
import { ChannelWorker } from '../../test/channel-worker';
import { deferred } from '../../test/deferred';
import { createFakeSyncServer } from '../../test/fake-sync-server';
import { makeSimulator, TEST_DATASET } from '../../test/fixtures';
import { withFreshCache } from '../../test/test-db';
import { NetworkError } from '../api-client';
import { readAllListings } from '../cache/all-listings';
import { db } from '../cache/db';
import { useSyncStatus, type SyncStatus } from './status';
import { workerSyncEngine } from './worker-client';
import { createSyncEngine, type FetchSyncPage, type SyncChanges } from './worker/pull-changes';

withFreshCache();

function seededServer(count: number) {
  const server = createFakeSyncServer();
  for (let id = 1; id <= count; id += 1) server.putSimulator(makeSimulator({ id, name: `Sim ${id}` }));
  return server;
}

/** A page's engine whose worker runs the real sync engine on the cache over `fetchPage`. */
function pageEngine(fetchPage: FetchSyncPage, options: { after?: Promise<unknown> } = {}) {
  const workers: ChannelWorker[] = [];
  const onChange = vi.fn<(changes: SyncChanges) => void>();
  const spawn = vi.fn<() => ChannelWorker>(() => {
    const worker = new ChannelWorker((status, { onChange: changed }) =>
      createSyncEngine({ db, fetchPage, limit: 2, status, onChange: changed, runExclusive: null }),
    );
    workers.push(worker);
    return worker;
  });
  return { engine: workerSyncEngine(spawn, { onChange, ...options }), spawn, workers, onChange };
}

describe('workerSyncEngine', () => {
  it("syncs on the worker: the cache fills, the worker's status reaches the page's store, and changes come before the answer", async () => {
    const server = seededServer(3);
    const { engine, onChange } = pageEngine(server.fetchPage);
    const seen: Partial<SyncStatus>[] = [];
    const unsubscribe = useSyncStatus.subscribe((next) => seen.push({ syncing: next.syncing, progress: next.progress }));
    let changedBeforeAnswer = false;

    expect(await engine.hasSynced()).toBe(false);
    const result = await engine.syncNow().finally(() => (changedBeforeAnswer = onChange.mock.calls.length === 2));
    unsubscribe();

    expect(result).toEqual({ pages: 2, changes: { simulators: true, technologies: false, listings: true } });
    // The first page's rows as soon as they are stored, the rest at the end of the run, before its answer.
    expect(changedBeforeAnswer).toBe(true);
    expect(onChange.mock.calls).toEqual([
      [{ simulators: true, technologies: false, listings: true }],
      [{ simulators: true, technologies: false, listings: true }],
    ]);
    expect((await db.simulators.toArray()).map((row) => row.id)).toEqual([1, 2, 3]);
    expect(await engine.hasSynced()).toBe(true);
    expect(seen).toContainEqual({ syncing: true, progress: { pages: 2, rows: 3, totalPages: 2 } });
    expect(useSyncStatus.getState()).toMatchObject({ syncing: false, offline: false, error: null, progress: null });
    expect(useSyncStatus.getState().lastSyncedAt).not.toBeNull();
  });

  it('answers firstRows from the worker once its first page is stored, and the run goes on there', async () => {
    const server = seededServer(3);
    const second = deferred<void>();
    const { engine, onChange } = pageEngine(async (since, limit, protocol) => {
      if (server.calls.length === 1) await second.promise;
      return server.fetchPage(since, limit, protocol);
    });

    await engine.firstRows();

    expect((await readAllListings(db)).map((row) => row.id)).toEqual([1, 2]);
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ simulators: true, technologies: false, listings: true });
    const run = engine.syncNow();
    second.resolve();
    expect((await run).pages).toBe(2);
    expect((await readAllListings(db)).map((row) => row.id)).toEqual([1, 2, 3]);
  });

  it('starts no worker before `after` has settled, then one for every call made meanwhile', async () => {
    const commit = deferred<void>();
    const { engine, spawn } = pageEngine(seededServer(1).fetchPage, { after: commit.promise });

    const synced = engine.syncNow();
    const asked = engine.hasSynced();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(spawn).not.toHaveBeenCalled();

    commit.resolve();
    await expect(synced).resolves.toMatchObject({ pages: 1 });
    await expect(asked).resolves.toBeTypeOf('boolean');
    await engine.syncNow();
    expect(spawn).toHaveBeenCalledTimes(1);
  });

  it("hands the page's offline flag to the worker, so a run that reaches the server clears it", async () => {
    const { engine, workers } = pageEngine(seededServer(1).fetchPage);
    await engine.hasSynced();
    // The browser said the network was gone; the worker's own store never heard of it.
    useSyncStatus.setState({ offline: true });
    workers[0]!.workerStatus.setState({ offline: false });

    await engine.syncNow();

    expect(useSyncStatus.getState().offline).toBe(false);
  });

  it("rejects a failed run with the worker's error name and message, and the status says why", async () => {
    const { engine } = pageEngine(async () => {
      throw new NetworkError(new TypeError('Failed to fetch'));
    });

    await expect(engine.syncNow()).rejects.toMatchObject({ name: 'NetworkError', message: 'The server could not be reached.' });
    expect(useSyncStatus.getState()).toMatchObject({ syncing: false, offline: true });
  });

  it('counts a worker whose script does not load as offline, and starts a new one on the next call', async () => {
    const server = seededServer(1);
    const { engine, spawn, workers } = pageEngine(server.fetchPage);
    spawn.mockImplementationOnce(() => {
      const worker = new ChannelWorker(() => ({
        syncNow: () => new Promise(() => undefined),
        firstRows: () => new Promise(() => undefined),
        hasSynced: async () => false,
      }));
      workers.push(worker);
      // The browser reports the failed script before any message of the worker's is read.
      queueMicrotask(() => worker.fail());
      return worker;
    });

    await expect(engine.syncNow()).rejects.toThrow('The sync could not start: its script did not load.');
    expect(useSyncStatus.getState()).toMatchObject({ offline: true, syncing: false });
    expect(workers[0]!.terminated).toBe(true);

    await expect(engine.syncNow()).resolves.toMatchObject({ pages: 1 });
    expect(spawn).toHaveBeenCalledTimes(2);
    expect(useSyncStatus.getState().offline).toBe(false);
  });

  it('rejects the calls a failing worker held, says so, and starts a new worker on the next call', async () => {
    const page = deferred<unknown>();
    const server = seededServer(1);
    let first = true;
    const { engine, spawn, workers } = pageEngine((since, limit, protocol) => {
      if (!first) return server.fetchPage(since, limit, protocol);
      first = false;
      return page.promise;
    });

    const held = engine.syncNow();
    await vi.waitFor(() => expect(useSyncStatus.getState().syncing).toBe(true));
    workers[0]!.fail();

    await expect(held).rejects.toThrow('The sync stopped unexpectedly; it starts again on the next sync.');
    expect(useSyncStatus.getState()).toMatchObject({
      syncing: false,
      error: 'The sync stopped unexpectedly; it starts again on the next sync.',
    });
    expect(workers[0]!.terminated).toBe(true);

    await expect(engine.syncNow()).resolves.toMatchObject({ pages: 1 });
    expect(spawn).toHaveBeenCalledTimes(2);
  });
});

/**
 * A page's engine whose worker's first sync stores the listings of `count` simulators ahead of their records, with
 * the page's `onChange`; the worker waits `pageReadTimeoutMs` at most for the page's note.
 */
function listingsFirst(count: number, onChange: (changes: SyncChanges) => Promise<unknown>, pageReadTimeoutMs: number) {
  const server = createFakeSyncServer();
  const simulators: Simulator[] = [];
  for (let id = 1; id <= count; id += 1) simulators.push(makeSimulator({ id, name: `Sim ${id}` }));
  for (const simulator of simulators) server.putSimulator(simulator);
  const fetchListings = async () => ({
    protocol: SYNC_PROTOCOL,
    dataset: TEST_DATASET,
    cursor: server.cursorAt(count),
    listings: simulators.map(toSimulatorListing),
  });
  const spawn = () =>
    new ChannelWorker(
      (status, { onChange: changed, pageRead }) =>
        createSyncEngine({
          db,
          fetchPage: server.fetchPage,
          fetchListings,
          limit: 2,
          status,
          onChange: changed,
          listingsRead: pageRead,
          runExclusive: null,
        }),
      { pageReadTimeoutMs },
    );
  return { server, engine: workerSyncEngine(spawn, { onChange }) };
}

describe('the records after the listings stored ahead', () => {
  it("asks for the records only once the page has read every listing (its queries' refetch settled)", async () => {
    const refetched = deferred<void>();
    const { server, engine } = listingsFirst(3, () => refetched.promise, 60_000);

    const run = engine.syncNow();
    await vi.waitFor(async () => expect((await readAllListings(db)).length).toBe(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls).toEqual([]);

    refetched.resolve();
    await expect(run).resolves.toMatchObject({ pages: 2 });
    expect(server.calls[0]?.since).toBe('0');
  });

  it('goes on without the note of a page that never reads, after the timeout', async () => {
    const { server, engine } = listingsFirst(3, () => new Promise(() => undefined), 30);

    await expect(engine.syncNow()).resolves.toMatchObject({ pages: 2 });
    expect(server.calls.length).toBe(2);
    expect(await db.simulators.count()).toBe(3);
  });
});
