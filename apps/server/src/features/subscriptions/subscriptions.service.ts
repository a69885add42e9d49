import type { SubscriptionForm, SubscriptionResult } from '@rsd/core';
import type { Pool } from 'pg';
import type { Queryable } from '../../db/pool';
import { subscriptionsRepo } from './subscriptions.repo';

export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing to our updates.';
export const ALREADY_SUBSCRIBED_MESSAGE = 'This email address is already subscribed.';

export interface SubscriptionsService {
  /** `db`: the pool, or the transaction of an idempotent request. */
  subscribe(form: SubscriptionForm, db?: Queryable): Promise<SubscriptionResult>;
}

/** A second subscription of the same address is a success that changes nothing: the visitor is on the list. */
export function createSubscriptionsService(pool: Pool): SubscriptionsService {
  return {
    subscribe: async (form, db = pool) =>
      (await subscriptionsRepo.insertIfNew(db, form))
        ? { success: true, message: SUBSCRIBED_MESSAGE }
        : { success: true, message: ALREADY_SUBSCRIBED_MESSAGE },
  };
}
