import { toSimulatorListing, type SimulatorListing, type SyncCursor } from '@rsd/core';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fetchFromRealServer, realDatabase } from '../../../test/real-server-context';
import { withFreshCache } from '../../../test/test-db';
import { readAllListings } from '../../cache/all-listings';
import { db, SYNC_LISTINGS_KEY } from '../../cache/db';
import { keepFirstScreen, readFirstScreen } from '../../cache/first-screen';
import { listedIds } from '../../cache/listing-packs';
import { readCachedListings } from '../../cache/reads';
import { fetchSyncListings } from './fetch-sync-listings';
import { fetchSyncPage } from './fetch-sync-page';
import { FIRST_LISTINGS_CHUNK } from './page-reader';
import { createSyncEngine, type SyncChanges, type SyncEngineOptions } from './pull-changes';

withFreshCache();
fetchFromRealServer();
const database = realDatabase();

const engine = (options: Partial<SyncEngineOptions> = {}) =>
  createSyncEngine({
    db,
    fetchPage: fetchSyncPage,
    fetchListings: fetchSyncListings,
    limit: 7,
    runExclusive: null,
    ...options,
  });

/** The cached listing of `id`, if any. */
const cachedListing = async (id: number) => (await readAllListings(db)).find((listing) => listing.id === id);
const cachedListingCount = async () => (await listedIds(db.listingPacks)).length;

async function liveSimulatorIds(): Promise<number[]> {
  const { rows } = await database.query<{ id: number }>(`SELECT id FROM simulators ORDER BY id`);
  return rows.map((row) => row.id);
}

/** Every cached listing is the one its cached record makes, and there is one a record. */
async function expectListingsOfRecords(): Promise<void> {
  const records = await db.simulators.toArray();
  const listings = (await readAllListings(db)).toSorted((a, b) => a.id - b.id);
  expect(listings).toEqual(records.toSorted((a, b) => a.id - b.id).map(toSimulatorListing));
}

/** fetchListings' raw answer, changed by `edit` on its way in. */
const editedListings =
  (edit: (answer: { listings: Array<Record<string, unknown>> }) => void): SyncEngineOptions['fetchListings'] =>
  async (protocol) => {
    const answer = (await fetchSyncListings(protocol)) as { listings: Array<Record<string, unknown>> };
    edit(answer);
    return answer;
  };

/** The listings answer with `count` more listings (copies of the first, ids from 100,000), of no record. */
const withExtraListings = (count: number, edit: (listings: Array<Record<string, unknown>>) => void = () => undefined) =>
  editedListings(({ listings }) => {
    listings.push(...Array.from({ length: count }, (_, index) => ({ ...listings[0], id: 100_000 + index })));
    edit(listings);
  });

