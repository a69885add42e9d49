import type { Simulator, SimulatorListing } from '@rsd/core';
import { queryOptions, skipToken, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  CACHE_KEYS,
  keepFirstScreen,
  readCachedListings,
  readCachedSimulator,
  readCachedSimulators,
  readFirstScreen,
  type FirstScreen,
} from '../../data/cache';
import { useDataLayer, type DataLayer } from '../../data/data-layer-context';
import { sortByName } from '../../lib/by-name';

/** Product rules §9: the simulator list is fresh for 60 seconds. */
export const SIMULATORS_STALE_TIME = 60_000;

export const simulatorKeys = {
  all: CACHE_KEYS.simulators,
  list: () => [...simulatorKeys.all, 'list'] as const,
  listings: () => [...simulatorKeys.all, 'listings'] as const,
  detail: (id: number | null) => [...simulatorKeys.all, 'detail', id] as const,
};

/** Every simulator, whole, from the offline cache: the query behind useSimulators. */
const simulatorListQuery = (layer: DataLayer) =>
  queryOptions({
    queryKey: simulatorKeys.list(),
    queryFn: async () => sortByName(await readCachedSimulators(layer)),
    staleTime: SIMULATORS_STALE_TIME,
  });

/** Every simulator, whole, from the offline cache (compare, the learning pool). */
export function useSimulators() {
  return useQuery(simulatorListQuery(useDataLayer()));
}

/**
 * Whether a screen's mount reads the listings again: only when a sync changed them since they were read (it invalidates
 * the query), never for their age alone. The cache's listings change only by a sync, so a copy in memory older than
 * the list's freshness still is the cache's; read again at a mount after a minute (home on Back, the matrix), 30,000 of
 * them landed on the main thread in front of the next screen's first rows (bench/README.md, matrix.ts).
 */
const changedSinceRead = (query: { state: { isInvalidated: boolean } }): boolean => query.state.isInvalidated;

/**
 * Every simulator's listing, from the offline cache: home's query, and its prefetch before any screen renders. Its
 * first cards are kept for the next start's first screen (homeFirstScreenQuery), in the background.
 */
export const simulatorListingsQuery = (layer: DataLayer) =>
  queryOptions({
    queryKey: simulatorKeys.listings(),
    queryFn: async (): Promise<SimulatorListing[]> => {
      const read = await readCachedListings(layer);
      const sorted = sortByName(read.listings);
      // A first screen not kept costs the next start its early cards, nothing more.
      void keepFirstScreen(layer.db, sorted, read).catch(() => undefined);
      return sorted;
    },
    staleTime: SIMULATORS_STALE_TIME,
    refetchOnMount: changedSinceRead,
  });

/**
 * Home's first cards and the count, as the last list read kept them (null when none is valid): a warm start draws
 * them before the whole list is read. Not under the simulators' key: a sync's notice needs no new read of it.
 */
export const homeFirstScreenQuery = (layer: Pick<DataLayer, 'db'>) =>
  queryOptions({
    queryKey: ['home-first-screen'] as const,
    queryFn: async (): Promise<FirstScreen | null> => (await readFirstScreen(layer)) ?? null,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Every simulator's listing (core's SimulatorListing), from the offline cache: home's directory. */
export function useSimulatorListings() {
  return useQuery(simulatorListingsQuery(useDataLayer()));
}

/**
 * The cached record; else the one the page already shows (the server's drawing, an earlier answer), which a first
 * sync is bringing: each of its notices refetches this query, and asking the API each time loaded the API client
 * and zod and parsed the record on the main thread, long tasks on a page that had its record all along. Else the API.
 */
async function readSimulator(layer: DataLayer, id: number, shown: Simulator | undefined): Promise<Simulator> {
  const cached = await readCachedSimulator(layer, id);
  if (cached) return cached;
  if (shown) return shown;
  try {
    // Loaded on demand: the API client and the read schemas, which home's list (the cache) never needs.
    const { fetchSimulator } = await import('./fetch-simulator');
    return await fetchSimulator(id);
  } catch (cause) {
    throw new Error(`Failed to fetch simulator ${id}`, { cause });
  }
}

/** The simulator as the whole list already in memory has it (compare or the learning pool was visited): no skeleton, not even for a frame. */
function fromLoadedList(queryClient: QueryClient, id: number | null): Simulator | undefined {
  if (id === null) return undefined;
  return queryClient.getQueryData<Simulator[]>(simulatorKeys.list())?.find((simulator) => simulator.id === id);
}

/** A row the page already holds before any query runs, and when it was read. */
export interface InitialSimulator {
  simulator: Simulator;
  updatedAt: number;
}

/** One simulator's query: the cached record, else the one the page shows, else the API's (readSimulator). */
export const simulatorDetailQuery = (layer: DataLayer, queryClient: QueryClient, id: number) =>
  queryOptions({
    queryKey: simulatorKeys.detail(id),
    queryFn: () => readSimulator(layer, id, queryClient.getQueryData<Simulator>(simulatorKeys.detail(id))),
  });

/**
 * One simulator from the cache, or from the API when it is not cached (yet). Idle for a null id: the
 * route's text was not an id (parseSimulatorId), so nothing can come back. Starts from the loaded list when
 * there is one, as old as that list, so the usual freshness rules refresh it; else from `initial` (the row the
 * server drew the page from) when given.
 */
export function useSimulator(id: number | null, initial?: (id: number | null) => InitialSimulator | undefined) {
  const layer = useDataLayer();
  const queryClient = useQueryClient();
  const listed = () => fromLoadedList(queryClient, id);
  return useQuery({
    queryKey: simulatorKeys.detail(id),
    queryFn: id === null ? skipToken : simulatorDetailQuery(layer, queryClient, id).queryFn,
    initialData: () => listed() ?? initial?.(id)?.simulator,
    initialDataUpdatedAt: () => (listed() ? queryClient.getQueryState(simulatorKeys.list())?.dataUpdatedAt : initial?.(id)?.updatedAt),
  });
}
