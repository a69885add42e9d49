import { filterStateFromSearchParams, hasActiveFilters } from '@rsd/core';

/**
 * Whether home at this URL query shows the whole directory in its default order: only then are the first cards of
 * the cached list (data/cache/first-screen.ts) its first cards. A search, a filter or another order needs every listing.
 */
export function showsDefaultList(query: string | URLSearchParams): boolean {
  const { search, state } = filterStateFromSearchParams(query);
  return search === '' && !hasActiveFilters(state) && state.sort === 'default';
}
