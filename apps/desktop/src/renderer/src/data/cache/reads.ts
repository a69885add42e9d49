import type { Simulator, Technology } from '@rsd/core';
import { createTimeSlicer } from '../../lib/time-slicer';
import { takeEarlyListings } from '../../start-up/early-listings';
import { wholeListAllowed, wholeListHeld } from '../../start-up/whole-list-after-paint';
import type { DataLayer } from '../data-layer-context';
import { readKeptFirstScreen, readListingsPosition, validFirstScreen, type ListingsRead } from './first-screen';
import { unpack, type ListingPack } from './listing-packs';
import { FIRST_SCREEN_KEY } from './names';

/** A first visit has nothing cached yet: home waits for the first sync's first page rather than show an empty directory. */
async function awaitFirstListings({ db, engine }: DataLayer): Promise<void> {
  if ((await db.simulators.count()) > 0 || (await engine.hasSynced())) return;
  await engine.firstRows();
}

/** Whether the cache holds home's list already (a warm start), without reading it. */
export async function holdsListings({ db }: DataLayer): Promise<boolean> {
  return (await db.listingPacks.count()) > 0;
}

/**
 * Every cached simulator, whole. A first sync lists every tool before it stores their records, so until one has
 * finished this waits for it; one that cannot finish (offline) leaves what it stored, and an empty cache its error.
 */
export async function readCachedSimulators({ db, engine }: DataLayer): Promise<Simulator[]> {
  if (!(await engine.hasSynced())) {
    await engine.syncNow().catch(async (error: unknown) => {
      if ((await db.simulators.count()) === 0) throw error;
    });
  }
  return db.simulators.toArray();
}

/** The stored packs of listings with the two meta rows, in one transaction (nothing may yield inside it). */
async function readPacks(layer: DataLayer): Promise<{ packs: ListingPack[]; stored: unknown; sync: unknown }> {
  await awaitFirstListings(layer);
  const { db } = layer;
  return db.transaction('r', [db.listingPacks, db.meta], async () => ({
    packs: await db.listingPacks.toArray(),
    stored: await db.meta.get(FIRST_SCREEN_KEY),
    sync: await readListingsPosition(db),
  }));
}

/**
 * Whether the start-up draws home's kept first screen before this read's list (whole-list-after-paint.ts): the read
 * then waits. Not when that screen is not of these packs: home's first render waits for the list itself.
 */
async function keptFirstScreenDrawnFirst({ db }: DataLayer, early: RsdEarlyList | undefined): Promise<boolean> {
  if (!wholeListHeld()) return false;
  const kept = early ? validFirstScreen(early.stored, early.sync, early.rows.length) : await readKeptFirstScreen(db);
  return kept !== undefined;
}

/**
 * Every cached simulator's listing: what home needs, without reading (and copying out of IndexedDB) whole records.
 * A first visit reads them once the first sync page is stored: the sync's change notices read them again as the
 * rest lands. With them, in the same transaction, the meta rows that say whether home's kept first screen is theirs
 * (first-screen.ts).
 */
export async function readCachedListings(layer: DataLayer): Promise<ListingsRead> {
  const early = await takeEarlyListings();
  if (await keptFirstScreenDrawnFirst(layer, early)) await wholeListAllowed();
  const read = early ? { packs: early.rows as ListingPack[], stored: early.stored, sync: early.sync } : await readPacks(layer);
  // Parsed a pack at a time, in slices: the packs are JSON text, read from IndexedDB in one success event (61 rows at 30,000).
  const listings = (await createTimeSlicer().map(read.packs, unpack)).flat();
  return { listings, stored: read.stored, sync: read.sync };
}

/**
 * The cached simulators with these ids, whole, in that order (an id the cache lost is left out). A first sync stores
 * every listing before the records: an id listed but not yet stored whole waits for that sync to finish.
 */
export async function readCachedSimulatorsById({ db, engine }: DataLayer, ids: readonly number[]): Promise<Simulator[]> {
  const read = async () => (await db.simulators.bulkGet([...ids])).filter((simulator) => simulator !== undefined);
  const cached = await read();
  if (cached.length === ids.length || (await engine.hasSynced())) return cached;
  await engine.syncNow();
  return read();
}

/** One cached simulator, or undefined when the cache does not hold it (yet). */
export function readCachedSimulator({ db }: DataLayer, id: number): Promise<Simulator | undefined> {
  return db.simulators.get(id);
}

/** Every cached technology; like the simulators, a never-filled cache waits for the first sync. */
export async function readCachedTechnologies({ db, engine }: DataLayer): Promise<Technology[]> {
  if ((await db.technologies.count()) === 0 && !(await engine.hasSynced())) await engine.syncNow();
  return db.technologies.toArray();
}

/** One cached technology, or undefined when the cache does not hold it (yet). */
export function readCachedTechnology({ db }: DataLayer, id: number): Promise<Technology | undefined> {
  return db.technologies.get(id);
}
