import type { Job } from '@rsd/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataLayer } from '../../data/data-layer-context';
import { saveJob, unsaveJob } from '../../data/local';
import { showToast } from '../../ui/toast';
import { jobKeys } from './queries';

/** Save or forget a job on this device; works offline (nothing leaves the machine). */
export function useToggleSavedJob() {
  const { db } = useDataLayer();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ job, save }: { job: Job; save: boolean }) => (save ? saveJob(db, job) : unsaveJob(db, job.id)),
    onSuccess: (_saved, { job, save }) => {
      // A job opened offline from its saved copy stays on screen once it is no longer saved.
      if (!save && queryClient.getQueryData(jobKeys.detail(job.id)) === undefined) queryClient.setQueryData(jobKeys.detail(job.id), job);
      showToast({
        title: save ? 'Job saved' : 'Job removed from saved jobs',
        description: save ? 'Find it on the Saved tab of the jobs page, even offline.' : undefined,
      });
    },
    onError: () => {
      showToast({ title: 'Could not update saved jobs', description: 'Please try again.', variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.saved() }),
  });
}
