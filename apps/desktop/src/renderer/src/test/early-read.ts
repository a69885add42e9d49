import { toSimulatorListing, type Simulator } from '@rsd/core';
import { db, SYNC_META_KEY } from '../data/cache/db';
import { FIRST_SCREEN_KEY } from '../data/cache/names';
import { deferred } from './deferred';
import { seedCache } from './render-app';

/**
 * A warm start's boot read (start-up/boot.ts) over these simulators, cached: the kept first screen (the first two
 * tools and the count) at once, the whole list only when `resolveList` is called.
 */
export async function bootReadWithSlowList(simulators: Simulator[]): Promise<{ resolveList: () => void }> {
  await seedCache(simulators);
  const sync = await db.meta.get(SYNC_META_KEY);
  const position = JSON.stringify([sync?.dataset, sync?.protocol, sync?.cursor]);
  const listings = simulators.map(toSimulatorListing);
  const stored = { key: FIRST_SCREEN_KEY, version: 5, position, count: listings.length, listings: listings.slice(0, 2) };
  const list = deferred<RsdEarlyList>();
  window.rsdEarlyRead = { firstScreen: Promise.resolve({ stored, sync, count: listings.length }), list: list.promise };
  return { resolveList: () => list.resolve({ rows: listings, stored, sync }) };
}
