import type { AuditedEntity } from '@rsd/core';
import { skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../data/api-client';

/** Admin reads go to the server, never the offline cache: an edit must start from the current version. */
export const adminRecordKeys = {
  all: ['admin-records'] as const,
  simulator: (id: number | null) => [...adminRecordKeys.all, 'simulator', id] as const,
  technology: (id: number | null) => [...adminRecordKeys.all, 'technology', id] as const,
  job: (id: number | null) => [...adminRecordKeys.all, 'job', id] as const,
  audit: (entity: AuditedEntity, id: number | null) => [...adminRecordKeys.all, 'audit', entity, id] as const,
};

/**
 * Every mount asks the server again (spec 7: the admin edit refetches on mount), and nothing is kept once
 * the page is left, so a form never opens on a stale copy. Idle for a null id ('new' or not an id).
 */
export const FRESH_RECORD = { staleTime: 0, gcTime: 0, refetchOnMount: 'always' } as const;

export function useAdminSimulator(id: number | null) {
  return useQuery({
    queryKey: adminRecordKeys.simulator(id),
    queryFn: id === null ? skipToken : () => callApi('getSimulator', { params: { id } }),
    ...FRESH_RECORD,
  });
}

/** One record's audit log, newest first. */
export function useAuditLog(entity: AuditedEntity, id: number | null) {
  return useQuery({
    queryKey: adminRecordKeys.audit(entity, id),
    queryFn: id === null ? skipToken : () => callApi('getAuditLog', { query: { entity, entityId: id } }),
    ...FRESH_RECORD,
  });
}
