/** The offline cache: the Dexie database the sync fills (db.ts, for the data layer's own use) and the reads the screens' queries make of it. */
export { CACHE_KEYS } from './query-keys';
export {
  holdsListings,
  readCachedListings,
  readCachedSimulator,
  readCachedSimulators,
  readCachedSimulatorsById,
  readCachedTechnologies,
  readCachedTechnology,
} from './reads';
export { FIRST_SCREEN_SIZE, keepFirstScreen, readFirstScreen, type FirstScreen, type ListingsRead } from './first-screen';
export { cachedDirectorySource, type CachedDirectory, type CachedDirectorySource } from './directory-source';
export { readAllListings } from './all-listings';
