import { toSimulatorListing, type Simulator } from '@rsd/core';
import { db, SYNC_META_KEY } from '../data/cache/db';
import { DB_VERSION, FIRST_SCREEN_KEY } from '../data/cache/names';
import { deferred } from './deferred';
import { seedCache } from './render-app';

/**
 * A warm start's boot read (start-up/boot.ts) over these simulators, cached: the kept first screen (the first two
 * tools and the count, kept from the cache's packs) at once. The boot script leaves the packs of such a screen to the
 * app: its list settles empty, here only when `resolveList` is called, and the app then reads the packs itself.
 */
export async function bootReadWithSlowList(simulators: Simulator[]): Promise<{ resolveList: () => void }> {
  await seedCache(simulators);
  const sync = await db.meta.get(SYNC_META_KEY);
  const packs = await db.listingPacks.count();
  const position = JSON.stringify([sync?.dataset, sync?.protocol, sync?.cursor]);
  const listings = simulators.map(toSimulatorListing);
  const stored = { key: FIRST_SCREEN_KEY, version: DB_VERSION, position, count: listings.length, listings: listings.slice(0, 2), packs };
  const list = deferred<RsdEarlyList | undefined>();
  window.rsdEarlyRead = { firstScreen: Promise.resolve({ stored, sync, count: packs }), list: list.promise };
  return { resolveList: () => list.resolve(undefined) };
}
