import { filterStateFromSearchParams, filterStateToSearchParams, resetFilters, type FilterState } from '@rsd/core';
import { useLayoutEffect, useMemo, useRef } from 'react';
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

/**
 * The search and filters live in the URL query, so a filtered list can be shared and bookmarked.
 * `filters` keeps its identity while only the search changes, and the setters never change, so the
 * (memoised) filter panel is not re-rendered on every keystroke.
 */
export function useHomeFilters(): HomeFilters {
  const [params, setParams] = useSearchParams();
  const { search: urlSearch, state: parsed } = useMemo(() => filterStateFromSearchParams(params), [params]);
  const filtersKey = filterStateToSearchParams('', parsed).toString();
  const filters = useMemo(() => filterStateFromSearchParams(filtersKey).state, [filtersKey]);
  const [search, setSearchText] = useUrlTextState(urlSearch);

  // The setters read the current values through a ref, so they can stay the same functions.
  const latest = useRef({ search, filters, setSearchText, setParams });
  useLayoutEffect(() => {
    latest.current = { search, filters, setSearchText, setParams };
  });
  const setters = useMemo(() => {
    const write = (nextSearch: string, nextState: FilterState) => {
      const current = latest.current;
      if (nextSearch !== current.search) current.setSearchText(nextSearch);
      // replace: typing and ticking should not fill the back button with every keystroke.
      current.setParams(filterStateToSearchParams(nextSearch, nextState), { replace: true, preventScrollReset: true });
    };
    return {
      setSearch: (next: string) => write(next, latest.current.filters),
      setFilters: (next: FilterState) => write(latest.current.search, next),
      reset: () => write('', resetFilters()),
    };
  }, []);

  return { search, filters, ...setters };
}
