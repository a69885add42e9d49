import { isFiniteNumber, isPlainObject, isSyncCursor, type SyncCursor } from '@rsd/core';
import { SYNC_LISTINGS_KEY, SYNC_META_KEY, SYNC_STAGING_KEY, type DirectoryDb } from '../../cache/db';

// Apart from cache/db.ts: only the sync engine reads its position. Plain checks, no zod: the worker reads its
// position before a first visit's listings, and zod would be a download of its own before home's count. Types,
// not interfaces: Dexie's meta table takes rows with an index signature.

/** Where the sync engine keeps its place; one row under SYNC_META_KEY. */
export type SyncMeta = {
  key: typeof SYNC_META_KEY;
  cursor: SyncCursor;
  /** The protocol the cached rows were written under. */
  protocol: number;
  /** The server database the cursor belongs to (SyncResponse.dataset). */
  dataset: string;
  /** When a sync last ran to the end (ISO 8601), null until then. */
  lastSyncedAt: string | null;
};

/** A full resync under way: the staging tables hold every change up to `cursor` of `dataset`. */
export type SyncStagingMeta = {
  key: typeof SYNC_STAGING_KEY;
  cursor: SyncCursor;
  protocol: number;
  /** null until the first page has named it. */
  dataset: string | null;
};

/**
 * Listings stored ahead of their records (GET /api/sync/listings) by a first sync still under way: of `dataset`,
 * at `cursor`. Once that sync has every record, the listings without one are of tools deleted meanwhile.
 */
export type SyncListingsMeta = {
  key: typeof SYNC_LISTINGS_KEY;
  dataset: string;
  cursor: SyncCursor;
};

const isNullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';

/** The stored sync position, or undefined when there is none (or one this app cannot read). */
export async function readSyncMeta(database: DirectoryDb): Promise<SyncMeta | undefined> {
  const row: unknown = await database.meta.get(SYNC_META_KEY);
  if (!isPlainObject(row)) return undefined;
  const { key, cursor, protocol, dataset, lastSyncedAt } = row;
  if (key !== SYNC_META_KEY || !isSyncCursor(cursor) || !isFiniteNumber(protocol) || typeof dataset !== 'string') return undefined;
  return isNullableString(lastSyncedAt) ? { key, cursor, protocol, dataset, lastSyncedAt } : undefined;
}

export async function readStagingMeta(database: DirectoryDb): Promise<SyncStagingMeta | undefined> {
  const row: unknown = await database.meta.get(SYNC_STAGING_KEY);
  if (!isPlainObject(row)) return undefined;
  const { key, cursor, protocol, dataset } = row;
  if (key !== SYNC_STAGING_KEY || !isSyncCursor(cursor) || !isFiniteNumber(protocol)) return undefined;
  return isNullableString(dataset) ? { key, cursor, protocol, dataset } : undefined;
}