describe('a first sync with the listings first', () => {
  it("stores every live simulator's listing before the first page of records, and reports it", async () => {
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const pagesAsked: SyncCursor[] = [];
    const changes: SyncChanges[] = [];
    const sync = engine({
      fetchPage: async (since, limit, protocol) => {
        pagesAsked.push(since);
        await gate;
        return fetchSyncPage(since, limit, protocol);
      },
      onChange: (change) => changes.push(change),
    });

    await sync.firstRows();

    expect((await listedIds(db.listingPacks)).toSorted((a, b) => a - b)).toEqual(await liveSimulatorIds());
    expect(await db.simulators.count()).toBe(0);
    expect(changes).toEqual([{ simulators: true, technologies: false, listings: true }]);
    openGate();
    const result = await sync.syncNow();
    expect(result.pages).toBeGreaterThan(1);
    // Home already had every tool: the records' pages are reported once, at the end, not after pages 1, 2, 4...
    expect(changes).toEqual([
      { simulators: true, technologies: false, listings: true },
      { simulators: true, technologies: true, listings: true },
    ]);
    expect(pagesAsked[0]).toBe('0');
  });

  it('tells home its listings are unchanged once the records that match them are in, and carries its kept first screen', async () => {
    const changes: SyncChanges[] = [];
    const sync: ReturnType<typeof engine> = engine({
      onChange: (change) => changes.push(change),
      // Home: reads every listing stored ahead and keeps its first screen, before the records' first request.
      listingsRead: async () => {
        const read = await readCachedListings({ db, engine: sync });
        await keepFirstScreen(
          db,
          read.listings.toSorted((a, b) => a.name.localeCompare(b.name)),
          read,
        );
      },
    });
    await sync.syncNow();

    expect(changes.at(-1)).toEqual({ simulators: true, technologies: true, listings: false });
    expect((await readFirstScreen({ db }))?.count).toBe((await liveSimulatorIds()).length);
    await expectListingsOfRecords();
  });

  it("stores ahead the listing of a record whose organisations are odd JSON, read as the record's sync reads them", async () => {
    const [id] = await liveSimulatorIds();
    const { rows } = await database.query<{ organizations: unknown }>(
      `SELECT relevant_organizations AS organizations FROM simulators WHERE id = $1`,
      [id],
    );
    onTestFinished(async () => {
      await database.query(`UPDATE simulators SET relevant_organizations = $2 WHERE id = $1`, [id, JSON.stringify(rows[0]?.organizations)]);
    });
    await database.query(`UPDATE simulators SET relevant_organizations = '[{"role": "no name"}, 7, "SINTEF"]' WHERE id = $1`, [id]);
    let ahead: SimulatorListing | undefined;
    const sync = engine({
      fetchPage: async (since, limit, protocol) => {
        if (since === '0') ahead = await cachedListing(id!);
        return fetchSyncPage(since, limit, protocol);
      },
    });
    await sync.syncNow();
    expect(ahead?.relevantOrganizations).toEqual(['SINTEF']);
    await expectListingsOfRecords();
  });

  it('then replaces each listing with the one its record makes, and forgets that they came first', async () => {
    const namesBeforeRecords: string[] = [];
    const sync = engine({
      fetchListings: editedListings(({ listings }) => {
        for (const listing of listings) listing.name = `${String(listing.name)} (listing)`;
      }),
      fetchPage: async (since, limit, protocol) => {
        if (since === '0') namesBeforeRecords.push(...(await readAllListings(db)).map((listing) => listing.name));
        return fetchSyncPage(since, limit, protocol);
      },
    });
    await sync.syncNow();
    expect(namesBeforeRecords.length).toBeGreaterThan(0);
    expect(namesBeforeRecords.every((name) => name.endsWith(' (listing)'))).toBe(true);
    await expectListingsOfRecords();
    expect(await db.meta.get(SYNC_LISTINGS_KEY)).toBeUndefined();
  });

  it('keeps no listing of a tool deleted after the listings were read (tombstone)', async () => {
    const [doomed] = (
      await database.query<{ id: number }>(
        `INSERT INTO simulators (name, full_name, short_description, description, website)
         VALUES ('Deleted meanwhile', 'D', 'd', 'd', 'https://example.org') RETURNING id`,
      )
    ).rows;
    const sync = engine({
      fetchListings: async (protocol) => {
        const answer = await fetchSyncListings(protocol);
        await database.query('DELETE FROM simulators WHERE id = $1', [doomed!.id]);
        return answer;
      },
    });
    await sync.firstRows();
    expect(await cachedListing(doomed!.id)).toBeDefined();
    await sync.syncNow();
    expect(await cachedListing(doomed!.id)).toBeUndefined();
    await expectListingsOfRecords();
  });

  it('keeps no listing of a tool gone without a tombstone (a restored database) once every record is in', async () => {
    const sync = engine({
      fetchListings: editedListings(({ listings }) => {
        listings.push({ ...listings[0], id: 99_999, name: 'Gone without a trace' });
      }),
    });
    await sync.firstRows();
    expect(await cachedListing(99_999)).toBeDefined();
    await sync.syncNow();
    expect(await cachedListing(99_999)).toBeUndefined();
    await expectListingsOfRecords();
  });

  it.each([
    ['fails', async () => Promise.reject(new Error('listings unavailable'))],
    [
      'is unreadable',
      editedListings(({ listings }) => {
        delete listings[0]?.terms;
      }),
    ],
  ] as const)('falls back to the pages alone when the listings request %s', async (_how, fetchListings) => {
    const changes: SyncChanges[] = [];
    const sync = engine({ fetchListings, onChange: (change) => changes.push(change) });
    await sync.syncNow();
    await expectListingsOfRecords();
    expect((await db.simulators.toCollection().primaryKeys()).toSorted((a, b) => a - b)).toEqual(await liveSimulatorIds());
    expect(await db.meta.get(SYNC_LISTINGS_KEY)).toBeUndefined();
    // As before: the list grows with the pages' notices (after page 1, 2, 4...), not one at the end.
    expect(changes.length).toBeGreaterThan(1);
  });

  it('is not asked for by a sync into a cache that holds records already', async () => {
    await engine().syncNow();
    const fetchListings = vi.fn<typeof fetchSyncListings>(fetchSyncListings);
    await database.query(`UPDATE simulators SET short_description = 'A delta' WHERE id = (SELECT min(id) FROM simulators)`);
    await engine({ fetchListings }).syncNow();
    expect(fetchListings).not.toHaveBeenCalled();
  });

  it('lets home read after the first chunk of listings, before the last is stored, and reports the rest once', async () => {
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const changes: SyncChanges[] = [];
    const sync = engine({
      fetchListings: withExtraListings(1_200),
      onChange: (change) => changes.push(change),
      // Every row checked yields; once home has been told, the worker waits there until the test has looked.
      slicing: { budgetMs: 0, yieldToMain: async () => (changes.length > 0 ? gate : undefined) },
    });

    await sync.firstRows();

    expect(await cachedListingCount()).toBe(FIRST_LISTINGS_CHUNK);
    expect(changes).toEqual([{ simulators: true, technologies: false, listings: true }]);
    openGate();
    await sync.syncNow();
    // The first chunk, every listing, then the records at the end: not after pages 1, 2, 4...
    expect(changes).toEqual([
      { simulators: true, technologies: false, listings: true },
      { simulators: true, technologies: false, listings: true },
      { simulators: true, technologies: true, listings: true },
    ]);
    await expectListingsOfRecords();
    expect(await db.meta.get(SYNC_LISTINGS_KEY)).toBeUndefined();
  });

  it('ends with the listings of the records when a later chunk is unreadable', async () => {
    const sync = engine({
      fetchListings: withExtraListings(1_200, (listings) => {
        delete listings[FIRST_LISTINGS_CHUNK + 100]?.terms;
      }),
    });
    await sync.firstRows();
    expect(await cachedListingCount()).toBeGreaterThanOrEqual(FIRST_LISTINGS_CHUNK);
    await sync.syncNow();
    await expectListingsOfRecords();
    expect((await db.simulators.toCollection().primaryKeys()).toSorted((a, b) => a - b)).toEqual(await liveSimulatorIds());
    expect(await db.meta.get(SYNC_LISTINGS_KEY)).toBeUndefined();
  });

  it('ends right after a run that stopped with only some chunks stored', async () => {
    const interrupted = engine({
      fetchListings: withExtraListings(1_200, (listings) => {
        delete listings[FIRST_LISTINGS_CHUNK + 100]?.terms;
      }),
      fetchPage: async () => Promise.reject(new Error('connection lost')),
    });
    await expect(interrupted.syncNow()).rejects.toThrow('connection lost');
    expect(await cachedListingCount()).toBe(FIRST_LISTINGS_CHUNK);
    expect(await db.meta.get(SYNC_LISTINGS_KEY)).toBeDefined();

    await engine().syncNow();
    await expectListingsOfRecords();
    expect((await db.simulators.toCollection().primaryKeys()).toSorted((a, b) => a - b)).toEqual(await liveSimulatorIds());
    expect(await db.meta.get(SYNC_LISTINGS_KEY)).toBeUndefined();
  });

  it("stores none of a listings answer whose first chunk has a listing of the wrong shape, as the server's schema would refuse it", async () => {
    const interrupted = engine({
      fetchListings: editedListings(({ listings }) => {
        listings[0] = { ...listings[0], updatedAt: '2024-02-30T00:00:00Z' };
      }),
      fetchPage: async () => Promise.reject(new Error('connection lost')),
    });
    await expect(interrupted.syncNow()).rejects.toThrow('connection lost');
    expect(await cachedListingCount()).toBe(0);
    expect(await db.meta.get(SYNC_LISTINGS_KEY)).toBeUndefined();
  });

  it('asks for the first page of records only once the page has read every listing', async () => {
    let pageRead!: () => void;
    const read = new Promise<void>((resolve) => (pageRead = resolve));
    let listingsWhenAwaited = 0;
    const pagesAsked: SyncCursor[] = [];
    const sync = engine({
      listingsRead: async () => {
        listingsWhenAwaited = await cachedListingCount();
        await read;
      },
      fetchPage: async (since, limit, protocol) => {
        pagesAsked.push(since);
        return fetchSyncPage(since, limit, protocol);
      },
    });
    const live = await liveSimulatorIds();
    const run = sync.syncNow();
    await vi.waitFor(() => expect(listingsWhenAwaited).toBe(live.length));
    expect(pagesAsked).toEqual([]);
    pageRead();
    await run;
    expect(pagesAsked[0]).toBe('0');
  });
});
