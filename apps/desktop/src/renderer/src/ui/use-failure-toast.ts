import { useEffect } from 'react';
import { showToast } from './toast';

/** A failure said once as a destructive 'Error' toast (spec 8's admin load failures); nothing while null. */
export function useFailureToast(message: string | null): void {
  useEffect(() => {
    if (message) showToast({ title: 'Error', description: message, variant: 'destructive' });
  }, [message]);
}
