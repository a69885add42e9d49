import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES, ADMIN_SEARCH_MAX } from '@rsd/core';

export type AdminPageSize = (typeof ADMIN_PAGE_SIZES)[number];

/**
 * What an admin table shows, as its URL query holds it: the page, the page size, the search and the sort
 * (a field name, '-' first for descending; null for the list's own default order).
 */
export interface AdminTableState {
  page: number;
  pageSize: AdminPageSize;
  q: string;
  sort: string | null;
}

export const ADMIN_TABLE_DEFAULTS: AdminTableState = { page: 1, pageSize: ADMIN_DEFAULT_PAGE_SIZE, q: '', sort: null };

/** Query keys of an admin table; short so a shared link stays readable. */
export const ADMIN_TABLE_URL_KEYS = { page: 'page', pageSize: 'size', q: 'q', sort: 'sort' } as const;

const isPageSize = (n: number): n is AdminPageSize => (ADMIN_PAGE_SIZES as readonly number[]).includes(n);

const wholeNumber = (text: string | null): number | null => (text !== null && /^\d{1,9}$/.test(text) ? Number(text) : null);

/**
 * Reads a table's state from its URL query. Anything the server would refuse (a page below 1, an unoffered page
 * size, a sort on a field the list cannot sort by, an over-long search) falls back to its default instead, so
 * a hand-edited link still shows a table.
 */
export const adminTableStateFromSearchParams = (input: URLSearchParams | string, sortFields: readonly string[]): AdminTableState => {
  const params = new URLSearchParams(input);
  const page = wholeNumber(params.get(ADMIN_TABLE_URL_KEYS.page));
  const size = wholeNumber(params.get(ADMIN_TABLE_URL_KEYS.pageSize));
  const q = (params.get(ADMIN_TABLE_URL_KEYS.q) ?? '').trim();
  const sort = params.get(ADMIN_TABLE_URL_KEYS.sort);
  return {
    page: page !== null && page >= 1 ? page : ADMIN_TABLE_DEFAULTS.page,
    pageSize: size !== null && isPageSize(size) ? size : ADMIN_TABLE_DEFAULTS.pageSize,
    q: q.length <= ADMIN_SEARCH_MAX ? q : ADMIN_TABLE_DEFAULTS.q,
    sort: sort !== null && sortFields.includes(sort.replace(/^-/, '')) ? sort : ADMIN_TABLE_DEFAULTS.sort,
  };
};

const TABLE_KEYS: ReadonlySet<string> = new Set(Object.values(ADMIN_TABLE_URL_KEYS));

/**
 * Only what differs from the defaults is written, so a table at its defaults has a plain URL. Keys that are not the
 * table's own (a page's filter, such as the subscribers' status) are kept from `others`, so paging keeps the filter.
 */
export const adminTableStateToSearchParams = (state: AdminTableState, others?: URLSearchParams): URLSearchParams => {
  const params = new URLSearchParams();
  for (const [key, value] of others ?? []) if (!TABLE_KEYS.has(key)) params.append(key, value);
  const q = state.q.trim();
  if (q !== '') params.append(ADMIN_TABLE_URL_KEYS.q, q);
  if (state.sort !== null) params.append(ADMIN_TABLE_URL_KEYS.sort, state.sort);
  if (state.pageSize !== ADMIN_TABLE_DEFAULTS.pageSize) params.append(ADMIN_TABLE_URL_KEYS.pageSize, String(state.pageSize));
  if (state.page !== ADMIN_TABLE_DEFAULTS.page) params.append(ADMIN_TABLE_URL_KEYS.page, String(state.page));
  return params;
};

/** A new search or page size starts again at page 1: the old page number means nothing in the new list. */
export const withSearch = (state: AdminTableState, q: string): AdminTableState => ({ ...state, q, page: 1 });
export const withPageSize = (state: AdminTableState, pageSize: AdminPageSize): AdminTableState => ({ ...state, pageSize, page: 1 });

/** Clicking a column: ascending first, then it flips; the page starts again at 1. */
export const withSortBy = (state: AdminTableState, field: string): AdminTableState => ({
  ...state,
  sort: state.sort === field ? `-${field}` : field,
  page: 1,
});

/** How the table is sorted by `field`, as aria-sort says it. */
export const sortDirectionOf = (state: Pick<AdminTableState, 'sort'>, field: string): 'ascending' | 'descending' | 'none' =>
  state.sort === field ? 'ascending' : state.sort === `-${field}` ? 'descending' : 'none';

/** Whether `size` is one of the offered page sizes (a select's text, say). */
export const parseAdminPageSize = (size: string): AdminPageSize | null => {
  const n = wholeNumber(size);
  return n !== null && isPageSize(n) ? n : null;
};
