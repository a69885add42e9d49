import type { AdminTableState, Contract, EndpointName, Paged, ResponseOf } from '@rsd/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, callApi, isUnreachable } from '../../data/api-client';
import { useSyncStatus } from '../../data/sync-status';

/** A GET entry of the contract that answers one page of an admin table. */
export type AdminListName = {
  [N in EndpointName]: Contract[N]['method'] extends 'GET' ? (ResponseOf<N> extends Paged<unknown> ? N : never) : never;
}[EndpointName];

/** One row of list N. */
export type AdminRow<N extends AdminListName> = ResponseOf<N> extends Paged<infer Row> ? Row : never;

/** Everything of the back-office sits under one root: a sign-out or a 401 drops it all at once. */
export const adminKeys = {
  all: ['admin'] as const,
  me: () => [...adminKeys.all, 'me'] as const,
  lists: (name: AdminListName) => [...adminKeys.all, 'list', name] as const,
  list: (name: AdminListName, state: AdminTableState) => [...adminKeys.lists(name), state] as const,
  records: (kind: string) => [...adminKeys.all, 'record', kind] as const,
  record: (kind: string, id: number) => [...adminKeys.records(kind), id] as const,
  summary: () => [...adminKeys.all, 'summary'] as const,
};

/** The table's state as the list endpoints read their query (the URL state's null sort: the list's default). */
function listQuery(state: AdminTableState) {
  return { page: state.page, pageSize: state.pageSize, q: state.q, ...(state.sort === null ? {} : { sort: state.sort }) };
}

/**
 * One page of an admin list from the server (which pages, searches and sorts). While the next page loads the
 * previous one stays on screen, so the pager does not jump.
 */
export function useAdminList<N extends AdminListName>(name: N, state: AdminTableState) {
  return useQuery({
    queryKey: adminKeys.list(name, state),
    queryFn: async (): Promise<Paged<AdminRow<N>>> => {
      const answer: Paged<unknown> = await callApi<AdminListName>(name, { query: listQuery(state) });
      return answer as Paged<AdminRow<N>>;
    },
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/summary: the dashboard's six counts. */
export function useAdminSummary() {
  return useQuery({ queryKey: adminKeys.summary(), queryFn: () => callApi('getAdminSummary') });
}

/** The signed-in account (GET /api/auth/me); a 401 error when there is no session. */
export function useMe() {
  return useQuery({ queryKey: adminKeys.me(), queryFn: () => callApi('me') });
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
