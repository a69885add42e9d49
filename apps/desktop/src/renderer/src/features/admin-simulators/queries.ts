import { ADMIN_ENDPOINTS, type AuditedEntity, PUBLIC_READS } from '@rsd/core';
import { skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../data/api-client';
import { adminKeys } from '../admin/queries';

/**
 * Admin reads go to the server, never the offline cache: an edit must start from the current version. Under
 * the back-office's root key, so a 401 on any of them signs the admin out (and sign-out drops them).
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

export function useAdminSimulator(id: number | null) {
  return useQuery({
    queryKey: adminRecordKeys.simulator(id),
    queryFn: id === null ? skipToken : () => callApi(PUBLIC_READS.getSimulator, { params: { id } }),
    ...FRESH_RECORD,
  });
}

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
