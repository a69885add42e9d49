import { ADMIN_ENDPOINTS, type Simulator, type SimulatorInput } from '@rsd/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../data/api-client';
import { showToast } from '../../ui/toast';
import { apiErrorMessage } from '../admin/mutations';
import { refetchAfterWrite } from '../admin/queries';

/** Where the admin lands after a save, and what a delete refreshes. */
export const ADMIN_SIMULATORS_PATH = '/admin/simulators';

export type SimulatorSave = { id: null; input: SimulatorInput } | { id: number; input: SimulatorInput; expectedVersion: number };

/**
 * POST or PUT /api/simulators with the toasts of spec 8: 'Simulator created' / 'Simulator updated', or
 * 'Failed to create/update simulator: {message or Unknown error}'. Every admin query is refetched after.
 */
export function useSaveSimulator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SimulatorSave): Promise<Simulator> =>
      save.id === null
        ? callApi(ADMIN_ENDPOINTS.createSimulator, { body: save.input })
        : callApi(ADMIN_ENDPOINTS.updateSimulator, {
            params: { id: save.id },
            body: { ...save.input, expectedVersion: save.expectedVersion },
          }),
    onSuccess: (_saved, save) => {
      showToast({ title: save.id === null ? 'Simulator created' : 'Simulator updated' });
      return refetchAfterWrite(queryClient);
    },
    onError: (error, save) => {
      showToast({
        title: 'Error',
        description: `Failed to ${save.id === null ? 'create' : 'update'} simulator: ${apiErrorMessage(error) ?? 'Unknown error'}`,
        variant: 'destructive',
      });
    },
  });
}
