/**
 * Home's first screen and list as the web build's boot script read them from the cache while the app's code loaded
 * (boot.ts), each taken once: every later read goes to Dexie. Undefined where the boot script read nothing: another
 * page, the desktop app. The rows are the app's own Dexie rows (data/cache/db.ts), read as Dexie reads them, from a
 * cache at this app's schema version only (an older app's listings may lack fields, such as terms).
 */

/**
 * The first screen's part: `{ read }` when the boot script read the cache (`read` undefined when it found none or
 * failed), undefined when it did not try (or it was taken).
 */
export function takeEarlyFirstScreen(): { read: Promise<RsdEarlyFirstScreen | undefined> } | undefined {
  const early = typeof window === 'undefined' ? undefined : window.rsdEarlyRead;
  const read = early?.firstScreen;
  if (!early || !read) return undefined;
  early.firstScreen = undefined;
  return { read };
}

/** The whole list's part, undefined when there is none (or it was taken, or left to the app: boot.ts), or the cache held no listing. */
export async function takeEarlyListings(): Promise<RsdEarlyList | undefined> {
  const early = typeof window === 'undefined' ? undefined : window.rsdEarlyRead;
  const list = early?.list;
  if (!early || !list) return undefined;
  early.list = undefined;
  const read = await list;
  return read && read.rows.length > 0 ? read : undefined;
}
