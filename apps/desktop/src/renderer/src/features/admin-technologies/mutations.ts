import { ADMIN_ENDPOINTS, type Technology, type TechnologyInput } from '@rsd/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../data/api-client';
import { showToast } from '../../ui/toast';
import { apiErrorMessage } from '../admin/mutations';
import { refetchAfterWrite } from '../admin/queries';

export const ADMIN_TECHNOLOGIES_PATH = '/admin/technologies';

export type TechnologySave = { id: null; input: TechnologyInput } | { id: number; input: TechnologyInput; expectedVersion: number };

/** POST or PUT /api/technologies, with toasts worded as the simulator's (spec 8). */
export function useSaveTechnology() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: TechnologySave): Promise<Technology> =>
      save.id === null
        ? callApi(ADMIN_ENDPOINTS.createTechnology, { body: save.input })
        : callApi(ADMIN_ENDPOINTS.updateTechnology, {
            params: { id: save.id },
            body: { ...save.input, expectedVersion: save.expectedVersion },
          }),
    onSuccess: (_saved, save) => {
      showToast({ title: save.id === null ? 'Technology created' : 'Technology updated' });
      return refetchAfterWrite(queryClient);
    },
    onError: (error, save) => {
      showToast({
        title: 'Error',
        description: `Failed to ${save.id === null ? 'create' : 'update'} technology: ${apiErrorMessage(error) ?? 'Unknown error'}`,
        variant: 'destructive',
      });
    },
  });
}
