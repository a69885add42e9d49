import type { SimulatorListing } from '@rsd/core';
import { takeEarlyFirstScreen } from '../../start-up/early-listings';
import type { DirectoryDb } from './db';
import { DB_VERSION, FIRST_SCREEN_KEY, SYNC_LISTINGS_KEY, SYNC_META_KEY } from './names';

/**
 * Home's first cards, kept in the cache's meta table: a warm start draws them with the count before it has read
 * the whole list (30,000 listings take longer to read than the start's second; bench/README.md, first-visit.ts).
 */
export const FIRST_SCREEN_SIZE = 48;

/** The first cards in home's default order (by name) and how many listings the cache holds. */
export interface FirstScreen {
  count: number;
  listings: SimulatorListing[];
}

/**
 * The meta row: valid only for the sync position and schema version it was taken at, and the number of stored
 * rows of listings (packs, listing-packs.ts) then: the boot script counts those rows without reading them.
 */
interface StoredFirstScreen extends FirstScreen {
  key: typeof FIRST_SCREEN_KEY;
  version: number;
  position: string;
  packs: number;
}

/** A read of every listing with the two meta rows of the same transaction. */
export interface ListingsRead {
  listings: SimulatorListing[];
  stored: unknown;
  sync: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The sync's position as one string: each sync that writes rows writes a new one in the same transaction. */
function positionOf(sync: unknown): string | undefined {
  if (!isRecord(sync) || sync.cursor === undefined) return undefined;
  return JSON.stringify([sync.dataset, sync.protocol, sync.cursor]);
}

/**
 * The meta row of the listings' position: the sync's, or while a first sync has stored only the listings ahead of the
 * records, their mark (its own position: it has no protocol), so a first screen kept then can be carried on.
 */
export async function readListingsPosition(db: DirectoryDb): Promise<unknown> {
  return (await db.meta.get(SYNC_META_KEY)) ?? (await db.meta.get(SYNC_LISTINGS_KEY));
}

/** The stored row when it was taken at this position and schema version. */
function storedAt(stored: unknown, sync: unknown): StoredFirstScreen | undefined {
  const position = positionOf(sync);
  if (position === undefined || !isRecord(stored) || !Array.isArray(stored.listings)) return undefined;
  const row = stored as unknown as StoredFirstScreen;
  return row.version === DB_VERSION && row.position === position ? row : undefined;
}

/** The stored first screen when it was taken from the listings the cache holds now (same position, version, packs). */
export function validFirstScreen(stored: unknown, sync: unknown, packs: number): FirstScreen | undefined {
  const row = storedAt(stored, sync);
  if (!row || packs === 0 || row.packs !== packs) return undefined;
  return { count: row.count, listings: row.listings };
}

/** Home's first screen from the boot script's early read, or from the cache; undefined when none is valid. */
export async function readFirstScreen({ db }: { db: DirectoryDb }): Promise<FirstScreen | undefined> {
  const early = takeEarlyFirstScreen();
  if (early) {
    const read = await early.read;
    return read && validFirstScreen(read.stored, read.sync, read.count);
  }
  return readKeptFirstScreen(db);
}

/** Home's first screen from the cache (never the boot script's read); undefined when none is valid. */
export function readKeptFirstScreen(db: DirectoryDb): Promise<FirstScreen | undefined> {
  return db.transaction('r', [db.meta, db.listingPacks], async () =>
    validFirstScreen(await db.meta.get(FIRST_SCREEN_KEY), await readListingsPosition(db), await db.listingPacks.count()),
  );
}

/**
 * Keeps the first cards of `sorted` (every listing of `read`, in home's default order) for the next start, unless they
 * are kept already or a sync has written rows since `read`: the row is written only at the position it was taken at.
 */
export async function keepFirstScreen(db: DirectoryDb, sorted: readonly SimulatorListing[], read: ListingsRead): Promise<void> {
  const position = positionOf(read.sync);
  if (position === undefined || storedAt(read.stored, read.sync)?.count === sorted.length) return;
  await db.transaction('rw', [db.meta, db.listingPacks], async () => {
    if (positionOf(await readListingsPosition(db)) !== position) return;
    // The same position: the packs are those `read` came from.
    const row = {
      key: FIRST_SCREEN_KEY,
      version: DB_VERSION,
      position,
      count: sorted.length,
      packs: await db.listingPacks.count(),
      listings: sorted.slice(0, FIRST_SCREEN_SIZE),
    } satisfies StoredFirstScreen;
    await db.meta.put(row);
  });
}

/**
 * Moves the kept first screen from the position `from` to `to` (meta rows), for a sync that wrote rows but changed no
 * listing: the same cards, count and packs stay true. True when it was valid at `from` and now is at `to`. In the
 * caller's transaction, which must hold meta and the listings.
 */
export async function carryFirstScreen(db: DirectoryDb, from: unknown, to: unknown): Promise<boolean> {
  const position = positionOf(to);
  const row = storedAt(await db.meta.get(FIRST_SCREEN_KEY), from);
  if (!row || position === undefined || row.packs !== (await db.listingPacks.count())) return false;
  await db.meta.put({ ...row, position });
  return true;
}
