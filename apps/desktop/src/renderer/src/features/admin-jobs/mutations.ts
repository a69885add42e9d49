import { ADMIN_ENDPOINTS, type Job, type JobInput } from '@rsd/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../data/api-client';
import { showToast } from '../../ui/toast';
import { apiErrorMessage } from '../admin/mutations';
import { refetchAfterWrite } from '../admin/queries';

export const ADMIN_JOBS_PATH = '/admin/jobs';

export type JobSave = { id: null; input: JobInput } | { id: number; input: JobInput; expectedVersion: number };

/** POST or PUT /api/jobs, with toasts worded as the simulator's (spec 8). */
export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: JobSave): Promise<Job> =>
      save.id === null
        ? callApi(ADMIN_ENDPOINTS.createJob, { body: save.input })
        : callApi(ADMIN_ENDPOINTS.updateJob, { params: { id: save.id }, body: { ...save.input, expectedVersion: save.expectedVersion } }),
    onSuccess: (_saved, save) => {
      showToast({ title: save.id === null ? 'Job created' : 'Job updated' });
      return refetchAfterWrite(queryClient);
    },
    onError: (error, save) => {
      showToast({
        title: 'Error',
        description: `Failed to ${save.id === null ? 'create' : 'update'} job posting: ${apiErrorMessage(error) ?? 'Unknown error'}`,
        variant: 'destructive',
      });
    },
  });
}
