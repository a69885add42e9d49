import { toSimulatorListing } from '@rsd/core';
import { describe, expect, it, vi } from 'vitest';
import { makeSimulator } from '../../test/fixtures';
import { withFreshCache } from '../../test/test-db';
import { db } from './db';
import { deleteListings, LISTING_PACK_IDS, listedIds, putListings, readListings } from './listing-packs';

withFreshCache();

const listing = (id: number, name = `Sim ${id}`) => toSimulatorListing(makeSimulator({ id, name }));
/** Ids in three packs: the first, the second (its first id) and the fourth. */
const SPREAD = [2, 1, LISTING_PACK_IDS, 3 * LISTING_PACK_IDS + 1];

describe('listing packs', () => {
  it('stores listings a range of ids to a row and reads them back whole, in id order', async () => {
    const listings = SPREAD.map((id) => listing(id));
    expect(await putListings(db.listingPacks, listings)).toBe(true);
    expect(await readListings(db.listingPacks)).toEqual(listings.toSorted((a, b) => a.id - b.id));
    expect(await db.listingPacks.toCollection().primaryKeys()).toEqual([0, 1, 3]);
    expect(await listedIds(db.listingPacks)).toEqual([1, 2, LISTING_PACK_IDS, 3 * LISTING_PACK_IDS + 1]);
  });

  it('replaces a listing in its pack only, and writes nothing (false) for listings stored as they are', async () => {
    await putListings(
      db.listingPacks,
      SPREAD.map((id) => listing(id)),
    );
    const puts = vi.spyOn(db.listingPacks, 'bulkPut');
    try {
      expect(await putListings(db.listingPacks, [listing(2, 'Renamed'), listing(LISTING_PACK_IDS)])).toBe(true);
      expect(puts.mock.calls.map(([packs]) => packs.map((pack) => pack.n))).toEqual([[0]]);
      expect(await putListings(db.listingPacks, [listing(2, 'Renamed'), listing(1)])).toBe(false);
      expect(puts).toHaveBeenCalledTimes(1);
    } finally {
      puts.mockRestore();
    }
    expect((await readListings(db.listingPacks)).map((row) => row.name)).toEqual([
      'Sim 1',
      'Renamed',
      `Sim ${LISTING_PACK_IDS}`,
      `Sim ${3 * LISTING_PACK_IDS + 1}`,
    ]);
  });

  it('deletes listings, a pack left empty with them, and says false when none was stored', async () => {
    await putListings(
      db.listingPacks,
      SPREAD.map((id) => listing(id)),
    );
    expect(await deleteListings(db.listingPacks, [2, LISTING_PACK_IDS, 77])).toBe(true);
    expect(await listedIds(db.listingPacks)).toEqual([1, 3 * LISTING_PACK_IDS + 1]);
    expect(await db.listingPacks.toCollection().primaryKeys()).toEqual([0, 3]);
    expect(await deleteListings(db.listingPacks, [2, 77])).toBe(false);
    expect(await deleteListings(db.listingPacks, [])).toBe(false);
  });
});
