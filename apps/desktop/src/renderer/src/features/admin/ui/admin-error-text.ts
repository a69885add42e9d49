import { ApiError, isUnreachable } from '../../../data/api-client';

/** Offline, admin screens say why nothing loads instead of failing obscurely (issue 10). */
export const ADMIN_OFFLINE_TEXT = 'Admin work needs a connection to the server. Check your network and try again.';

/** A failed admin read, said plainly: offline, the server's own message, or the error's. */
export function adminErrorText(error: unknown): string {
  if (isUnreachable(error)) return ADMIN_OFFLINE_TEXT;
  if (error instanceof ApiError && error.body) return error.body.error.message;
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}
