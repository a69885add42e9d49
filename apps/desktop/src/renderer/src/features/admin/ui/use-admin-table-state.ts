import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useUrlTextState } from '../../../ui/use-url-text-state';
import {
  adminTableStateFromSearchParams,
  adminTableStateToSearchParams,
  withPageSize,
  withSearch,
  withSortBy,
  type AdminPageSize,
  type AdminTableState,
} from './admin-table-url';

/** Typing waits this long before the URL (and so the server query) follows: one request per pause, not per key. */
export const ADMIN_SEARCH_DELAY_MS = 250;

export interface AdminTableController {
  state: AdminTableState;
  /** The search box's text, ahead of the URL while typing. */
  searchText: string;
  setSearch(text: string): void;
  setPage(page: number): void;
  /** Corrects a page past the end in place (no history entry, so Back does not return to it). */
  replacePage(page: number): void;
  setPageSize(size: AdminPageSize): void;
  sortBy(field: string): void;
}

/**
 * An admin table's page, page size, search and sort, kept in the URL query: a reload or a shared link shows the
 * same rows, and Back returns to the previous page or sort. Typing replaces the entry instead of adding one.
 */
export function useAdminTableState(sortFields: readonly string[]): AdminTableController {
  const [params, setParams] = useSearchParams();
  const fieldsKey = sortFields.join(',');
  const state = useMemo(() => adminTableStateFromSearchParams(params, fieldsKey.split(',')), [params, fieldsKey]);
  const [searchText, setSearchText] = useUrlTextState(state.q);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const write = useMemo(
    () =>
      (next: AdminTableState, replace = false) =>
        setParams((current) => adminTableStateToSearchParams(next, current), { replace, preventScrollReset: true }),
    [setParams],
  );
  // What a delayed search writes over: the view and the router's setter of the latest render, not of the keystroke's.
  const latest = useRef({ state, write });
  useEffect(() => {
    latest.current = { state, write };
  }, [state, write]);

  useEffect(
    () => () => {
      if (pending.current !== null) clearTimeout(pending.current);
    },
    [],
  );

  return useMemo(
    () => ({
      state,
      searchText,
      setSearch: (text: string) => {
        setSearchText(text);
        if (pending.current !== null) clearTimeout(pending.current);
        pending.current = setTimeout(() => {
          pending.current = null;
          // On the view as it is by then: a sort or page size chosen while typing paused stays.
          latest.current.write(withSearch(latest.current.state, text), true);
        }, ADMIN_SEARCH_DELAY_MS);
      },
      setPage: (page: number) => write({ ...state, page }),
      replacePage: (page: number) => write({ ...state, page }, true),
      setPageSize: (size: AdminPageSize) => write(withPageSize(state, size)),
      sortBy: (field: string) => write(withSortBy(state, field)),
    }),
    [state, searchText, setSearchText, write],
  );
}
