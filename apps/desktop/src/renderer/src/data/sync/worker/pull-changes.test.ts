import { waitFor } from '@testing-library/react';
import { Dexie } from 'dexie';
import { INITIAL_CURSOR, SYNC_PROTOCOL, toSimulatorListing } from '@rsd/core';
import { describe, expect, it, vi } from 'vitest';
import { ZodError } from 'zod';
import { deferred } from '../../../test/deferred';
import { createFakeSyncServer } from '../../../test/fake-sync-server';
import { makeSimulator, makeSyncPage, makeTechnology, TEST_DATASET } from '../../../test/fixtures';
import { withFreshCache } from '../../../test/test-db';
import { ApiError, NetworkError } from '../../api-client';
import { readAllListings } from '../../cache/all-listings';
import { db, SYNC_META_KEY, WRITE_BATCH_ROWS } from '../../cache/db';
import { keepFirstScreen, readFirstScreen } from '../../cache/first-screen';
import { LISTING_PACK_IDS, putListings } from '../../cache/listing-packs';
import { readCachedListings } from '../../cache/reads';
import { useSyncStatus, type SyncProgress } from '../status';
import { readSyncMeta } from './meta';
import { createSyncEngine, SyncProtocolError, SyncStalledError, type FetchSyncPage, type SyncChanges } from './pull-changes';

withFreshCache();

const NOW = new Date('2025-01-02T03:04:05.000Z');

function failInsert(_key: unknown, row: { id: number }) {
  if (row.id === 3) throw new Error('disk full');
}

/** Two full batches and a third of 10 rows, whose 8th row cannot be stored. */
const BATCHED_ROWS = 2 * WRITE_BATCH_ROWS + 10;
function failInThirdBatch(_key: unknown, row: { id: number }) {
  if (row.id === 2 * WRITE_BATCH_ROWS + 8) throw new Error('disk full');
}

function seededServer(count: number) {
  const server = createFakeSyncServer();
  for (let id = 1; id <= count; id += 1) server.putSimulator(makeSimulator({ id, name: `Sim ${id}` }));
  return server;
}

function engineFor(fetchPage: FetchSyncPage, limit = 2, onChange = vi.fn<(changes: SyncChanges) => void>()) {
  return { engine: createSyncEngine({ db, fetchPage, limit, onChange, now: () => NOW }), onChange };
}

async function listingIds() {
  return (await readAllListings(db)).map((row) => row.id);
}

async function cachedIds() {
  return (await db.simulators.toArray()).map((row) => row.id).toSorted((a, b) => a - b);
}

