import { filterStateFromSearchParams, filterStateToSearchParams, resetFilters, type FilterState } from '@rsd/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useUrlTextState } from '../../ui/use-url-text-state';

export interface HomeFilters {
  search: string;
  filters: FilterState;
  setSearch(search: string): void;
  setFilters(filters: FilterState): void;
  /** Reset Filters: clears the search and every filter. */
  reset(): void;
}

/** The search and filters live in the URL query, so a filtered list can be shared and bookmarked. */
export function useHomeFilters(): HomeFilters {
  const [params, setParams] = useSearchParams();
  const { search: urlSearch, state } = useMemo(() => filterStateFromSearchParams(params), [params]);
  const [search, setSearchText] = useUrlTextState(urlSearch);

  const write = (nextSearch: string, nextState: FilterState) => {
    if (nextSearch !== search) setSearchText(nextSearch);
    // replace: typing and ticking should not fill the back button with every keystroke.
    setParams(filterStateToSearchParams(nextSearch, nextState), { replace: true, preventScrollReset: true });
  };

  return {
    search,
    filters: state,
    setSearch: (next) => write(next, state),
    setFilters: (next) => write(search, next),
    reset: () => write('', resetFilters()),
  };
}
