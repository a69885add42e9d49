import type { SimulatorListing } from '@rsd/core';
import type { Table } from 'dexie';

/**
 * Listings are stored packed: every listing whose id falls in one range of LISTING_PACK_IDS ids shares a row, each
 * listing as its own JSON text. Chromium clones and answers an IndexedDB row at a fixed cost each (30,000 listing rows
 * took 2.6 s of structured clone and 3.2 s of success events on the sync worker; bench/README.md, first-visit.ts):
 * 60 rows of strings cost a fraction of that, and a reader parses them a pack at a time.
 */
export const LISTING_PACK_IDS = 500;

/** A stored row: pack `n` holds the listings of ids n * LISTING_PACK_IDS up to the next pack's, in id order. */
export interface ListingPack {
  n: number;
  /** The listings' ids, ascending, index for index with `json`. */
  ids: number[];
  /** Each listing as JSON.stringify wrote it. */
  json: string[];
}

export type ListingPackTable = Table<ListingPack, number>;

const packOf = (id: number): number => Math.floor(id / LISTING_PACK_IDS);

/** The listings of a pack, in id order: one JSON.parse of the whole pack. */
export const unpack = (pack: ListingPack): SimulatorListing[] => JSON.parse(`[${pack.json.join(',')}]`) as SimulatorListing[];

/** A pack's rows as a map of id to JSON, for a merge. */
const entriesOf = (pack: ListingPack | undefined): Map<number, string> =>
  new Map(pack ? pack.ids.map((id, index) => [id, pack.json[index] ?? '']) : []);

/** The row of pack `n` holding `entries`, in id order. */
function packed(n: number, entries: ReadonlyMap<number, string>): ListingPack {
  const ids = [...entries.keys()].toSorted((a, b) => a - b);
  return { n, ids, json: ids.map((id) => entries.get(id) ?? '') };
}

/** `items` grouped by the pack of their id, in first-seen order. */
function byPack<T>(items: readonly T[], idOf: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const n = packOf(idOf(item));
    const group = groups.get(n);
    if (group) group.push(item);
    else groups.set(n, [item]);
  }
  return groups;
}

/**
 * Applies `change` to the entries of every pack `groups` names, read in one bulkGet, and writes back only the packs it
 * changed (an empty one is deleted). True when any listing changed. In the caller's transaction, which holds `table`.
 */
async function changePacks<T>(
  table: ListingPackTable,
  groups: ReadonlyMap<number, T[]>,
  change: (entries: Map<number, string>, items: readonly T[]) => boolean,
): Promise<boolean> {
  const numbers = [...groups.keys()];
  if (numbers.length === 0) return false;
  const stored = await table.bulkGet(numbers);
  const puts: ListingPack[] = [];
  const deletes: number[] = [];
  for (const [index, n] of numbers.entries()) {
    const entries = entriesOf(stored[index]);
    if (!change(entries, groups.get(n) ?? [])) continue;
    if (entries.size === 0) deletes.push(n);
    else puts.push(packed(n, entries));
  }
  if (puts.length > 0) await table.bulkPut(puts);
  if (deletes.length > 0) await table.bulkDelete(deletes);
  return puts.length > 0 || deletes.length > 0;
}

/** Stores `listings` (each replacing the listing of its id); true when any stored listing changed. */
export function putListings(table: ListingPackTable, listings: readonly SimulatorListing[]): Promise<boolean> {
  return changePacks(
    table,
    byPack(listings, (listing) => listing.id),
    (entries, group) => {
      let changed = false;
      for (const listing of group) {
        const json = JSON.stringify(listing);
        if (entries.get(listing.id) === json) continue;
        entries.set(listing.id, json);
        changed = true;
      }
      return changed;
    },
  );
}

/** Deletes the listings of `ids` (an id not stored is skipped); true when any was stored. */
export function deleteListings(table: ListingPackTable, ids: readonly number[]): Promise<boolean> {
  return changePacks(
    table,
    byPack(ids, (id) => id),
    (entries, group) => {
      let changed = false;
      for (const id of group) changed = entries.delete(id) || changed;
      return changed;
    },
  );
}

/** Every stored listing's id, without parsing a listing. */
export async function listedIds(table: ListingPackTable): Promise<number[]> {
  return (await table.toArray()).flatMap((pack) => pack.ids);
}

/** Every stored listing, in id order (the order of the rows of one listing each before). */
export async function readListings(table: ListingPackTable): Promise<SimulatorListing[]> {
  return (await table.toArray()).flatMap(unpack);
}

/** The stored packs of `listings` in a table that holds none yet (an upgrade, a full resync's swap): no read. */
export async function packAll(table: ListingPackTable, listings: readonly SimulatorListing[]): Promise<void> {
  const packs = [...byPack(listings, (listing) => listing.id)].map(([n, group]) =>
    packed(n, new Map(group.map((listing) => [listing.id, JSON.stringify(listing)]))),
  );
  await table.bulkPut(packs);
}