describe('sync engine', () => {
  it("tells of a long run's changes after its pages 1, 2, 4, 8... and at its end", async () => {
    const server = seededServer(7);
    // The page the run had reached at each notice, and whether the status still said it was syncing.
    const noticedAt: { pages: number | undefined; syncing: boolean }[] = [];
    const onChange = vi.fn<(changes: SyncChanges) => void>(() => {
      const { progress, syncing } = useSyncStatus.getState();
      noticedAt.push({ pages: progress?.pages, syncing });
    });
    const { engine } = engineFor(server.fetchPage, 1, onChange);

    await engine.syncNow();

    // The end's notice (after page 7) comes before the status says "Up to date", so nothing that waits for that
    // status misses the read it brings.
    expect(noticedAt).toEqual([1, 2, 4, 7].map((pages) => ({ pages, syncing: true })));
    expect(useSyncStatus.getState().syncing).toBe(false);
    expect(onChange).toHaveBeenCalledWith({ simulators: true, technologies: false, listings: true });
  });

  it('asks for the next page while the one before is stored, from its cursor', async () => {
    const server = seededServer(6);
    const cachedAtRequest: number[] = [];
    const fetchPage: FetchSyncPage = async (since, limit, protocol) => {
      cachedAtRequest.push(await db.simulators.count());
      return server.fetchPage(since, limit, protocol);
    };
    const { engine } = engineFor(fetchPage);

    expect((await engine.syncNow()).pages).toBe(3);

    // Each request went before the page it follows was stored (a serial sync would have seen 0, 2, 4).
    expect(cachedAtRequest).toEqual([0, 0, 2]);
    expect(server.calls.map((c) => c.since)).toEqual(['0', server.cursorAt(2), server.cursorAt(4)]);
    expect(await cachedIds()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('drops the page asked for ahead when the one before cannot be stored, and resumes from the last one stored', async () => {
    const server = seededServer(6);
    const { engine } = engineFor(server.fetchPage);
    db.simulators.hook('creating', failInsert);
    try {
      // Page 2 fails; page 3 was asked for meanwhile.
      await expect(engine.syncNow()).rejects.toThrow('disk full');
      expect(server.calls).toHaveLength(3);
    } finally {
      db.simulators.hook('creating').unsubscribe(failInsert);
    }
    expect(await cachedIds()).toEqual([1, 2]);
    server.calls.length = 0;

    await engine.syncNow();

    expect(server.calls.map((c) => c.since)).toEqual([server.cursorAt(2), server.cursorAt(4)]);
    expect(await cachedIds()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('answers firstRows once the first page of simulators is stored, while the run goes on', async () => {
    const server = seededServer(4);
    const second = deferred<void>();
    const fetchPage: FetchSyncPage = async (since, limit, protocol) => {
      if (server.calls.length === 1) await second.promise;
      return server.fetchPage(since, limit, protocol);
    };
    const { engine } = engineFor(fetchPage);

    await engine.firstRows();

    expect(await listingIds()).toEqual([1, 2]);
    expect(await engine.hasSynced()).toBe(false);
    const run = engine.syncNow();
    second.resolve();
    expect((await run).pages).toBe(2);
    expect(server.calls).toHaveLength(2);
    expect(await listingIds()).toEqual([1, 2, 3, 4]);
  });

  it('answers firstRows at the end of a run that brings no simulator, and fails it with a run that fails first', async () => {
    const empty = engineFor(createFakeSyncServer().fetchPage).engine;
    await empty.firstRows();
    expect(await empty.hasSynced()).toBe(true);

    const down = engineFor(() => Promise.reject(new NetworkError('down'))).engine;
    await expect(down.firstRows()).rejects.toBeInstanceOf(NetworkError);
  });

  it('pulls every page until hasMore is false, then stores the cursor and the time', async () => {
    const server = seededServer(5);
    server.putTechnology(makeTechnology({ id: 7 }));
    const { engine, onChange } = engineFor(server.fetchPage);

    expect(await engine.hasSynced()).toBe(false);
    const result = await engine.syncNow();

    expect(result.pages).toBe(3);
    expect(server.calls.map((c) => c.since)).toEqual(['0', server.cursorAt(2), server.cursorAt(4)]);
    expect(server.calls.every((c) => c.limit === 2)).toBe(true);
    expect(await cachedIds()).toEqual([1, 2, 3, 4, 5]);
    expect((await db.technologies.get(7))?.name).toBe('Fibre-optic well monitoring');
    expect(await readSyncMeta(db)).toEqual({
      key: SYNC_META_KEY,
      cursor: server.cursorAt(6),
      protocol: SYNC_PROTOCOL,
      dataset: TEST_DATASET,
      lastSyncedAt: NOW.toISOString(),
    });
    expect(await engine.hasSynced()).toBe(true);
    expect(useSyncStatus.getState()).toEqual({
      syncing: false,
      offline: false,
      lastSyncedAt: NOW.toISOString(),
      error: null,
      stale: false,
      updateRequired: false,
      progress: null,
    });
    // After pages 1 and 2, then the rest at the end.
    expect(onChange.mock.calls).toEqual([
      [{ simulators: true, technologies: false, listings: true }],
      [{ simulators: true, technologies: false, listings: true }],
      [{ simulators: true, technologies: true, listings: true }],
    ]);
    expect(server.calls.every((c) => c.protocol === SYNC_PROTOCOL)).toBe(true);
  });

  it('reports the pages and rows of a first sync as they arrive, and no progress for a delta', async () => {
    const server = seededServer(5);
    const { engine } = engineFor(server.fetchPage);
    const seen: (SyncProgress | null)[] = [];
    const unsubscribe = useSyncStatus.subscribe((state, previous) => {
      if (state.progress !== previous.progress) seen.push(state.progress);
    });
    await engine.syncNow();
    expect(seen.filter((progress) => progress !== null)).toEqual([
      { pages: 1, rows: 2, totalPages: 3 },
      { pages: 2, rows: 4, totalPages: 3 },
      { pages: 3, rows: 5, totalPages: 3 },
    ]);
    expect(useSyncStatus.getState().progress).toBeNull();

    seen.length = 0;
    server.putSimulator(makeSimulator({ id: 9 }));
    await engine.syncNow();
    unsubscribe();
    expect(seen.filter((progress) => progress !== null)).toEqual([]);
  });

  it('pulls only what changed since the stored cursor', async () => {
    const server = seededServer(3);
    const { engine, onChange } = engineFor(server.fetchPage);
    await engine.syncNow();
    onChange.mockClear();
    server.calls.length = 0;

    server.putSimulator(makeSimulator({ id: 2, name: 'Sim 2 renamed' }));
    const result = await engine.syncNow();

    expect(server.calls.map((c) => c.since)).toEqual([server.cursorAt(3)]);
    expect(result).toEqual({ pages: 1, changes: { simulators: true, technologies: false, listings: true } });
    expect((await db.simulators.get(2))?.name).toBe('Sim 2 renamed');
    expect((await db.simulators.get(2))?.version).toBe(4);
    expect((await db.simulators.get(1))?.name).toBe('Sim 1');
    expect((await readSyncMeta(db))?.cursor).toBe(server.cursorAt(4));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ simulators: true, technologies: false, listings: true });
  });

  it('reports no change when nothing changed on the server', async () => {
    const server = seededServer(2);
    const { engine, onChange } = engineFor(server.fetchPage);
    await engine.syncNow();
    onChange.mockClear();

    const result = await engine.syncNow();

    expect(result.changes).toEqual({ simulators: false, technologies: false, listings: false });
    expect(onChange).not.toHaveBeenCalled();
    expect(await cachedIds()).toEqual([1, 2]);
  });

  it('removes a row when a tombstone arrives', async () => {
    const server = seededServer(3);
    const { engine } = engineFor(server.fetchPage);
    await engine.syncNow();

    server.deleteSimulator(2);
    await engine.syncNow();

    expect(await cachedIds()).toEqual([1, 3]);
    expect((await readSyncMeta(db))?.cursor).toBe(server.cursorAt(4));
  });

  it('keeps the previous rows and cursor when applying a page fails half-way', async () => {
    const server = seededServer(2);
    const { engine } = engineFor(server.fetchPage, 10);
    await engine.syncNow();
    const before = await db.simulators.toArray();

    server.deleteSimulator(1);
    server.putSimulator(makeSimulator({ id: 2, name: 'Sim 2 renamed' }));
    server.putSimulator(makeSimulator({ id: 3, name: 'Sim 3' }));
    // The delete and the update have run inside the transaction when the insert of row 3 fails.
    db.simulators.hook('creating', failInsert);
    try {
      await expect(engine.syncNow()).rejects.toThrow('disk full');
    } finally {
      db.simulators.hook('creating').unsubscribe(failInsert);
    }

    expect(await db.simulators.toArray()).toEqual(before);
    expect((await readSyncMeta(db))?.cursor).toBe(server.cursorAt(2));
    expect(useSyncStatus.getState()).toMatchObject({ offline: false, error: 'disk full' });

    await engine.syncNow();
    expect(await cachedIds()).toEqual([2, 3]);
    expect((await db.simulators.get(2))?.name).toBe('Sim 2 renamed');
  });

  it('writes a large page in batches of rows, and a batch that fails takes the earlier ones with it', async () => {
    const server = seededServer(BATCHED_ROWS);
    // One page of them all, larger than a batch.
    const { engine } = engineFor(server.fetchPage, BATCHED_ROWS);
    const simulatorPuts = vi.spyOn(db.simulators, 'bulkPut');
    const listingPuts = vi.spyOn(db.listingPacks, 'bulkPut');
    db.simulators.hook('creating', failInThirdBatch);
    try {
      await expect(engine.syncNow()).rejects.toThrow('disk full');
    } finally {
      db.simulators.hook('creating').unsubscribe(failInThirdBatch);
    }
    // The first two batches were stored when the third failed: the transaction undid them.
    expect(simulatorPuts.mock.calls.map(([rows]) => rows.length)).toEqual([WRITE_BATCH_ROWS, WRITE_BATCH_ROWS, 10]);
    expect(await db.simulators.count()).toBe(0);
    expect(await readSyncMeta(db)).toBeUndefined();

    simulatorPuts.mockClear();
    await engine.syncNow();
    expect(simulatorPuts.mock.calls.map(([rows]) => rows.length)).toEqual([WRITE_BATCH_ROWS, WRITE_BATCH_ROWS, 10]);
    // The listings go packed: one put of every pack the page's ids fall in.
    expect(listingPuts.mock.calls.map(([packs]) => packs.length)).toEqual([Math.floor(BATCHED_ROWS / LISTING_PACK_IDS) + 1]);
    expect(await cachedIds()).toEqual(Array.from({ length: BATCHED_ROWS }, (_, index) => index + 1));
    expect(await readAllListings(db)).toHaveLength(BATCHED_ROWS);
    vi.restoreAllMocks();
  });

  it('keeps the pages already applied when a later page fails, and resumes after them', async () => {
    const server = seededServer(5);
    let failSince: string | null = server.cursorAt(2);
    const fetchPage: FetchSyncPage = async (since, limit) => {
      if (since === failSince) throw new NetworkError(new TypeError('Failed to fetch'));
      return server.fetchPage(since, limit);
    };
    const { engine, onChange } = engineFor(fetchPage);

    await expect(engine.syncNow()).rejects.toBeInstanceOf(NetworkError);
    expect(await cachedIds()).toEqual([1, 2]);
    expect(await engine.hasSynced()).toBe(false);
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ simulators: true, technologies: false, listings: true });

    failSince = null;
    server.calls.length = 0;
    await engine.syncNow();
    expect(server.calls.map((c) => c.since)).toEqual([server.cursorAt(2), server.cursorAt(4)]);
    expect(await cachedIds()).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps each live simulator's listing beside it: new, changed, deleted, and replaced by a full resync", async () => {
    const server = seededServer(3);
    const { engine } = engineFor(server.fetchPage);
    await engine.syncNow();
    expect(await readAllListings(db)).toEqual((await db.simulators.toArray()).map(toSimulatorListing));

    server.putSimulator(makeSimulator({ id: 2, name: 'Renamed' }));
    server.deleteSimulator(3);
    await engine.syncNow();
    expect((await readAllListings(db)).find((listing) => listing.id === 2)?.name).toBe('Renamed');
    expect(await listingIds()).toEqual([1, 2]);

    await putListings(db.listingPacks, [toSimulatorListing(makeSimulator({ id: 42 }))]);
    server.recreateDatabase();
    server.putSimulator(makeSimulator({ id: 4 }));
    await engine.syncNow();
    expect(await listingIds()).toEqual([1, 2, 4]);
    expect(await readAllListings(db)).toEqual((await db.simulators.toArray()).map(toSimulatorListing));
  });

  it('keeps the packed listings exact when a delta changes and deletes tools in several packs', async () => {
    const server = createFakeSyncServer();
    const ids = [1, LISTING_PACK_IDS + 1, 2 * LISTING_PACK_IDS + 1, 2 * LISTING_PACK_IDS + 2];
    for (const id of ids) server.putSimulator(makeSimulator({ id, name: `Sim ${id}` }));
    const { engine } = engineFor(server.fetchPage);
    await engine.syncNow();
    expect(await db.listingPacks.count()).toBe(3);

    server.putSimulator(makeSimulator({ id: LISTING_PACK_IDS + 1, name: 'Edited by an admin' }));
    server.deleteSimulator(2 * LISTING_PACK_IDS + 1);
    server.deleteSimulator(2 * LISTING_PACK_IDS + 2);
    await engine.syncNow();
    expect(await readAllListings(db)).toEqual((await db.simulators.toArray()).map(toSimulatorListing));
    expect((await readAllListings(db)).map((listing) => listing.name)).toEqual(['Sim 1', 'Edited by an admin']);
    // The pack left empty is gone: the boot script's count of packs is the first screen's check.
    expect(await db.listingPacks.count()).toBe(2);
  });

  it("says the listings are unchanged when a delta changed no listing and home's first screen moved with it", async () => {
    const server = seededServer(3);
    const { engine, onChange } = engineFor(server.fetchPage, 10);
    await engine.syncNow();
    const layer = { db, engine };
    const read = await readCachedListings(layer);
    await keepFirstScreen(db, read.listings, read);

    // The record's long description is no listing field: home's cards stay as they are.
    server.putSimulator(makeSimulator({ id: 2, name: 'Sim 2', description: 'A longer description.' }));
    onChange.mockClear();
    await engine.syncNow();
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ simulators: true, technologies: false, listings: false });
    expect((await readFirstScreen(layer))?.count).toBe(3);

    server.putSimulator(makeSimulator({ id: 2, name: 'Renamed' }));
    onChange.mockClear();
    await engine.syncNow();
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ simulators: true, technologies: false, listings: true });
    expect(await readFirstScreen(layer)).toBeUndefined();
  });

  it('validates each page and computes its listings in slices, yielding only outside transactions', async () => {
    const server = seededServer(30);
    for (let id = 1; id <= 4; id += 1) server.putTechnology(makeTechnology({ id }));
    const yieldedInTransaction: boolean[] = [];
    const engine = createSyncEngine({
      db,
      fetchPage: server.fetchPage,
      limit: 100,
      now: () => NOW,
      // A zero budget yields before every row: the count says which work went in slices.
      slicing: {
        budgetMs: 0,
        yieldToMain: async () => {
          yieldedInTransaction.push(Dexie.currentTransaction !== null);
        },
      },
    });
    await engine.syncNow();

    // 34 rows validated, then the 30 simulators' listings, before the one write.
    expect(yieldedInTransaction).toHaveLength(64);
    expect(yieldedInTransaction.every((inside) => !inside)).toBe(true);
    expect(await cachedIds()).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
    expect(await readAllListings(db)).toEqual((await db.simulators.toArray()).map(toSimulatorListing));
    expect(await db.technologies.count()).toBe(4);
  });

  it("computes a full resync's listings in slices before its swap, with the last page's changes to staged rows", async () => {
    await db.simulators.put(makeSimulator({ id: 99, name: 'Stale' }));
    await db.meta.put({ key: SYNC_META_KEY, cursor: '50', protocol: SYNC_PROTOCOL + 1, dataset: TEST_DATASET, lastSyncedAt: null });
    const server = seededServer(4);
    const fetchPage: FetchSyncPage = async (since, limit, protocol) => {
      const page = await server.fetchPage(since, limit, protocol);
      if (since === INITIAL_CURSOR) {
        // Changed on the server after the first page was staged: they come in the last page.
        server.deleteSimulator(1);
        server.putSimulator(makeSimulator({ id: 2, name: 'Renamed while staging' }));
      }
      return page;
    };
    const yieldedInTransaction: boolean[] = [];
    const engine = createSyncEngine({
      db,
      fetchPage,
      limit: 2,
      now: () => NOW,
      slicing: {
        budgetMs: 0,
        yieldToMain: async () => {
          yieldedInTransaction.push(Dexie.currentTransaction !== null);
        },
      },
    });
    expect((await engine.syncNow()).pages).toBe(3);

    expect(await cachedIds()).toEqual([2, 3, 4]);
    expect((await db.simulators.get(2))?.name).toBe('Renamed while staging');
    expect(await readAllListings(db)).toEqual((await db.simulators.toArray()).map(toSimulatorListing));
    expect(await db.stagedSimulators.count()).toBe(0);
    // 5 rows validated over the three pages, then the listings of the 3 swapped in.
    expect(yieldedInTransaction).toEqual(Array.from({ length: 8 }, () => false));
  });

  it('replaces a cache written under another protocol through staging, keeping it until the pull completed', async () => {
    await db.simulators.put(makeSimulator({ id: 99, name: 'Stale' }));
    await db.meta.put({ key: SYNC_META_KEY, cursor: '50', protocol: SYNC_PROTOCOL + 1, dataset: TEST_DATASET, lastSyncedAt: null });
    const server = seededServer(3);
    const seen: number[][] = [];
    const fetchPage: FetchSyncPage = async (since, limit, protocol) => {
      seen.push(await cachedIds());
      return server.fetchPage(since, limit, protocol);
    };
    const { engine, onChange } = engineFor(fetchPage);

    await engine.syncNow();

    expect(server.calls[0]?.since).toBe(INITIAL_CURSOR);
    // While the pages arrived the old row was still what the screens read.
    expect(seen).toEqual([[99], [99]]);
    expect(await cachedIds()).toEqual([1, 2, 3]);
    expect((await readSyncMeta(db))?.protocol).toBe(SYNC_PROTOCOL);
    expect(await db.stagedSimulators.count()).toBe(0);
    expect(useSyncStatus.getState().stale).toBe(false);
    expect(onChange).toHaveBeenCalledWith({ simulators: true, technologies: true, listings: true });
  });

  it('keeps the cache and says the app must be updated when the server answers with a newer protocol', async () => {
    const server = seededServer(2);
    const { engine } = engineFor(server.fetchPage);
    await engine.syncNow();
    const before = await readSyncMeta(db);
    const fetchPage = vi.fn<FetchSyncPage>(async (since, limit, protocol) => ({
      ...(await server.fetchPage(since, limit, protocol)),
      protocol: SYNC_PROTOCOL + 1,
    }));

    await expect(createSyncEngine({ db, fetchPage, limit: 2 }).syncNow()).rejects.toBeInstanceOf(SyncProtocolError);

    expect(fetchPage).toHaveBeenCalledOnce();
    expect(await cachedIds()).toEqual([1, 2]);
    expect(await readSyncMeta(db)).toEqual(before);
    expect(useSyncStatus.getState()).toMatchObject({ updateRequired: true, offline: false, lastSyncedAt: NOW.toISOString() });
  });

  it.each([
    ['newer', SYNC_PROTOCOL + 1, true],
    ['older', SYNC_PROTOCOL - 1, false],
  ])(
    "keeps the cache when the server refuses this app's protocol as unsupported (server %s)",
    async (_name, serverProtocol, updateRequired) => {
      const server = seededServer(2);
      await engineFor(server.fetchPage).engine.syncNow();
      const refused = new ApiError(409, '409: unsupported', {
        error: { code: 'unsupported_protocol', message: 'no', protocol: serverProtocol },
      });
      const engine = createSyncEngine({
        db,
        fetchPage: async () => {
          throw refused;
        },
      });

      const error = await engine.syncNow().catch((e: unknown) => e);

      expect(error).toBeInstanceOf(SyncProtocolError);
      expect(await cachedIds()).toEqual([1, 2]);
      expect(useSyncStatus.getState()).toMatchObject({ updateRequired, error: (error as Error).message });
      // The next good run clears the flag.
      await engineFor(server.fetchPage).engine.syncNow();
      expect(useSyncStatus.getState()).toMatchObject({ updateRequired: false, error: null });
    },
  );

  it('resyncs another database (recreated server) through staging, keeping the old cache until it completed', async () => {
    const server = seededServer(3);
    const { engine } = engineFor(server.fetchPage);
    await engine.syncNow();
    await db.simulators.put(makeSimulator({ id: 42, name: 'Only in the old database' }));
    server.deleteSimulator(3);
    // The recreated database drew fewer versions than our cursor: without the dataset check we would
    // ask for changes after our old cursor and never see what it holds.
    server.recreateDatabase();
    server.calls.length = 0;

    await engine.syncNow();

    expect(server.calls[0]?.since).not.toBe(INITIAL_CURSOR);
    expect(server.calls.some((c) => c.since === INITIAL_CURSOR)).toBe(true);
    expect(await cachedIds()).toEqual([1, 2]);
    expect((await readSyncMeta(db))?.dataset).toBe(`${TEST_DATASET}-recreated`);
  });

  it('keeps the old cache, marked stale, when a full resync fails half-way, and resumes it on the next run', async () => {
    const server = seededServer(3);
    const { engine } = engineFor(server.fetchPage);
    await engine.syncNow();
    const oldCache = await db.simulators.toArray();
    server.recreateDatabase();
    for (let id = 4; id <= 6; id += 1) server.putSimulator(makeSimulator({ id }));
    let failSince: string | null = server.cursorAt(4);
    const flaky: FetchSyncPage = async (since, limit, protocol) => {
      if (since === failSince) throw new NetworkError(new TypeError('Failed to fetch'));
      return server.fetchPage(since, limit, protocol);
    };
    const { engine: flakyEngine } = engineFor(flaky);

    await expect(flakyEngine.syncNow()).rejects.toBeInstanceOf(NetworkError);

    expect(await db.simulators.toArray()).toEqual(oldCache);
    expect((await readSyncMeta(db))?.dataset).toBe(TEST_DATASET);
    expect(await db.stagedSimulators.count()).toBe(4);
    expect(useSyncStatus.getState()).toMatchObject({ stale: true, offline: true, lastSyncedAt: NOW.toISOString() });

    failSince = null;
    server.calls.length = 0;
    await flakyEngine.syncNow();
    expect(server.calls.map((c) => c.since)).toEqual([server.cursorAt(4)]);
    expect(await cachedIds()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await db.stagedSimulators.count()).toBe(0);
    expect(useSyncStatus.getState().stale).toBe(false);
  });

  it("resyncs from zero through staging when the server answers 'resync_required'", async () => {
    const server = seededServer(3);
    const { engine } = engineFor(server.fetchPage);
    await engine.syncNow();
    await db.simulators.put(makeSimulator({ id: 42, name: 'Deleted while we were away' }));
    const resync = new ApiError(409, '409: resync', { error: { code: 'resync_required', message: 'too old' } });
    const fetchPage = vi.fn<FetchSyncPage>(async (since, limit, protocol) => {
      if (since === server.cursorAt(3)) throw resync;
      return server.fetchPage(since, limit, protocol);
    });

    await engineFor(fetchPage).engine.syncNow();

    expect(fetchPage.mock.calls.map(([since]) => since)).toEqual([server.cursorAt(3), '0', server.cursorAt(2)]);
    expect(await cachedIds()).toEqual([1, 2, 3]);
  });

  it("gives up, keeping the cache, when the server answers 'resync_required' even from zero", async () => {
    await db.simulators.put(makeSimulator({ id: 5 }));
    await db.meta.put({ key: SYNC_META_KEY, cursor: '9', protocol: SYNC_PROTOCOL, dataset: TEST_DATASET, lastSyncedAt: null });
    const fetchPage = vi.fn<FetchSyncPage>(async () => {
      throw new ApiError(409, '409: resync', { error: { code: 'resync_required', message: 'again' } });
    });

    await expect(engineFor(fetchPage).engine.syncNow()).rejects.toThrow('full resync again');

    expect(fetchPage.mock.calls.map(([since]) => since)).toEqual(['9', '0']);
    expect(await cachedIds()).toEqual([5]);
  });

  it('stops with an error, not an endless loop, when a page says hasMore without moving the cursor', async () => {
    const server = seededServer(2);
    await engineFor(server.fetchPage).engine.syncNow();
    const fetchPage = vi.fn<FetchSyncPage>(async (since) => makeSyncPage({ cursor: since, hasMore: true }));

    await expect(engineFor(fetchPage).engine.syncNow()).rejects.toBeInstanceOf(SyncStalledError);

    expect(fetchPage).toHaveBeenCalledOnce();
    expect((await readSyncMeta(db))?.cursor).toBe(server.cursorAt(2));
    expect(useSyncStatus.getState().error).toContain('instead of looping');
  });

  it('refuses a page whose cursor goes backwards', async () => {
    const server = seededServer(3);
    await engineFor(server.fetchPage).engine.syncNow();
    const fetchPage = vi.fn<FetchSyncPage>(async () => makeSyncPage({ cursor: '1', simulators: [makeSimulator({ id: 1, name: 'Old' })] }));

    await expect(engineFor(fetchPage).engine.syncNow()).rejects.toBeInstanceOf(SyncStalledError);

    expect((await readSyncMeta(db))?.cursor).toBe(server.cursorAt(3));
    expect((await db.simulators.get(1))?.name).toBe('Sim 1');
  });

  it('keeps the cache and reports offline when the server cannot be reached', async () => {
    const server = seededServer(3);
    const { engine } = engineFor(server.fetchPage);
    await engine.syncNow();

    const offline = createSyncEngine({
      db,
      fetchPage: async () => {
        throw new NetworkError(new TypeError('Failed to fetch'));
      },
    });
    await expect(offline.syncNow()).rejects.toBeInstanceOf(NetworkError);

    expect(await cachedIds()).toEqual([1, 2, 3]);
    expect((await readSyncMeta(db))?.cursor).toBe(server.cursorAt(3));
    expect(useSyncStatus.getState()).toEqual({
      syncing: false,
      offline: true,
      lastSyncedAt: NOW.toISOString(),
      error: null,
      stale: false,
      updateRequired: false,
      progress: null,
    });

    await engine.syncNow();
    expect(useSyncStatus.getState()).toMatchObject({ offline: false, error: null });
  });

  it("reports offline, not an error, when the desktop proxy answers 503 'unavailable'", async () => {
    const unavailable = new ApiError(503, '503: unavailable', {
      error: { code: 'unavailable', message: 'The directory server cannot be reached.' },
    });
    const engine = createSyncEngine({
      db,
      fetchPage: async () => {
        throw unavailable;
      },
    });

    await expect(engine.syncNow()).rejects.toBe(unavailable);

    expect(useSyncStatus.getState()).toMatchObject({ syncing: false, offline: true, error: null });
  });

  it('rejects a malformed page without touching the cache', async () => {
    const server = seededServer(1);
    const { engine } = engineFor(server.fetchPage);
    await engine.syncNow();

    const broken = createSyncEngine({
      db,
      fetchPage: async () => ({ ...makeSyncPage({ cursor: '9' }), simulators: [{ id: 'not a row' }] }),
    });
    await expect(broken.syncNow()).rejects.toBeInstanceOf(ZodError);

    expect(await cachedIds()).toEqual([1]);
    expect((await readSyncMeta(db))?.cursor).toBe(server.cursorAt(1));
    expect(useSyncStatus.getState().error).toBeTruthy();
  });

  it('shares one run between concurrent calls, and starts a new run afterwards', async () => {
    const server = seededServer(4);
    const { engine } = engineFor(server.fetchPage);

    const [first, second] = await Promise.all([engine.syncNow(), engine.syncNow()]);

    expect(first).toBe(second);
    expect(server.calls.map((c) => c.since)).toEqual(['0', server.cursorAt(2)]);

    server.putSimulator(makeSimulator({ id: 5 }));
    await engine.syncNow();
    expect(server.calls.map((c) => c.since)).toEqual(['0', server.cursorAt(2), server.cursorAt(4)]);
    expect(await cachedIds()).toEqual([1, 2, 3, 4, 5]);
  });

  it('reports syncing while a run is under way, keeping the offline flag until the server answers', async () => {
    useSyncStatus.setState({ offline: true });
    const gate = deferred<void>();
    const { engine } = engineFor(async () => {
      await gate.promise;
      return makeSyncPage({ cursor: '1', simulators: [makeSimulator()] });
    });

    const run = engine.syncNow();
    await waitFor(() => expect(useSyncStatus.getState().syncing).toBe(true));
    expect(useSyncStatus.getState().offline).toBe(true);
    gate.resolve();
    await run;

    expect(useSyncStatus.getState()).toMatchObject({ syncing: false, offline: false, error: null });
  });
});
