import { ADMIN_ENDPOINTS } from '@rsd/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../data/api-client';
import { refetchAfterWrite } from '../admin/queries';
import { toastDeleted, toastDeleteFailed } from '../admin/ui/admin-toasts';

/** DELETE /api/admin/subscribers/:id, which erases the row; 'Subscriber deleted', or the failure's reason. */
export function useDeleteSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(ADMIN_ENDPOINTS.deleteSubscriber, { params: { id } }),
    onSuccess: () => {
      toastDeleted('subscriber');
      return refetchAfterWrite(queryClient);
    },
    onError: (error) => toastDeleteFailed('subscriber', error),
  });
}
