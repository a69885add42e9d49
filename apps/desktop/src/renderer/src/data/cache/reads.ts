import type { Simulator, SimulatorListing, Technology } from '@rsd/core';
import { takeEarlyListings } from '../../start-up/early-listings';
import type { DataLayer } from '../data-layer-context';

/**
 * A first visit has nothing cached yet: it waits for the first sync (`whole`), or for its first page of simulators,
 * rather than show an empty directory.
 */
async function awaitFirstSimulators({ db, engine }: DataLayer, wait: 'whole' | 'first page'): Promise<void> {
  if ((await db.simulators.count()) > 0 || (await engine.hasSynced())) return;
  if (wait === 'whole') await engine.syncNow();
  else await engine.firstRows();
}

/** Whether the cache holds home's list already (a warm start), without reading it. */
export async function holdsListings({ db }: DataLayer): Promise<boolean> {
  return (await db.simulatorListings.count()) > 0;
}

/** Every cached simulator, whole. */
export async function readCachedSimulators(layer: DataLayer): Promise<Simulator[]> {
  await awaitFirstSimulators(layer, 'whole');
  return layer.db.simulators.toArray();
}

/**
 * Every cached simulator's listing: what home needs, without reading (and copying out of IndexedDB) whole records.
 * A first visit reads them once the first sync page is stored: the sync's change notices read them again as the
 * rest lands.
 */
export async function readCachedListings(layer: DataLayer): Promise<SimulatorListing[]> {
  const early = await takeEarlyListings();
  if (early) return early;
  await awaitFirstSimulators(layer, 'first page');
  return layer.db.simulatorListings.toArray();
}

/** The cached simulators with these ids, whole, in that order (an id the cache lost is left out). */
export async function readCachedSimulatorsById({ db }: DataLayer, ids: readonly number[]): Promise<Simulator[]> {
  return (await db.simulators.bulkGet([...ids])).filter((simulator) => simulator !== undefined);
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
