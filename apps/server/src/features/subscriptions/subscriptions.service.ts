import type { SubscriptionForm, SubscriptionResult } from '@rsd/core';
import type { Pool } from 'pg';
import { subscriptionsRepo } from './subscriptions.repo';

export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing to our updates.';
export const ALREADY_SUBSCRIBED_MESSAGE = 'This email address is already subscribed.';

export interface SubscriptionsService {
  subscribe(form: SubscriptionForm): Promise<SubscriptionResult>;
}

/** A second subscription of the same address is a success that changes nothing: the visitor is on the list. */
export function createSubscriptionsService(pool: Pool): SubscriptionsService {
  return {
    subscribe: async (form) =>
      (await subscriptionsRepo.insertIfNew(pool, form))
        ? { success: true, message: SUBSCRIBED_MESSAGE }
        : { success: true, message: ALREADY_SUBSCRIBED_MESSAGE },
  };
}
