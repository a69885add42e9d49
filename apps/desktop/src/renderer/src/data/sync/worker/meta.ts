import { SyncCursor } from '@rsd/core';
import { z } from 'zod/mini';
import { SYNC_LISTINGS_KEY, SYNC_META_KEY, SYNC_STAGING_KEY, type DirectoryDb } from '../../cache/db';

// Apart from cache/db.ts: validating the sync position takes zod and core's schemas, which only the sync engine
// (a chunk loaded after home's first render) needs. zod's mini API: the worker reads its position before the
// listings, and classic zod is fetched only once the listings are stored (valid-page.ts).

/** Where the sync engine keeps its place; one row under SYNC_META_KEY. */
export const SyncMeta = z.object({
  key: z.literal(SYNC_META_KEY),
  cursor: SyncCursor,
  /** The protocol the cached rows were written under. */
  protocol: z.number(),
  /** The server database the cursor belongs to (SyncResponse.dataset). */
  dataset: z.string(),
  /** When a sync last ran to the end (ISO 8601), null until then. */
  lastSyncedAt: z.nullable(z.string()),
});
export type SyncMeta = z.infer<typeof SyncMeta>;

/** A full resync under way: the staging tables hold every change up to `cursor` of `dataset`. */
export const SyncStagingMeta = z.object({
  key: z.literal(SYNC_STAGING_KEY),
  cursor: SyncCursor,
  protocol: z.number(),
  /** null until the first page has named it. */
  dataset: z.nullable(z.string()),
});
export type SyncStagingMeta = z.infer<typeof SyncStagingMeta>;

/**
 * Listings stored ahead of their records (GET /api/sync/listings) by a first sync still under way: of `dataset`,
 * at `cursor`. Once that sync has every record, the listings without one are of tools deleted meanwhile.
 */
export const SyncListingsMeta = z.object({
  key: z.literal(SYNC_LISTINGS_KEY),
  dataset: z.string(),
  cursor: SyncCursor,
});
export type SyncListingsMeta = z.infer<typeof SyncListingsMeta>;

/** The stored sync position, or undefined when there is none (or one this app cannot read). */
export async function readSyncMeta(database: DirectoryDb): Promise<SyncMeta | undefined> {
  const parsed = SyncMeta.safeParse(await database.meta.get(SYNC_META_KEY));
  return parsed.success ? parsed.data : undefined;
}

export async function readStagingMeta(database: DirectoryDb): Promise<SyncStagingMeta | undefined> {
  const parsed = SyncStagingMeta.safeParse(await database.meta.get(SYNC_STAGING_KEY));
  return parsed.success ? parsed.data : undefined;
}
