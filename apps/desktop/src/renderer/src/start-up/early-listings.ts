import type { SimulatorListing } from '@rsd/core';

/**
 * Home's list as the web build's boot script read it from the cache while the app's code loaded (boot.ts), taken
 * once: every later read (after a sync) goes to Dexie. Undefined where there is none: another page, an empty or
 * missing cache, the desktop app. The rows are the app's own Dexie rows (data/cache/db.ts), read as Dexie reads them,
 * from a cache at this app's schema version only (an older app's listings may lack fields, such as terms).
 */
export async function takeEarlyListings(): Promise<SimulatorListing[] | undefined> {
  const early = typeof window === 'undefined' ? undefined : window.rsdEarlyList;
  if (!early) return undefined;
  window.rsdEarlyList = undefined;
  const rows = await early;
  return rows && rows.length > 0 ? (rows as SimulatorListing[]) : undefined;
}
