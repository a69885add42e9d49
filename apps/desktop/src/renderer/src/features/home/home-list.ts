import { buildListingTable, createTableFilter, type SimulatorListing, type TableFilter } from '@rsd/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keepFirstScreen, readCachedListings } from '../../data/cache';
import { useDataLayer, type DataLayer } from '../../data/data-layer-context';
import { byName } from '../../lib/by-name';
import { yieldToMain } from '../../lib/yield-to-main';
import { SIMULATORS_STALE_TIME, simulatorKeys } from '../simulator/queries';

/** Home's list: core's listing table (built once per read) and its filter. */
export type HomeList = TableFilter<SimulatorListing>;

/** Under the simulators' key: a sync that changed simulators reads it again. */
export const homeListKey = () => [...simulatorKeys.all, 'home-list'] as const;

/**
 * Every cached listing as home keeps it (issues 27 and 29): read, sorted by name, its first cards kept for the next
 * start's first screen, then packed into core's listing table a slice of tools per task, so the listings (30,000
 * objects with their nested arrays, which every major collection marked) are garbage once the read is done. Not shared with the matrix or the report form,
 * which read the listings themselves (simulatorListingsQuery).
 */
export const homeListQuery = (layer: DataLayer) =>
  queryOptions({
    queryKey: homeListKey(),
    queryFn: async (): Promise<HomeList> => {
      const read = await readCachedListings(layer);
      const sorted = read.listings.toSorted(byName);
      // A first screen not kept costs the next start its early cards, nothing more.
      void keepFirstScreen(layer.db, sorted, read).catch(() => undefined);
      const steps = buildListingTable(sorted);
      for (let step = steps.next(); ; step = steps.next()) {
        if (step.done) return createTableFilter(step.value);
        await yieldToMain();
      }
    },
    staleTime: SIMULATORS_STALE_TIME,
    // The table is typed arrays and strings, compared by reference: nothing for structural sharing to keep.
    structuralSharing: false,
  });

export function useHomeList() {
  return useQuery(homeListQuery(useDataLayer()));
}
