import type { SyncEngine } from '../sync/worker/pull-changes';
import { clearCache, type DirectoryDb } from './db';

/** Failures of opening or upgrading the cache database: the stored copy cannot be used as it is. */
const OPEN_ERRORS = new Set([
  'OpenFailedError',
  'UpgradeError',
  'VersionError',
  'InvalidStateError',
  'DatabaseClosedError',
  'NotFoundError',
  'InvalidTableError',
]);

/** Dexie wraps the browser's error (`inner`), a transaction's abort its cause: the name can be a level down. */
function errorNames(error: unknown): string[] {
  const names: string[] = [];
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 4; depth += 1) {
    names.push(current.name);
    current = 'inner' in current && current.inner instanceof Error ? current.inner : current.cause;
  }
  return names;
}

export const isQuotaError = (error: unknown): boolean => errorNames(error).includes('QuotaExceededError');
export const isCacheOpenError = (error: unknown): boolean => errorNames(error).some((name) => OPEN_ERRORS.has(name));

/** Deletes the database and opens it anew, empty, at this app's schema. Saved jobs and the outbox go with it. */
async function rebuild(db: DirectoryDb): Promise<void> {
  await db.delete({ disableAutoOpen: false });
  await db.open();
}

/**
 * Opens the cache. One that cannot be opened or upgraded (a migration that throws, a copy left by another
 * version whose tables do not match) is deleted and created again, to be filled by the next sync, rather
 * than leaving the app without its data. Resolves with what happened; rejects only when even a new, empty
 * database cannot be opened (no IndexedDB at all).
 */
export async function openCacheOrRebuild(db: DirectoryDb): Promise<'opened' | 'rebuilt'> {
  // Declared before opening: Dexie adapts its table list to an existing database of a higher version.
  const declared = db.tables.map((table) => table.name);
  try {
    await db.open();
    const stores = db.backendDB().objectStoreNames;
    if (declared.every((name) => stores.contains(name))) return 'opened';
  } catch {
    // Whatever the reason, this copy cannot be used: it is only a cache of the server.
  }
  await rebuild(db);
  return 'rebuilt';
}

/**
 * A sync engine that survives a broken cache: when a run fails because the disk is full, the cached rows
 * (which the server can send again) are dropped, freeing the space, and a full sync runs; when the database
 * itself fails, it is rebuilt first. Once per call: a second failure is reported as usual.
 */
export function withCacheRecovery(engine: SyncEngine, db: DirectoryDb): SyncEngine {
  async function recovering<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (isQuotaError(error)) await clearCache(db);
      else if (isCacheOpenError(error)) await rebuild(db);
      else throw error;
      return call();
    }
  }
  return {
    hasSynced: () => engine.hasSynced(),
    syncNow: () => recovering(() => engine.syncNow()),
    firstRows: () => recovering(() => engine.firstRows()),
  };
}
