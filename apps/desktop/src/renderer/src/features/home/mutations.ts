import { SUBSCRIBE_ENDPOINT, type SubscriptionForm, type SubscriptionResult } from '@rsd/core';
import { useMutation } from '@tanstack/react-query';
import { showToast } from '../../ui/toast';
import { ApiError, callApi } from '../../data/api-client';
import { sendOrQueue } from '../../data/visitor-writes';

/**
 * The server's result, with its field errors when it refused the form (keyed as the form names them); `queued`:
 * the server could not be reached and the outbox will send it.
 */
export type SubscriptionOutcome = SubscriptionResult & { fields?: Record<string, string[]>; queued?: boolean };

export const SUBSCRIPTION_QUEUED_MESSAGE =
  'The server could not be reached. Your subscription is saved on this device and will be sent automatically when the connection returns.';

/**
 * The server's answer: its result on a success, and on a refusal too, since a refused subscription answers
 * `{ success: false, message }` beside the error (the contract's error body for this endpoint). SUBSCRIBE_ENDPOINT
 * is VISITOR_WRITES.subscribe imported alone: the table would bring the contribution forms' schemas into home.
 */
async function subscribe(form: SubscriptionForm): Promise<SubscriptionOutcome> {
  try {
    const outcome = await sendOrQueue({ endpoint: 'subscribe', body: form }, (headers) =>
      callApi(SUBSCRIBE_ENDPOINT, { body: form, headers }),
    );
    return outcome.status === 'sent' ? outcome.result : { success: true, message: SUBSCRIPTION_QUEUED_MESSAGE, queued: true };
  } catch (error) {
    const refused = error instanceof ApiError ? SUBSCRIBE_ENDPOINT.errorBody.schema.safeParse(error.data) : null;
    if (refused?.success) return { success: false, message: refused.data.message, fields: refused.data.error.fields ?? {} };
    throw error;
  }
}

/** POST /api/subscribe (or the outbox when the server is unreachable) with the toasts of product rules §8 for each outcome; resolves to the server's result. */
export function useSubscribe() {
  return useMutation({
    mutationFn: subscribe,
    onSuccess: (result) => {
      if (result.queued) {
        showToast({ title: 'Saved to send later', description: SUBSCRIPTION_QUEUED_MESSAGE });
      } else if (result.success) {
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
