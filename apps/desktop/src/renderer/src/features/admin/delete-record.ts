import { ADMIN_ENDPOINTS } from '@rsd/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../data/api-client';
import { showToast } from '../../ui/toast';
import { refetchAfterWrite } from './queries';

/** The admin record deletes, each with the thing its toasts name (the spec's error catalogue, §8). */
const DELETES = {
  deleteSimulator: { done: 'Simulator deleted', thing: 'simulator' },
  deleteTechnology: { done: 'Technology deleted', thing: 'technology' },
  deleteJob: { done: 'Job deleted', thing: 'job posting' },
} as const;
export type RecordDelete = keyof typeof DELETES;

/** DELETE one record; 'X deleted', or 'Error' / 'Failed to delete X. Please try again.'; the lists refetch after. */
export function useDeleteRecord(name: RecordDelete) {
  const queryClient = useQueryClient();
  const { done, thing } = DELETES[name];
  return useMutation({
    mutationFn: (id: number) => callApi(ADMIN_ENDPOINTS[name], { params: { id } }),
    onSuccess: () => {
      showToast({ title: done });
      return refetchAfterWrite(queryClient);
    },
    onError: () => showToast({ title: 'Error', description: `Failed to delete ${thing}. Please try again.`, variant: 'destructive' }),
  });
}
