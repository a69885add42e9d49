import { ADMIN_ENDPOINTS, submissionDecision, type SubmissionDecision } from '@rsd/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../data/api-client';
import { adminKeys } from '../admin/queries';
import { toastStatusFailed, toastStatusUpdated } from '../admin/ui/admin-toasts';

/**
 * PATCH /api/simulator-submissions/:id/status: approve (the server creates the simulator) or reject, with the
 * note of product rules §4; then the list, the record and the dashboard's counts load again.
 */
export function useDecideSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: SubmissionDecision['status'] }) =>
      callApi(ADMIN_ENDPOINTS.decideSubmission, { params: { id }, body: submissionDecision(status) }),
    onSuccess: async (submission) => {
      toastStatusUpdated();
      queryClient.setQueryData(adminKeys.record('submission', submission.id), submission);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.lists('listSubmissions') }),
        queryClient.invalidateQueries({ queryKey: adminKeys.summary() }),
      ]);
    },
    onError: (error) => toastStatusFailed('submission', error),
  });
}
