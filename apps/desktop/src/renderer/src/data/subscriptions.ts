import { API, SubscriptionResult, type SubscriptionForm } from '@rsd/core';
import { useMutation } from '@tanstack/react-query';
import { showToast } from '../ui/toast';
import { apiPost } from './api-client';

/** POST /api/subscribe with the spec 8 toasts for each outcome; resolves true when subscribed. */
export function useSubscribe() {
  return useMutation({
    mutationFn: (form: SubscriptionForm) => apiPost(API.subscribe, form, SubscriptionResult),
    onSuccess: (result) => {
      if (result.success) {
        showToast({ title: 'Subscription successful!', description: 'Thank you for subscribing to our updates.' });
      } else {
        showToast({
          title: 'Subscription failed',
          description: result.message || 'An error occurred. Please try again.',
          variant: 'destructive',
        });
      }
    },
    onError: () => {
      showToast({ title: 'Subscription failed', description: 'An error occurred. Please try again later.', variant: 'destructive' });
    },
  });
}
