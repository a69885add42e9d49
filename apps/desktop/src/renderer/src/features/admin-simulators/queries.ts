import { ADMIN_ENDPOINTS, PUBLIC_READS } from '@rsd/core';
import { skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../data/api-client';
import { adminKeys, adminRecordKeys, FRESH_RECORD } from '../admin/queries';

/** One simulator from the server, asked again on every visit (an edit starts from the current version). */
export function useAdminSimulator(id: number | null) {
  return useQuery({
    queryKey: adminRecordKeys.simulator(id),
    queryFn: id === null ? skipToken : () => callApi(PUBLIC_READS.getSimulator, { params: { id } }),
    ...FRESH_RECORD,
  });
}

/** The harvester's state of the tools, under the back-office's root: every admin write refreshes it, sign-out drops it. */
export const harvestKeys = {
  all: () => [...adminKeys.all, 'harvest'] as const,
  list: () => [...harvestKeys.all(), 'list'] as const,
  one: (id: number | null) => [...harvestKeys.all(), id] as const,
};

/** Every tool's harvest state (the simulators table's Harvest column), in one request. */
export function useHarvestStates() {
  return useQuery({ queryKey: harvestKeys.list(), queryFn: () => callApi(ADMIN_ENDPOINTS.listHarvestStates) });
}

/** One tool's harvest state, asked again on every visit like the record beside it ("Use it" needs the current one). */
export function useHarvestState(id: number | null) {
  return useQuery({
    queryKey: harvestKeys.one(id),
    queryFn: id === null ? skipToken : () => callApi(ADMIN_ENDPOINTS.getHarvestState, { params: { id } }),
    ...FRESH_RECORD,
  });
}
