import { toSimulatorListing } from '@rsd/core';
import { afterEach, describe, expect, it } from 'vitest';
import { db, putLiveSimulators, toLiveSimulators } from '../data/cache/db';
import { readCachedListings } from '../data/cache';
import type { SyncEngine } from '../data/sync';
import { createTimeSlicer } from '../lib/time-slicer';
import { makeSimulator } from '../test/fixtures';
import { withFreshCache } from '../test/test-db';
import { takeEarlyFirstScreen, takeEarlyListings } from './early-listings';

const neverSyncs: SyncEngine = {
  syncNow: () => Promise.reject(new Error('No sync in these tests.')),
  firstRows: () => Promise.reject(new Error('No sync in these tests.')),
  hasSynced: () => Promise.resolve(false),
};

const earlyList = (rows: unknown[]) => Promise.resolve({ rows, stored: undefined, sync: { key: 'sync', cursor: '1' } });

describe("home's first screen and list as the boot script read them", () => {
  withFreshCache();
  afterEach(() => {
    window.rsdEarlyRead = undefined;
  });

  it('are each taken once: a later read goes to the cache', async () => {
    const early = [toSimulatorListing(makeSimulator({ id: 1, name: 'Early' }))];
    const firstScreen = { stored: undefined, sync: undefined, count: 1 };
    window.rsdEarlyRead = { firstScreen: Promise.resolve(firstScreen), list: earlyList(early) };
    expect((await takeEarlyListings())?.rows).toEqual(early);
    expect(await takeEarlyListings()).toBeUndefined();
    // Taking the list leaves the first screen, which the start-up may ask for after it.
    expect(await takeEarlyFirstScreen()?.read).toEqual(firstScreen);
    expect(takeEarlyFirstScreen()).toBeUndefined();
  });

  it('are nothing when the boot script read none, or an empty table', async () => {
    expect(await takeEarlyListings()).toBeUndefined();
    expect(takeEarlyFirstScreen()).toBeUndefined();
    window.rsdEarlyRead = { firstScreen: Promise.resolve(undefined), list: Promise.resolve(undefined) };
    expect(await takeEarlyListings()).toBeUndefined();
    expect(await takeEarlyFirstScreen()?.read).toBeUndefined();
    window.rsdEarlyRead = { list: earlyList([]) };
    expect(await takeEarlyListings()).toBeUndefined();
  });

  it("is what home's first read returns, ahead of the rows the cache holds; the next read is the cache's", async () => {
    await putLiveSimulators(db, await toLiveSimulators([makeSimulator({ id: 2, name: 'In Dexie' })], createTimeSlicer()));
    const early = toSimulatorListing(makeSimulator({ id: 1, name: 'Early' }));
    // The boot script reads the stored rows: packs of listings (data/cache/listing-packs.ts).
    window.rsdEarlyRead = { list: earlyList([{ n: 0, ids: [1], json: [JSON.stringify(early)] }]) };
    const layer = { db, engine: neverSyncs };
    expect((await readCachedListings(layer)).listings.map((listing) => listing.name)).toEqual(['Early']);
    expect((await readCachedListings(layer)).listings.map((listing) => listing.name)).toEqual(['In Dexie']);
  });

  it('names the tables and meta rows of the app database (the boot script reads them by name)', async () => {
    const { DB_NAME, DB_VERSION, LISTINGS_TABLE, META_TABLE, SYNC_META_KEY } = await import('../data/cache/names');
    const { SYNC_META_KEY: syncKeyOfDb } = await import('../data/cache/db');
    expect(db.name).toBe(DB_NAME);
    expect(db.tables.map((table) => table.name)).toEqual(expect.arrayContaining([LISTINGS_TABLE, META_TABLE]));
    expect(syncKeyOfDb).toBe(SYNC_META_KEY);
    // The boot script reads only a cache at this version (IndexedDB's number, Dexie's times ten): the schema's last.
    expect(db.verno).toBe(DB_VERSION);
    await db.open();
    expect((await indexedDB.databases()).find((database) => database.name === DB_NAME)?.version).toBe(DB_VERSION * 10);
  });
});
