import {
  capabilityFacetIndex,
  filterListed,
  filterStateFromSearchParams,
  lazySimulatorIndex,
  type CapabilityFacetsSource,
  type SimulatorListing,
} from '@rsd/core';
import { useMemo } from 'react';
import { useSimulatorListings } from '../simulator/queries';

export type MatrixListings =
  | { status: 'pending' }
  | { status: 'error' }
  | { status: 'success'; all: readonly SimulatorListing[]; matching: readonly SimulatorListing[] };

/**
 * The tools home's filters leave, from the cached listings home reads (its query, so a visit from home finds them in
 * memory), parsed from the URL with the very functions home uses: the same link shows the same tools on both pages,
 * chosen capability terms included (home's `cap` and `capAll`, by the vocabulary's facets).
 */
export function useMatrixListings(params: URLSearchParams, vocabulary: CapabilityFacetsSource): MatrixListings {
  const query = useSimulatorListings();
  const key = params.toString();
  const { search, state } = useMemo(() => filterStateFromSearchParams(key), [key]);
  const all = query.data;
  const index = useMemo(() => (all ? lazySimulatorIndex(all) : undefined), [all]);
  const capabilities = useMemo(() => capabilityFacetIndex(vocabulary), [vocabulary]);
  // In name order (the listings' own) whatever home's sort says: the matrix sorts by name or by a column.
  const matching = useMemo(
    () => (all && index ? filterListed(all, index, search, { ...state, sort: 'default' }, undefined, capabilities) : undefined),
    [all, index, search, state, capabilities],
  );
  if (all && matching) return { status: 'success', all, matching };
  return query.isError ? { status: 'error' } : { status: 'pending' };
}
