import { ADMIN_ENDPOINTS, ADMIN_LIST_COUNTS, type AdminCount, type AdminPage, type AuditedEntity, type EndpointResponse } from '@rsd/core';
import { keepPreviousData, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, callApi, isUnreachable } from '../../data/api-client';
import { useSyncStatus } from '../../data/sync';
import type { AdminTableState } from './ui/admin-table-url';

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

/** A list's own filters beyond the table's search (the subscribers' status), sent with both the page and its count. */
export type AdminListFilter = Readonly<Record<string, string>>;

const NO_FILTER: AdminListFilter = {};

/**
 * One page of an admin list from the server (which pages, searches and sorts), and the count of its search. The
 * count is a request of its own, asked once per search: paging and sorting do not count again, and the rows need
 * not wait for it. While the next page loads the previous one stays on screen, so the pager does not jump. A
 * filter goes into both queries and, after the list's own, into both keys (so a refetch of the list reaches it).
 */
export function useAdminList<N extends AdminListName>(
  name: N,
  state: AdminTableState,
  filter: AdminListFilter = NO_FILTER,
): AdminListResult<AdminRow<N>> {
  const filtered = Object.keys(filter).length > 0;
  const page = useQuery({
    queryKey: filtered ? [...adminKeys.list(name, state), filter] : adminKeys.list(name, state),
    queryFn: async (): Promise<AdminPage<AdminRow<N>>> => {
      const answer: AdminPage<unknown> = await callApi<AdminEndpoints[AdminListName]>(ADMIN_ENDPOINTS[name], {
        query: { ...listQuery(state), ...filter },
      });
      return answer as AdminPage<AdminRow<N>>;
    },
    placeholderData: keepPreviousData,
  });
  const count = useQuery({
    queryKey: filtered ? [...adminKeys.count(name, state.q), filter] : adminKeys.count(name, state.q),
    queryFn: () => callApi<AdminEndpoints[AdminCountName]>(ADMIN_ENDPOINTS[ADMIN_LIST_COUNTS[name]], { query: { q: state.q, ...filter } }),
  });
  return {
    data: page.data,
    count: count.data,
    isPending: page.isPending,
    isError: page.isError,
    error: page.error,
    isFetching: page.isFetching,
  };
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

/**
 * An admin record's reads (the simulator, technology and job areas') go to the server, never the offline cache:
 * an edit must start from the current version. Under the back-office's root key, so a 401 on any of them signs
 * the admin out (and sign-out drops them).
 */
export const adminRecordKeys = {
  simulator: (id: number | null) => [...adminKeys.records('simulator'), id] as const,
  technology: (id: number | null) => [...adminKeys.records('technology'), id] as const,
  job: (id: number | null) => [...adminKeys.records('job'), id] as const,
  audit: (entity: AuditedEntity, id: number | null) => [...adminKeys.all, 'audit', entity, id] as const,
};

/**
 * Every mount asks the server again (spec 7: the admin edit refetches on mount), and nothing is kept once
 * the page is left, so a form never opens on a stale copy. Idle for a null id ('new' or not an id).
 */
export const FRESH_RECORD = { staleTime: 0, gcTime: 0, refetchOnMount: 'always' } as const;

/** One record's audit log, newest first. */
export function useAuditLog(entity: AuditedEntity, id: number | null) {
  return useQuery({
    queryKey: adminRecordKeys.audit(entity, id),
    queryFn: id === null ? skipToken : () => callApi(ADMIN_ENDPOINTS.getAuditLog, { query: { entity, entityId: String(id) } }),
    ...FRESH_RECORD,
  });
}

/**
 * After a successful write: every admin list, count, record and audit log is asked again (spec 7: the matching
 * list is refetched); the signed-in account is not.
 */
export function refetchAfterWrite(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: adminKeys.all, predicate: (query) => query.queryKey[1] !== 'me' });
}

export { isUnreachable };
