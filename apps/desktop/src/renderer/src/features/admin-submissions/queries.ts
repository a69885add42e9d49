import { ADMIN_ENDPOINTS } from '@rsd/core';
import { skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../data/api-client';
import { adminKeys } from '../admin/queries';

/** One submission with every field (GET /api/simulator-submissions/:id); idle for a null id. */
export function useSubmission(id: number | null) {
  return useQuery({
    queryKey: adminKeys.record('submission', id ?? 0),
    queryFn: id === null ? skipToken : () => callApi(ADMIN_ENDPOINTS.getSubmission, { params: { id } }),
  });
}
