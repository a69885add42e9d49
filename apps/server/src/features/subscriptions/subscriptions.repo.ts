import type { SubscriptionForm } from '@rsd/core';
import type { Queryable } from '../../db/pool';

export const subscriptionsRepo = {
  /**
   * Stores the address unless it is already there in any letter case (the unique index on lower(email));
   * true when this call stored it.
   */
  async insertIfNew(db: Queryable, form: SubscriptionForm): Promise<boolean> {
    const { rowCount } = await db.query(
      `INSERT INTO subscriptions (email, name, company, source) VALUES ($1, $2, $3, $4)
       ON CONFLICT ((lower(email))) DO NOTHING`,
      [form.email, form.name, form.company, form.source],
    );
    return rowCount === 1;
  },
};
