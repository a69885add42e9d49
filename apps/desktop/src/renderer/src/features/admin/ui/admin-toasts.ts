import { ApiError, isUnreachable } from '../../../data/api-client';
import { showToast } from '../../../ui/toast';
import type { DeletedThing } from './delete-confirm-dialog';
import { ADMIN_OFFLINE_TEXT } from './admin-error-text';

/** Product rules §8: what a successful delete says. */
export const DELETED_TOASTS: Record<DeletedThing, string> = {
  simulator: 'Simulator deleted',
  technology: 'Technology deleted',
  'job posting': 'Job deleted',
  user: 'User deleted',
  subscriber: 'Subscriber deleted',
};

/** Product rules §8: a failed delete, titled 'Error'. */
export const deleteFailedText = (thing: DeletedThing): string => `Failed to delete ${thing}. Please try again.`;

/** Product rules §8: the status changes' success and failures. */
export const STATUS_UPDATED = 'Status updated';
export const STATUS_FAILED = {
  errorReport: 'Failed to update error report status. Please try again.',
  submission: 'Failed to update submission status. Please try again.',
  user: 'Failed to update user status. Please try again.',
} as const;

/**
 * Why an admin write failed, for its toast: a refusal the server explains (a 409 such as 'the last active
 * administrator', a 404) in its own words, offline said plainly, anything else the spec's text.
 */
export function adminWriteFailure(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.status === 409 || error.status === 404) && error.body) return error.body.error.message;
  return isUnreachable(error) ? ADMIN_OFFLINE_TEXT : fallback;
}

export const toastDeleted = (thing: DeletedThing) => showToast({ title: DELETED_TOASTS[thing] });
export const toastDeleteFailed = (thing: DeletedThing, error: unknown) =>
  showToast({ title: 'Error', description: adminWriteFailure(error, deleteFailedText(thing)), variant: 'destructive' });
export const toastStatusUpdated = () => showToast({ title: STATUS_UPDATED });
export const toastStatusFailed = (which: keyof typeof STATUS_FAILED, error: unknown) =>
  showToast({ title: 'Error', description: adminWriteFailure(error, STATUS_FAILED[which]), variant: 'destructive' });
