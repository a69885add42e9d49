/**
 * The root query key of each cached entity. A sync that changed an entity invalidates everything under its
 * root; each feature's query-key factory (features/<area>/queries.ts) builds its keys below these.
 */
export const CACHE_KEYS = {
  simulators: ['simulators'],
  technologies: ['technologies'],
  /** Every listing (features/simulator's simulatorKeys.listings()): refetched only when a sync changed listings. */
  simulatorListings: ['simulators', 'listings'],
} as const;
