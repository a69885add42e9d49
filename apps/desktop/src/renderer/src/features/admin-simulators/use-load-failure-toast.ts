import { useEffect } from 'react';
import { showToast } from '../../ui/toast';
import { apiErrorMessage } from './record-errors';

/** Spec 8: a failed admin load says the error's message, or `fallback` when it has none; once per message. */
export function useLoadFailureToast(error: unknown, fallback: string): string | null {
  const message = error ? (apiErrorMessage(error) ?? fallback) : null;
  useEffect(() => {
    if (message) showToast({ title: 'Error', description: message, variant: 'destructive' });
  }, [message]);
  return message;
}
