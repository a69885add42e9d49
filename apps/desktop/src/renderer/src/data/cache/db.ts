import { SYNC_DEFAULT_LIMIT, toSimulatorListing, type Simulator, type SimulatorListing, type Technology } from '@rsd/core';
import { Dexie, type EntityTable, type Transaction } from 'dexie';
import type { TimeSlicer } from '../../lib/time-slicer';
import type { OutboxItem } from '../outbox/item';
import { deleteListings, packAll, putListings, type ListingPackTable } from './listing-packs';
import { DB_NAME, SYNC_LISTINGS_KEY, SYNC_META_KEY } from './names';

export { SYNC_LISTINGS_KEY, SYNC_META_KEY } from './names';
/** Where a full resync keeps its place while it fills the staging tables. */
export const SYNC_STAGING_KEY = 'sync-staging';

/**
 * A row of the meta table: small records under a key. Sync owns two keys; other state (saved jobs, the
 * outbox) lives under keys of its own and is no cache: clearing the cache leaves it alone.
 */
export interface MetaRow {
  key: string;
  [field: string]: unknown;
}

export type DirectoryDb = Dexie & {
  simulators: EntityTable<Simulator, 'id'>;
  /**
   * Each live simulator's listing (core's toSimulatorListing), packed a range of ids to a row (listing-packs.ts):
   * what home reads at start, a sixth of the records.
   */
  listingPacks: ListingPackTable;
  technologies: EntityTable<Technology, 'id'>;
  /** A full resync lands here, and replaces the live tables in one transaction once complete. */
  stagedSimulators: EntityTable<Simulator, 'id'>;
  stagedTechnologies: EntityTable<Technology, 'id'>;
  meta: EntityTable<MetaRow, 'key'>;
  /** Visitor writes waiting for the server (data/outbox/); no cache: clearCache leaves it alone. */
  outbox: EntityTable<OutboxItem, 'id'>;
};

export { DB_NAME } from './names';

/**
 * A simulator row as the cache may hold it: one an older app synced before Simulator.capabilities existed lacks it
 * (the server re-derives every row's terms under a new vocabulary, so the next sync brings it again).
 */
type CachedSimulator = Omit<Simulator, 'capabilities'> & Partial<Pick<Simulator, 'capabilities'>>;

/**
 * Brings the cached rows to this app's shape and computes every listing again from them, in an upgrade's
 * transaction: a change to what a listing carries reaches the cached listings at once, offline too, without
 * waiting for the server to send the rows again.
 */
async function rebuildListings(tx: Transaction): Promise<void> {
  for (const name of ['simulators', 'stagedSimulators']) {
    await tx
      .table<CachedSimulator>(name)
      .filter((row) => row.capabilities === undefined)
      .modify((row) => {
        row.capabilities = [];
      });
  }
  const simulators: Simulator[] = await tx.table('simulators').toArray();
  await tx.table('simulatorListings').clear();
  await tx.table('simulatorListings').bulkAdd(simulators.map(toSimulatorListing));
}

/** Packs the listings of the table of one listing a row (versions 4 and 5) as they are: a cache synced ahead keeps them. */
async function packListings(tx: Transaction): Promise<void> {
  const listings: SimulatorListing[] = await tx.table('simulatorListings').toArray();
  await packAll(tx.table('listingPacks'), listings);
}

export function openDirectoryDb(name: string = DB_NAME): DirectoryDb {
  const db = new Dexie(name) as DirectoryDb;
  // Bump the version and add a new stores() call for every schema change; Dexie upgrades in order.
  db.version(1).stores({
    simulators: 'id, name',
    technologies: 'id, name',
    meta: 'key',
  });
  db.version(2).stores({
    stagedSimulators: 'id',
    stagedTechnologies: 'id',
  });
  db.version(3).stores({
    outbox: 'id, createdAt',
  });
  // Its listings are built by version 5's upgrade, which runs after it.
  db.version(4).stores({ simulatorListings: 'id' });
  // Rows gained capabilities and listings their terms: the same stores (stores({}) carries them over).
  db.version(5).stores({}).upgrade(rebuildListings);
  // Listings packed (listing-packs.ts). The old table goes in the next version, once this upgrade has read it.
  db.version(6).stores({ listingPacks: 'n' }).upgrade(packListings);
  db.version(7).stores({ simulatorListings: null });
  return db;
}

/** The app's one cache database. */
export const db = openDirectoryDb();

/** The tables that only mirror the server: everything in them can be pulled again. */
export const cacheTables = (database: DirectoryDb) => [
  database.simulators,
  database.listingPacks,
  database.technologies,
  database.stagedSimulators,
  database.stagedTechnologies,
];

/** Empty every cached table and forget the sync position, in one transaction; other meta rows stay. */
export async function clearCache(database: DirectoryDb): Promise<void> {
  await database.transaction('rw', [...cacheTables(database), database.meta], async () => {
    await Promise.all(cacheTables(database).map((table) => table.clear()));
    await database.meta.bulkDelete([SYNC_META_KEY, SYNC_STAGING_KEY, SYNC_LISTINGS_KEY]);
  });
}

/** Live simulator records with their listings (core's toSimulatorListing), index for index. */
export interface LiveSimulators {
  records: readonly Simulator[];
  listings: readonly SimulatorListing[];
}

/**
 * The listings of `records`, computed in time slices. Call it before the transaction that writes them opens:
 * an IndexedDB transaction commits once the event loop is idle, so nothing may yield inside one.
 */
export async function toLiveSimulators(records: readonly Simulator[], slicer: TimeSlicer): Promise<LiveSimulators> {
  return { records, listings: await slicer.map(records, toSimulatorListing) };
}

/**
 * Rows a put of putInBatches carries: a sync page's (core's SYNC_DEFAULT_LIMIT), so a page is one put a table.
 * The puts run on the sync worker, where no input or paint waits between them; each is a round trip to the
 * browser's IndexedDB, which the next waits for: 20 rows a put (the batch when this ran on the page's main thread)
 * made 50 a page (bench/README.md, first-visit.ts). A full resync's swap still writes page-sized puts rather than
 * one clone of the whole directory.
 */
export const WRITE_BATCH_ROWS = SYNC_DEFAULT_LIMIT;

/**
 * bulkPut in batches, each placed once the previous one is stored. Inside a transaction that is safe: each batch
 * is placed from the previous one's success event, so the transaction always has a request in flight and never
 * reaches the idle point where it would commit.
 */
export async function putInBatches<T>(table: { bulkPut(rows: readonly T[]): PromiseLike<unknown> }, rows: readonly T[]): Promise<void> {
  for (let start = 0; start < rows.length; start += WRITE_BATCH_ROWS) {
    await table.bulkPut(rows.slice(start, start + WRITE_BATCH_ROWS));
  }
}

/**
 * The live simulators change with their listings, in the caller's transaction (which must include both tables).
 * True when a stored listing changed: records whose listings were stored ahead change none unless edited since.
 */
export async function putLiveSimulators(database: DirectoryDb, { records, listings }: LiveSimulators): Promise<boolean> {
  await putInBatches(database.simulators, records);
  return putListings(database.listingPacks, listings);
}

/** True when one of them had a listing stored. */
export async function deleteLiveSimulators(database: DirectoryDb, ids: readonly number[]): Promise<boolean> {
  await database.simulators.bulkDelete([...ids]);
  return deleteListings(database.listingPacks, ids);
}
