import { toSimulatorListing } from '@rsd/core';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { createTimeSlicer } from '../../lib/time-slicer';
import { makeSimulator, makeTechnology, TEST_DATASET } from '../../test/fixtures';
import { withFreshCache } from '../../test/test-db';
import { readSyncMeta } from '../sync/worker/meta';
import { readAllListings } from './all-listings';
import {
  clearCache,
  db,
  openDirectoryDb,
  putLiveSimulators,
  SYNC_LISTINGS_KEY,
  SYNC_META_KEY,
  SYNC_STAGING_KEY,
  toLiveSimulators,
} from './db';
import { LISTING_PACK_IDS } from './listing-packs';

withFreshCache();

/** The tables of an app's cache at version 3, before it kept home's listings. */
const VERSION_3_TABLES = {
  simulators: 'id, name',
  technologies: 'id, name',
  meta: 'key',
  stagedSimulators: 'id',
  stagedTechnologies: 'id',
  outbox: 'id, createdAt',
};
/** Versions 4 and 5: one listing a row, before the packs. */
const LISTINGS_A_ROW_TABLES = { ...VERSION_3_TABLES, simulatorListings: 'id' };

describe('clearCache', () => {
  it('empties the cached and staged rows and the sync position, and keeps state that is no cache', async () => {
    await putLiveSimulators(db, await toLiveSimulators([makeSimulator()], createTimeSlicer()));
    await db.technologies.put(makeTechnology());
    await db.stagedSimulators.put(makeSimulator({ id: 2 }));
    await db.meta.put({ key: SYNC_META_KEY, cursor: '5', protocol: 1, dataset: TEST_DATASET, lastSyncedAt: null });
    await db.meta.put({ key: SYNC_STAGING_KEY, cursor: '2', protocol: 1, dataset: TEST_DATASET });
    await db.meta.put({ key: 'saved-jobs', ids: [3, 4] });
    await db.meta.put({ key: 'outbox', items: [{ id: 'c1' }] });

    await clearCache(db);

    expect(await db.simulators.count()).toBe(0);
    expect(await db.listingPacks.count()).toBe(0);
    expect(await db.technologies.count()).toBe(0);
    expect(await db.stagedSimulators.count()).toBe(0);
    expect(await readSyncMeta(db)).toBeUndefined();
    expect((await db.meta.toArray()).map((row) => row.key).toSorted()).toEqual(['outbox', 'saved-jobs']);
  });
});

describe('openDirectoryDb', () => {
  it('gives a cache written before listings existed (version 3) the listing of every simulator', async () => {
    const name = `rsd-upgrade-${crypto.randomUUID()}`;
    const simulators = [makeSimulator({ id: 1 }), makeSimulator({ id: 2, name: 'MRST' })];
    const old = new Dexie(name);
    old.version(3).stores(VERSION_3_TABLES);
    await old.table('simulators').bulkPut(simulators);
    old.close();

    const upgraded = openDirectoryDb(name);
    try {
      expect(await readAllListings(upgraded)).toEqual(simulators.map(toSimulatorListing));
    } finally {
      upgraded.close();
      await Dexie.delete(name);
    }
  });
});

describe('openDirectoryDb, from version 4', () => {
  it('rebuilds listings written before they carried terms from the cached rows, offline, gives a row without capabilities none, and keeps the rest', async () => {
    const name = `rsd-upgrade-${crypto.randomUUID()}`;
    const evidence = { source: 'record', field: 'parallelization_approaches', text: 'MPI' } as const;
    const tagged = makeSimulator({
      id: 1,
      capabilities: [
        { term: 'mpi', evidence },
        { term: 'a-newer-term', evidence },
      ],
    });
    // A row an app synced before Simulator.capabilities existed.
    const { capabilities: _dropped, ...untagged } = makeSimulator({ id: 2, name: 'MRST' });
    const old = new Dexie(name);
    old.version(4).stores(LISTINGS_A_ROW_TABLES);
    await old.table('simulators').bulkPut([tagged, untagged]);
    await old.table('stagedSimulators').put(untagged);
    const termless = [tagged, { ...untagged, capabilities: [] }].map(toSimulatorListing).map(({ terms: _terms, ...listing }) => listing);
    await old.table('simulatorListings').bulkPut(termless);
    await old.table('meta').put({ key: SYNC_META_KEY, cursor: '5', protocol: 2, dataset: TEST_DATASET, lastSyncedAt: null });
    old.close();

    const upgraded = openDirectoryDb(name);
    try {
      expect(await readAllListings(upgraded)).toEqual([toSimulatorListing(tagged), toSimulatorListing({ ...untagged, capabilities: [] })]);
      expect((await readAllListings(upgraded)).find((listing) => listing.id === 1)?.terms).toEqual(['mpi', 'a-newer-term']);
      expect(await upgraded.simulators.toArray()).toEqual([tagged, { ...untagged, capabilities: [] }]);
      expect(await upgraded.stagedSimulators.toArray()).toEqual([{ ...untagged, capabilities: [] }]);
      expect(await upgraded.meta.get(SYNC_META_KEY)).toMatchObject({ cursor: '5' });
    } finally {
      upgraded.close();
      await Dexie.delete(name);
    }
  });
});

describe('openDirectoryDb, from version 5 (a listing a row)', () => {
  it('packs the listings as they are, those stored ahead of their records too, and drops the old table', async () => {
    const name = `rsd-upgrade-${crypto.randomUUID()}`;
    const recorded = [makeSimulator({ id: 1 }), makeSimulator({ id: LISTING_PACK_IDS + 7, name: 'MRST' })];
    // A first sync stores every listing before the records: this one had not reached id 3's record.
    const ahead = toSimulatorListing(makeSimulator({ id: 3, name: 'OPM Flow' }));
    const old = new Dexie(name);
    old.version(5).stores(LISTINGS_A_ROW_TABLES);
    await old.table('simulators').bulkPut(recorded);
    await old.table('simulatorListings').bulkPut([...recorded.map(toSimulatorListing), ahead]);
    await old.table('meta').put({ key: SYNC_LISTINGS_KEY, dataset: TEST_DATASET, cursor: '9' });
    old.close();

    const upgraded = openDirectoryDb(name);
    try {
      expect(await readAllListings(upgraded)).toEqual([toSimulatorListing(recorded[0]!), ahead, toSimulatorListing(recorded[1]!)]);
      expect(await upgraded.listingPacks.count()).toBe(2);
      expect(upgraded.tables.map((table) => table.name)).not.toContain('simulatorListings');
      expect(await upgraded.meta.get(SYNC_LISTINGS_KEY)).toMatchObject({ cursor: '9' });
    } finally {
      upgraded.close();
      await Dexie.delete(name);
    }
  });
});

describe('readSyncMeta', () => {
  it('reads a position this app cannot understand as none', async () => {
    await db.meta.put({ key: SYNC_META_KEY, cursor: 'not a cursor', protocol: 1 });
    expect(await readSyncMeta(db)).toBeUndefined();
  });
});
