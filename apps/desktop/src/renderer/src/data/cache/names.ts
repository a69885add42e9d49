/** The offline cache's IndexedDB names: the app's Dexie database (db.ts) and the web build's boot script read them. */
export const DB_NAME = 'rsd-directory';

/**
 * The table of home's list, each live simulator's listing, packed (listing-packs.ts): the boot script reads it while
 * the app's code loads.
 */
export const LISTINGS_TABLE = 'listingPacks';

/** The table of small records under a key (db.ts's MetaRow): the boot script reads two of them beside home's list. */
export const META_TABLE = 'meta';

/** The meta row of the sync's position (data/sync/worker/meta.ts). */
export const SYNC_META_KEY = 'sync';

/** Marks listings a first sync stored ahead of their records (GET /api/sync/listings), until the records are all in. */
export const SYNC_LISTINGS_KEY = 'sync-listings';

/** The meta row of home's first screen: its first cards and the count, kept for one sync position (first-screen.ts). */
export const FIRST_SCREEN_KEY = 'home-first-screen';

/**
 * The cache's schema version, the last `db.version()` in db.ts. The boot script reads home's list only from a cache at
 * exactly it (IndexedDB's number, ten times Dexie's): an older app's rows wait for this app's upgrade.
 */
export const DB_VERSION = 7;
