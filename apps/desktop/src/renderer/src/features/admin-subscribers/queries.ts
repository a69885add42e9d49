import { ADMIN_ENDPOINTS, type SubscriberFilter } from '@rsd/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../data/api-client';
import { adminKeys, type AdminListResult, type AdminRow } from '../admin/queries';
import type { AdminTableState } from '../admin/ui/admin-table-url';

const LIST = 'adminListSubscribers';

/** The table's state and status filter as the list endpoint reads its query (a null sort: the list's default). */
function listQuery(state: AdminTableState, status: SubscriberFilter | null) {
  return {
    page: state.page,
    pageSize: state.pageSize,
    q: state.q,
    ...(state.sort === null ? {} : { sort: state.sort }),
    ...(status === null ? {} : { status }),
  };
}

/**
 * One page of subscribers and the count of its search and filter: the shared admin list's hook, plus the status
 * filter in both queries and their keys (under the list's keys, so a delete's refetch reaches them).
 */
export function useSubscribers(state: AdminTableState, status: SubscriberFilter | null): AdminListResult<AdminRow<typeof LIST>> {
  const page = useQuery({
    queryKey: [...adminKeys.list(LIST, state), status],
    queryFn: () => callApi(ADMIN_ENDPOINTS.adminListSubscribers, { query: listQuery(state, status) }),
    placeholderData: keepPreviousData,
  });
  const count = useQuery({
    queryKey: [...adminKeys.count(LIST, state.q), status],
    queryFn: () => callApi(ADMIN_ENDPOINTS.adminCountSubscribers, { query: { q: state.q, ...(status === null ? {} : { status }) } }),
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

/**
 * The CSV export's address: the list's path with the table's search, filter and sort (the server sends every row
 * they select). A plain link the browser downloads: the session cookie goes with it, and the file never passes
 * through the page's memory.
 */
export function subscribersCsvHref(state: AdminTableState, status: SubscriberFilter | null): string {
  const params = new URLSearchParams({ format: 'csv' });
  if (state.q !== '') params.set('q', state.q);
  if (state.sort !== null) params.set('sort', state.sort);
  if (status !== null) params.set('status', status);
  return `${ADMIN_ENDPOINTS.adminListSubscribers.path}?${params.toString()}`;
}
