import type { SubscriptionForm, SubscriptionResult } from '@rsd/core';
import type { Pool } from 'pg';
import type { Queryable } from '../../db/pool';
import { subscriptionsRepo } from './subscriptions.repo';

export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing to our updates.';

export interface SubscriptionsService {
  /** `db`: the pool, or the transaction of an idempotent request. */
  subscribe(form: SubscriptionForm, db?: Queryable): Promise<SubscriptionResult>;
}

/**
 * A second subscription of the same address changes nothing and answers exactly like the first: telling it apart
 * would tell anyone who tries an address that its owner subscribed.
 */
export function createSubscriptionsService(pool: Pool): SubscriptionsService {
  return {
    subscribe: async (form, db = pool) => {
      await subscriptionsRepo.insertIfNew(db, form);
      return { success: true, message: SUBSCRIBED_MESSAGE };
    },
  };
}
