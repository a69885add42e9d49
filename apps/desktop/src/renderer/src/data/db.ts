import type { Simulator, SyncCursor, Technology } from '@rsd/core';
import { Dexie, type EntityTable } from 'dexie';

/** Where the sync engine keeps its place; one row under SYNC_META_KEY. */
export interface SyncMeta {
  key: typeof SYNC_META_KEY;
  cursor: SyncCursor;
  /** The protocol the cached rows were written under. */
  protocol: number;
  /** The server database the cursor belongs to (SyncResponse.dataset). */
  dataset: string;
  /** When a sync last ran to the end (ISO 8601), null until then. */
  lastSyncedAt: string | null;
}

export const SYNC_META_KEY = 'sync';

export type DirectoryDb = Dexie & {
  simulators: EntityTable<Simulator, 'id'>;
  technologies: EntityTable<Technology, 'id'>;
  meta: EntityTable<SyncMeta, 'key'>;
};

export const DB_NAME = 'rsd-directory';

export function openDirectoryDb(name: string = DB_NAME): DirectoryDb {
  const db = new Dexie(name) as DirectoryDb;
  // Bump the version and add a new stores() call for every schema change; Dexie upgrades in order.
  db.version(1).stores({
    simulators: 'id, name',
    technologies: 'id, name',
    meta: 'key',
  });
  return db;
}

/** The app's one cache database. */
export const db = openDirectoryDb();

export async function readSyncMeta(database: DirectoryDb): Promise<SyncMeta | undefined> {
  return database.meta.get(SYNC_META_KEY);
}

/** Empty every cached table and forget the cursor, in one transaction. */
export async function clearCache(database: DirectoryDb): Promise<void> {
  await database.transaction('rw', [database.simulators, database.technologies, database.meta], async () => {
    await Promise.all([database.simulators.clear(), database.technologies.clear(), database.meta.clear()]);
  });
}
