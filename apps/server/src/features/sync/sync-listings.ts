import { SYNC_DEFAULT_LIMIT, toSyncListing } from '@rsd/core';
import type { Queryable } from '../../db/pool';
import { simulatorsRepo } from '../simulators/simulators.repo';
import { syncListingsRepo, type DerivedListing } from './sync-listings.repo';

/** Two JSON array texts as one, without parsing either. */
const concatJsonArrays = (a: string, b: string): string => (a === '[]' ? b : b === '[]' ? a : `${a.slice(0, -1)},${b.slice(1)}`);

export interface ListingsRead {
  /** Every live simulator's listing, as a JSON array text. */
  json: string;
  /** The listings derived here from whole rows (missing or stale in simulator_listings), for the caller to store. */
  derived: DerivedListing[];
}

/**
 * Every live simulator's listing as `db` sees them (read it in one snapshot). The stored ones are current where
 * their row carries the version they were derived from; the rest (rows written since, or by SQL alone) are derived
 * from their records here, a page at a time, so the answer never waits on a listing being stored.
 */
export async function readListings(db: Queryable): Promise<ListingsRead> {
  const stored = await syncListingsRepo.currentJson(db);
  const stale = await syncListingsRepo.staleIds(db);
  const derived: DerivedListing[] = [];
  for (let start = 0; start < stale.length; start += SYNC_DEFAULT_LIMIT) {
    derived.push(...(await deriveListings(db, stale.slice(start, start + SYNC_DEFAULT_LIMIT))));
  }
  return { json: concatJsonArrays(stored, JSON.stringify(derived.map((entry) => entry.listing))), derived };
}

/** The listings of the rows of `ids` that exist, derived from their records as `db` sees them. */
export async function deriveListings(db: Queryable, ids: readonly number[]): Promise<DerivedListing[]> {
  return (await simulatorsRepo.listByIds(db, ids)).map((simulator) => ({
    id: simulator.id,
    version: simulator.version,
    listing: toSyncListing(simulator),
  }));
}

/** Stores derived listings a page a statement, so the next answer reads them from PostgreSQL. */
export async function storeListings(db: Queryable, derived: readonly DerivedListing[]): Promise<void> {
  for (let start = 0; start < derived.length; start += SYNC_DEFAULT_LIMIT) {
    await syncListingsRepo.store(db, derived.slice(start, start + SYNC_DEFAULT_LIMIT));
  }
}
