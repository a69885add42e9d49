import { toSimulatorListing } from '@rsd/core';
import { afterEach, describe, expect, it } from 'vitest';
import { db, putLiveSimulators, toLiveSimulators } from '../data/cache/db';
import { readCachedListings } from '../data/cache';
import type { SyncEngine } from '../data/sync';
import { createTimeSlicer } from '../lib/time-slicer';
import { makeSimulator } from '../test/fixtures';
import { withFreshCache } from '../test/test-db';
import { takeEarlyListings } from './early-listings';

const neverSyncs: SyncEngine = {
  syncNow: () => Promise.reject(new Error('No sync in these tests.')),
  firstRows: () => Promise.reject(new Error('No sync in these tests.')),
  hasSynced: () => Promise.resolve(false),
};

describe("home's list as the boot script read it", () => {
  withFreshCache();
  afterEach(() => {
    window.rsdEarlyList = undefined;
  });

  it('is taken once: a later read goes to the cache', async () => {
    const early = [toSimulatorListing(makeSimulator({ id: 1, name: 'Early' }))];
    window.rsdEarlyList = Promise.resolve(early);
    expect(await takeEarlyListings()).toEqual(early);
    expect(await takeEarlyListings()).toBeUndefined();
  });

  it('is nothing when the boot script read none, or an empty table', async () => {
    expect(await takeEarlyListings()).toBeUndefined();
    window.rsdEarlyList = Promise.resolve(undefined);
    expect(await takeEarlyListings()).toBeUndefined();
    window.rsdEarlyList = Promise.resolve([]);
    expect(await takeEarlyListings()).toBeUndefined();
  });

  it("is what home's first read returns, ahead of the rows the cache holds; the next read is the cache's", async () => {
    await putLiveSimulators(db, await toLiveSimulators([makeSimulator({ id: 2, name: 'In Dexie' })], createTimeSlicer()));
    const early = [toSimulatorListing(makeSimulator({ id: 1, name: 'Early' }))];
    window.rsdEarlyList = Promise.resolve(early);
    const layer = { db, engine: neverSyncs };
    expect((await readCachedListings(layer)).map((listing) => listing.name)).toEqual(['Early']);
    expect((await readCachedListings(layer)).map((listing) => listing.name)).toEqual(['In Dexie']);
  });

  it('names a table of the app database (the boot script reads it by name)', async () => {
    const { DB_NAME, DB_VERSION, LISTINGS_TABLE } = await import('../data/cache/names');
    expect(db.name).toBe(DB_NAME);
    expect(db.tables.map((table) => table.name)).toContain(LISTINGS_TABLE);
    // The boot script reads only a cache at this version (IndexedDB's number, Dexie's times ten): the schema's last.
    expect(db.verno).toBe(DB_VERSION);
    await db.open();
    expect((await indexedDB.databases()).find((database) => database.name === DB_NAME)?.version).toBe(DB_VERSION * 10);
  });
});
