import type { SyncListingsResponse } from '@rsd/core';
import type { TimeSlicer } from '../../../lib/time-slicer';
import { SYNC_LISTINGS_KEY, type DirectoryDb } from '../../cache/db';
import { deleteListings, listedIds, putListings } from '../../cache/listing-packs';
import { readSyncMeta, type SyncListingsMeta } from './meta';
import { readSyncListingChunks } from './page-reader';

/** Fetches GET /api/sync/listings, raw, for a client of `protocol`; the engine validates it. */
export type FetchSyncListings = (protocol: number) => Promise<unknown>;

/**
 * One chunk of the listings stored ahead, the mark with the first; false (nothing written) when another runner
 * has begun to fill the cache meanwhile.
 */
function storeListingChunk(db: DirectoryDb, chunk: SyncListingsResponse, first: boolean): Promise<boolean> {
  return db.transaction('rw', [db.simulators, db.listingPacks, db.meta], async () => {
    if ((await readSyncMeta(db)) !== undefined || (await db.simulators.count()) > 0) return false;
    await putListings(db.listingPacks, chunk.listings);
    if (first) {
      const mark: SyncListingsMeta = { key: SYNC_LISTINGS_KEY, dataset: chunk.dataset, cursor: chunk.cursor };
      await db.meta.put(mark);
    }
    return true;
  });
}

/**
 * An empty cache's first sync stores every listing before the records (GET /api/sync/listings: a sixth of their
 * bytes, in one answer), so home shows the whole directory's count early. Each chunk (page-reader.ts) is checked
 * and stored in its own transaction and `stored` is called after it: the first cards need only the first chunk.
 * True once every chunk is stored. False when not: no such endpoint here, a failed or unreadable answer (the
 * pages then fill the list as before; the chunks stored already are the mark's, dropped at the end unless their
 * records come), or a cache another runner has begun to fill.
 */
export async function storeListingsAhead(
  db: DirectoryDb,
  fetchListings: FetchSyncListings | undefined,
  protocol: number,
  slicer: TimeSlicer,
  stored: () => void,
): Promise<boolean> {
  if (!fetchListings) return false;
  let first = true;
  try {
    for await (const chunk of readSyncListingChunks(await fetchListings(protocol), slicer)) {
      if (chunk.protocol !== protocol || !(await storeListingChunk(db, chunk, first))) return false;
      first = false;
      stored();
    }
  } catch {
    return false;
  }
  return true;
}

/**
 * Once a first sync that stored the listings ahead of the records has every record: a listing still without one
 * is of a tool gone from the server since the listings were read with no tombstone to say so (a restored
 * database), and goes, with the mark. The tombstones of the records' pages took the others already. In the
 * caller's transaction, which must include the simulators, their listings and meta. True when a listing went.
 */
export async function dropListingsAhead(db: DirectoryDb): Promise<boolean> {
  if ((await db.meta.get(SYNC_LISTINGS_KEY)) === undefined) return false;
  const records = new Set(await db.simulators.toCollection().primaryKeys());
  const listed = await listedIds(db.listingPacks);
  const dropped = await deleteListings(
    db.listingPacks,
    listed.filter((id) => !records.has(id)),
  );
  await db.meta.delete(SYNC_LISTINGS_KEY);
  return dropped;
}
