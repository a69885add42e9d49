/** The offline cache's IndexedDB names: the app's Dexie database (db.ts) and the web build's boot script read them. */
export const DB_NAME = 'rsd-directory';

/** The table of home's list, each live simulator's listing: the boot script reads it while the app's code loads. */
export const LISTINGS_TABLE = 'simulatorListings';

/**
 * The cache's schema version, the last `db.version()` in db.ts. The boot script reads home's list only from a cache at
 * exactly it (IndexedDB's number, ten times Dexie's): an older app's rows wait for this app's upgrade.
 */
export const DB_VERSION = 5;
