import { ADMIN_ENDPOINTS, type SubscriberFilter } from '@rsd/core';
import type { AdminTableState } from '../admin/ui/admin-table-url';

/** The status filter as the list and its count read it: none for every status. */
export const statusFilter = (status: SubscriberFilter | null): Readonly<Record<string, string>> => (status === null ? {} : { status });

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
