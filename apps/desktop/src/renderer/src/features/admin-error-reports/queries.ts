import { ADMIN_ENDPOINTS } from '@rsd/core';
import { skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../data/api-client';
import { adminKeys } from '../admin/queries';

/** One error report with every field (GET /api/error-reports/:id); idle for a null id. */
export function useErrorReport(id: number | null) {
  return useQuery({
    queryKey: adminKeys.record('error-report', id ?? 0),
    queryFn: id === null ? skipToken : () => callApi(ADMIN_ENDPOINTS.getErrorReport, { params: { id } }),
  });
}
