import type { SimulatorListing } from '@rsd/core';
import { db, type DirectoryDb } from './db';
import { readListings } from './listing-packs';

/** Every cached listing as stored, for a worker that ranks them (the similar tools): no wait for a first sync. */
export function readAllListings(database: DirectoryDb = db): Promise<SimulatorListing[]> {
  return database.transaction('r', [database.listingPacks], () => readListings(database.listingPacks));
}
