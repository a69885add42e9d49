import { ADMIN_ENDPOINTS } from '@rsd/core';
import { skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../data/api-client';
import { adminKeys } from '../admin/queries';

/** One user for the edit form (GET /api/users/:id); idle for a null id (the address's id was not one). */
export function useUser(id: number | null) {
  return useQuery({
    queryKey: adminKeys.record('user', id ?? 0),
    queryFn: id === null ? skipToken : () => callApi(ADMIN_ENDPOINTS.getUser, { params: { id } }),
  });
}
