import { filterStateFromSearchParams, filterStateToSearchParams, resetFilters, type FilterState } from '@rsd/core';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router-dom';
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
 * How long the URL waits for typing to pause. Writing it is a router navigation (every route element renders
 * again, then history.replaceState): on each keystroke that was most of the time the grid took to follow.
 */
export const SEARCH_URL_DELAY_MS = 300;

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
  const [search, setSearchText, resetSearchText] = useUrlTextState(urlSearch);
  const location = useLocation();
  // A page still loading its chunk has not moved `location` yet: a write landing then would cancel that navigation.
  const navigating = useNavigation().state !== 'idle';

  // The setters read the current values through a ref, so they can stay the same functions.
  const latest = useRef({ search, filters, setSearchText, resetSearchText, setParams, navigating });
  useLayoutEffect(() => {
    latest.current = { search, filters, setSearchText, resetSearchText, setParams, navigating };
  });
  // A typed search's URL write, waiting for a pause; never left to land on the page the reader went to.
  const pendingWrite = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(pendingWrite.current), []);
  // The URL this hook wrote last, until the router shows it: that navigation is its own, not the reader's.
  const ownUrl = useRef<string | null>(null);
  // A navigation while a typed search waited (a link, even to this very address, or Back) wins over the typing.
  useEffect(() => {
    if (location.search === ownUrl.current) {
      ownUrl.current = null;
      return;
    }
    if (pendingWrite.current === undefined) return;
    window.clearTimeout(pendingWrite.current);
    pendingWrite.current = undefined;
    latest.current.resetSearchText(filterStateFromSearchParams(new URLSearchParams(location.search)).search);
  }, [location]);
  const setters = useMemo(() => {
    const write = (nextSearch: string, nextState: FilterState, when: 'now' | 'after-typing') => {
      const current = latest.current;
      if (nextSearch !== current.search) current.setSearchText(nextSearch);
      window.clearTimeout(pendingWrite.current);
      pendingWrite.current = undefined;
      // replace: typing and ticking should not fill the back button with every keystroke.
      const writeUrl = () => {
        if (latest.current.navigating) {
          // Wait for it: once it lands the location effect drops this write; if it is abandoned, the write goes on.
          pendingWrite.current = window.setTimeout(writeUrl, SEARCH_URL_DELAY_MS);
          return;
        }
        pendingWrite.current = undefined;
        const nextParams = filterStateToSearchParams(nextSearch, nextState);
        ownUrl.current = nextParams.size > 0 ? `?${nextParams.toString()}` : '';
        latest.current.setParams(nextParams, { replace: true, preventScrollReset: true });
      };
      if (when === 'now') writeUrl();
      else pendingWrite.current = window.setTimeout(writeUrl, SEARCH_URL_DELAY_MS);
    };
    return {
      setSearch: (next: string) => write(next, latest.current.filters, 'after-typing'),
      setFilters: (next: FilterState) => write(latest.current.search, next, 'now'),
      reset: () => write('', resetFilters(), 'now'),
    };
  }, []);

  return { search, filters, ...setters };
}
