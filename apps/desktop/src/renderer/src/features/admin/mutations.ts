import { ADMIN_ENDPOINTS, type LoginForm, type User } from '@rsd/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../data/api-client';
import { showToast } from '../../ui/toast';
import { adminKeys } from './queries';
import { adminErrorText } from './ui/admin-error-text';

export { apiErrorMessage, apiFieldErrors, isStaleEdit, loadFailure } from './record-errors';
export { useDeleteRecord, type RecordDelete } from './delete-record';

/** Product rules §8: the sign-in toasts. */
export const LOGIN_FAILED = { title: 'Login failed', description: 'Invalid username or password' } as const;
export const LOGIN_SUCCEEDED = { title: 'Login successful', description: 'Welcome to the admin dashboard' } as const;
export const LOGGED_OUT = 'Logged out';

/** Why a sign-in failed: the spec's words for a refused login; the plain reason otherwise (offline, too many tries). */
function loginFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return LOGIN_FAILED.description;
  if (error instanceof ApiError && error.status === 429) return error.body?.error.message ?? 'Too many attempts. Please try again later.';
  return adminErrorText(error);
}

/** POST /api/auth/login; the account it answers is the signed-in one from then on. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: LoginForm) => callApi(ADMIN_ENDPOINTS.login, { body: form }),
    onSuccess: (user: User) => {
      queryClient.removeQueries({ queryKey: adminKeys.all });
      queryClient.setQueryData(adminKeys.me(), user);
      showToast(LOGIN_SUCCEEDED);
    },
    onError: (error) => showToast({ title: LOGIN_FAILED.title, description: loginFailure(error), variant: 'destructive' }),
  });
}

/** POST /api/auth/logout: the session ends on the server and nothing of the back-office stays in memory. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(ADMIN_ENDPOINTS.logout),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: adminKeys.all });
      showToast({ title: LOGGED_OUT });
    },
    onError: (error) => showToast({ title: 'Error', description: adminErrorText(error), variant: 'destructive' }),
  });
}
