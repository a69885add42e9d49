import { ADMIN_ENDPOINTS, errorReportStatusChange } from '@rsd/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../data/api-client';
import { adminKeys } from '../admin/queries';
import { toastStatusFailed, toastStatusUpdated } from '../admin/ui/admin-toasts';

/**
 * PATCH /api/error-reports/:id/status: resolve or reopen with the note of product rules §4, 'Status updated' or
 * the failure toast; then the list, the record and the dashboard's counts load again.
 */
export function useSetErrorReportResolved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, resolved }: { id: number; resolved: boolean }) =>
      callApi(ADMIN_ENDPOINTS.updateErrorReportStatus, { params: { id }, body: errorReportStatusChange(resolved) }),
    onSuccess: async (report) => {
      toastStatusUpdated();
      queryClient.setQueryData(adminKeys.record('error-report', report.id), report);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.lists('listErrorReports') }),
        queryClient.invalidateQueries({ queryKey: adminKeys.summary() }),
      ]);
    },
    onError: (error) => toastStatusFailed('errorReport', error),
  });
}
