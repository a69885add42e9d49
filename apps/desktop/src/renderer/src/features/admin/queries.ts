import { ADMIN_ENDPOINTS, ADMIN_LIST_COUNTS, type AdminCount, type AdminPage, type AdminTableState, type EndpointResponse } from '@rsd/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, callApi, isUnreachable } from '../../data/api-client';
import { useSyncStatus } from '../../data/sync';

/** A GET entry of the contract that answers one page of an admin table (each has a count entry beside it). */
export type AdminListName = keyof typeof ADMIN_LIST_COUNTS;

type AdminEndpoints = typeof ADMIN_ENDPOINTS;

/** The entry that counts an admin list's search. */
type AdminCountName = (typeof ADMIN_LIST_COUNTS)[AdminListName];

/** One row of list N. */
export type AdminRow<N extends AdminListName> = EndpointResponse<AdminEndpoints[N]> extends AdminPage<infer Row> ? Row : never;

/** Everything of the back-office sits under one root: a sign-out or a 401 drops it all at once. */
export const adminKeys = {
  all: ['admin'] as const,
  me: () => [...adminKeys.all, 'me'] as const,
  lists: (name: AdminListName) => [...adminKeys.all, 'list', name] as const,
  list: (name: AdminListName, state: AdminTableState) => [...adminKeys.lists(name), 'page', state] as const,
  /** Under the list's key: whatever drops or refreshes a list's pages does the same to its counts. */
  count: (name: AdminListName, q: string) => [...adminKeys.lists(name), 'count', q] as const,
  records: (kind: string) => [...adminKeys.all, 'record', kind] as const,
  record: (kind: string, id: number) => [...adminKeys.records(kind), id] as const,
  summary: () => [...adminKeys.all, 'summary'] as const,
};

/** The table's state as the list endpoints read their query (the URL state's null sort: the list's default). */
function listQuery(state: AdminTableState) {
  return { page: state.page, pageSize: state.pageSize, q: state.q, ...(state.sort === null ? {} : { sort: state.sort }) };
}

/** What an admin table shows: one page, and the count of its search once that has come. */
export interface AdminListResult<Row> {
  data: AdminPage<Row> | undefined;
  /** Undefined while the search is being counted (or when counting failed: the page still shows). */
  count: AdminCount | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
}

/**
 * One page of an admin list from the server (which pages, searches and sorts), and the count of its search. The
 * count is a request of its own, asked once per search: paging and sorting do not count again, and the rows need
 * not wait for it. While the next page loads the previous one stays on screen, so the pager does not jump.
 */
export function useAdminList<N extends AdminListName>(name: N, state: AdminTableState): AdminListResult<AdminRow<N>> {
  const page = useQuery({
    queryKey: adminKeys.list(name, state),
    queryFn: async (): Promise<AdminPage<AdminRow<N>>> => {
      const answer: AdminPage<unknown> = await callApi<AdminEndpoints[AdminListName]>(ADMIN_ENDPOINTS[name], { query: listQuery(state) });
      return answer as AdminPage<AdminRow<N>>;
    },
    placeholderData: keepPreviousData,
  });
  const count = useQuery({
    queryKey: adminKeys.count(name, state.q),
    queryFn: () => callApi<AdminEndpoints[AdminCountName]>(ADMIN_ENDPOINTS[ADMIN_LIST_COUNTS[name]], { query: { q: state.q } }),
  });
  return { data: page.data, count: count.data, isPending: page.isPending, isError: page.isError, error: page.error, isFetching: page.isFetching };
}

/** GET /api/admin/summary: the dashboard's six counts. */
export function useAdminSummary() {
  return useQuery({ queryKey: adminKeys.summary(), queryFn: () => callApi(ADMIN_ENDPOINTS.getAdminSummary) });
}

/** The signed-in account (GET /api/auth/me); a 401 error when there is no session. */
export function useMe() {
  return useQuery({ queryKey: adminKeys.me(), queryFn: () => callApi(ADMIN_ENDPOINTS.me) });
}

/** A 401: no session, or it expired. Every admin screen sends the admin to sign in again on one. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Admin work needs the server: true while it is known to be unreachable. */
export function useAdminOffline(): boolean {
  return useSyncStatus((status) => status.offline);
}

export { isUnreachable };
