import { PUBLIC_READS } from '@rsd/core';
import { skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../data/api-client';
import { adminRecordKeys, FRESH_RECORD } from '../admin/queries';

/** One technology from the server, asked again on every visit (an edit starts from the current version). */
export function useAdminTechnology(id: number | null) {
  return useQuery({
    queryKey: adminRecordKeys.technology(id),
    queryFn: id === null ? skipToken : () => callApi(PUBLIC_READS.getTechnology, { params: { id } }),
    ...FRESH_RECORD,
  });
}
