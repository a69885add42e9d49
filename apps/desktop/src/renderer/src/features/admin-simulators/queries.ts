import { PUBLIC_READS } from '@rsd/core';
import { skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../data/api-client';
import { adminRecordKeys, FRESH_RECORD } from '../admin/queries';

/** One simulator from the server, asked again on every visit (an edit starts from the current version). */
export function useAdminSimulator(id: number | null) {
  return useQuery({
    queryKey: adminRecordKeys.simulator(id),
    queryFn: id === null ? skipToken : () => callApi(PUBLIC_READS.getSimulator, { params: { id } }),
    ...FRESH_RECORD,
  });
}
