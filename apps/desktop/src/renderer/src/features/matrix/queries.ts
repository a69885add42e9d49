import {
  capabilityFacetIndex,
  filterListed,
  filterStateFromSearchParams,
  hasActiveFilters,
  lazySimulatorIndex,
  searchNeedle,
  type CapabilityFacetsSource,
  type SimulatorListing,
} from '@rsd/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataLayer } from '../../data/data-layer-context';
import { homeFirstScreenQuery, simulatorKeys, simulatorListingsQuery } from '../simulator/queries';

export type MatrixListings =
  | { status: 'pending' }
  | { status: 'error' }
  /**
   * Before the whole list is read: the first tools by name and how many the cache holds, as the cache kept them for
   * home's first screen. Only while home's filters leave every tool, so `count` is the matrix's own row count.
   */
  | { status: 'first'; first: readonly SimulatorListing[]; count: number }
  | { status: 'success'; all: readonly SimulatorListing[]; matching: readonly SimulatorListing[] };

/**
 * The tools home's filters leave, from the cached listings home reads (its query, so a visit from home finds them in
 * memory), parsed from the URL with the very functions home uses: the same link shows the same tools on both pages,
 * chosen capability terms included (home's `cap` and `capAll`, by the vocabulary's facets). Until the whole list is
 * read (a start at the matrix: 30,000 listings take seconds), the kept first screen stands in when nothing filters.
 */
export function useMatrixListings(params: URLSearchParams, vocabulary: CapabilityFacetsSource): MatrixListings {
  const layer = useDataLayer();
  const key = params.toString();
  const { search, state } = useMemo(() => filterStateFromSearchParams(key), [key]);
  // filterListed's own test for the whole list.
  const everyTool = searchNeedle(search) === '' && !hasActiveFilters(state);
  const inMemory = useQueryClient().getQueryData(simulatorKeys.listings()) !== undefined;
  const keptWanted = everyTool && !inMemory;
  const kept = useQuery({ ...homeFirstScreenQuery(layer), enabled: keptWanted });
  // The whole list's read waits for the kept first screen's: the browser answers a cache's reads in the order they were
  // asked, and 30,000 listings' answer (seconds to decode on a loaded host) would come before the few rows needed first.
  const query = useQuery({ ...simulatorListingsQuery(layer), enabled: !keptWanted || !kept.isPending });
  const all = query.data;
  const index = useMemo(() => (all ? lazySimulatorIndex(all) : undefined), [all]);
  const capabilities = useMemo(() => capabilityFacetIndex(vocabulary), [vocabulary]);
  // In name order (the listings' own) whatever home's sort says: the matrix sorts by name or by a column.
  const matching = useMemo(
    () => (all && index ? filterListed(all, index, search, { ...state, sort: 'default' }, undefined, capabilities) : undefined),
    [all, index, search, state, capabilities],
  );
  if (all && matching) return { status: 'success', all, matching };
  if (query.isError) return { status: 'error' };
  const first = kept.data;
  return first && everyTool ? { status: 'first', first: first.listings, count: first.count } : { status: 'pending' };
}
