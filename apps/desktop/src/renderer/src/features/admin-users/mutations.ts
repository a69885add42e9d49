import { ADMIN_ENDPOINTS, type UserCreateInput, type UserUpdateInput } from '@rsd/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../data/api-client';
import { showToast } from '../../ui/toast';
import { adminKeys } from '../admin/queries';
import { toastDeleted, toastDeleteFailed, toastStatusFailed, toastStatusUpdated } from '../admin/ui/admin-toasts';

/** After any write the users list (and the dashboard's counts) load again. */
function useRefreshUsers() {
  const queryClient = useQueryClient();
  return async (id?: number) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.lists('listUsers') }),
      queryClient.invalidateQueries({ queryKey: adminKeys.summary() }),
      id === undefined ? null : queryClient.invalidateQueries({ queryKey: adminKeys.record('user', id) }),
    ]);
  };
}

/** DELETE /api/users/:id with the toasts of product rules §8 (a 409's reason, e.g. one's own account, as the server says it). */
export function useDeleteUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (id: number) => callApi(ADMIN_ENDPOINTS.deleteUser, { params: { id } }),
    onSuccess: async () => {
      toastDeleted('user');
      await refresh();
    },
    onError: (error) => toastDeleteFailed('user', error),
  });
}

/** PATCH /api/users/:id/status: activate or deactivate. */
export function useSetUserStatus() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      callApi(ADMIN_ENDPOINTS.setUserStatus, { params: { id }, body: { isActive } }),
    onSuccess: async (user) => {
      toastStatusUpdated();
      await refresh(user.id);
    },
    onError: (error) => toastStatusFailed('user', error),
  });
}

/** POST /api/users. Failures are shown on the form (field errors, a taken username). */
export function useCreateUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (body: UserCreateInput) => callApi(ADMIN_ENDPOINTS.createUser, { body }),
    onSuccess: async () => {
      showToast({ title: 'User created' });
      await refresh();
    },
  });
}

/** PUT /api/users/:id; a blank password keeps the current one. */
export function useUpdateUser(id: number) {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (body: UserUpdateInput) => callApi(ADMIN_ENDPOINTS.updateUser, { params: { id }, body }),
    onSuccess: async () => {
      showToast({ title: 'User updated' });
      await refresh(id);
    },
  });
}
