import { SYNC_PROTOCOL, toSimulatorListing } from '@rsd/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createTimeSlicer } from '../../lib/time-slicer';
import { makeSimulator } from '../../test/fixtures';
import { seedCache } from '../../test/render-app';
import { withFreshCache } from '../../test/test-db';
import type { SyncEngine } from '../sync';
import { db, putLiveSimulators, SYNC_META_KEY, toLiveSimulators } from './db';
import { holdWholeList, letWholeListGoAfterPaint } from '../../start-up/whole-list-after-paint';
import { FIRST_SCREEN_SIZE, keepFirstScreen, readFirstScreen } from './first-screen';
import { readCachedListings } from './reads';
import { FIRST_SCREEN_KEY } from './names';

const neverSyncs: SyncEngine = {
  syncNow: () => Promise.reject(new Error('No sync in these tests.')),
  firstRows: () => Promise.reject(new Error('No sync in these tests.')),
  hasSynced: () => Promise.resolve(true),
};
const layer = { db, engine: neverSyncs };

const simulators = Array.from({ length: FIRST_SCREEN_SIZE + 10 }, (_, index) =>
  makeSimulator({ id: index + 1, name: `Tool ${String(index).padStart(3, '0')}` }),
);
const byName = (read: Awaited<ReturnType<typeof readCachedListings>>) => read.listings.toSorted((a, b) => a.name.localeCompare(b.name));

/** A sync that wrote rows: a new position in the meta row. */
const syncMovedOn = () => db.meta.put({ key: SYNC_META_KEY, cursor: '200', protocol: SYNC_PROTOCOL, dataset: 'test', lastSyncedAt: null });

describe("home's kept first screen", () => {
  withFreshCache();
  afterEach(() => {
    window.rsdEarlyRead = undefined;
  });

  it('is the first cards of the list read in order, with the count, once a list read kept it', async () => {
    await seedCache(simulators);
    expect(await readFirstScreen(layer)).toBeUndefined();
    const read = await readCachedListings(layer);
    await keepFirstScreen(db, byName(read), read);

    const kept = await readFirstScreen(layer);
    expect(kept?.count).toBe(simulators.length);
    expect(kept?.listings).toEqual(byName(read).slice(0, FIRST_SCREEN_SIZE));
  });

  it('is none once a sync has written rows since (a new position), or the listings changed in number', async () => {
    await seedCache(simulators);
    const read = await readCachedListings(layer);
    await keepFirstScreen(db, byName(read), read);
    await syncMovedOn();
    expect(await readFirstScreen(layer)).toBeUndefined();

    await seedCache(simulators);
    expect(await readFirstScreen(layer)).toBeDefined();
    await putLiveSimulators(db, await toLiveSimulators([makeSimulator({ id: 999, name: 'AAA' })], createTimeSlicer()));
    expect(await readFirstScreen(layer)).toBeUndefined();
  });

  it('is not kept from a read a sync has overtaken, and not written again when it is current', async () => {
    await seedCache(simulators);
    const read = await readCachedListings(layer);
    await syncMovedOn();
    await keepFirstScreen(db, byName(read), read);
    expect(await db.meta.get(FIRST_SCREEN_KEY)).toBeUndefined();

    await seedCache(simulators);
    const current = await readCachedListings(layer);
    await keepFirstScreen(db, byName(current), current);
    const again = await readCachedListings(layer);
    await db.meta.delete(FIRST_SCREEN_KEY);
    // `again` read the row as current: keeping it again writes nothing.
    await keepFirstScreen(db, byName(again), again);
    expect(await db.meta.get(FIRST_SCREEN_KEY)).toBeUndefined();
  });

  it("is what the boot script read when it read one, and the cache's then", async () => {
    await seedCache(simulators);
    const read = await readCachedListings(layer);
    await keepFirstScreen(db, byName(read), read);
    const stored = await db.meta.get(FIRST_SCREEN_KEY);
    const sync = await db.meta.get(SYNC_META_KEY);

    // The boot script counts the stored rows, packs of listings (the seeded ids fill one): a row kept at another count is not theirs.
    window.rsdEarlyRead = { firstScreen: Promise.resolve({ stored, sync, count: 2 }) };
    expect(await readFirstScreen(layer)).toBeUndefined();
    expect((await readFirstScreen(layer))?.count).toBe(simulators.length);
    window.rsdEarlyRead = { firstScreen: Promise.resolve({ stored, sync, count: 1 }) };
    expect((await readFirstScreen(layer))?.listings[0]).toEqual(toSimulatorListing(simulators[0]!));
  });

  it('has the whole list read from its packs wait, while the start-up holds it, until the first screen is painted', async () => {
    await seedCache(simulators);
    const read = await readCachedListings(layer);
    await keepFirstScreen(db, byName(read), read);
    holdWholeList();
    let parsed = false;
    const held = readCachedListings(layer).then((listings) => {
      parsed = true;
      return listings;
    });
    // Far longer than this read takes unheld.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(parsed).toBe(false);
    await letWholeListGoAfterPaint();
    expect((await held).listings).toHaveLength(simulators.length);
  });

  it('reads the whole list at once, held or not, when the kept first screen is not of its packs (home waits for the list)', async () => {
    await seedCache(simulators);
    const read = await readCachedListings(layer);
    await keepFirstScreen(db, byName(read), read);
    await syncMovedOn();
    holdWholeList();
    try {
      expect((await readCachedListings(layer)).listings).toHaveLength(simulators.length);
    } finally {
      await letWholeListGoAfterPaint();
    }
  });
});
