import type { AdminCount, AdminListQuery, AdminPage, Subscriber, SubscriberFilter, SubscriberSortField, SubscriptionForm } from '@rsd/core';
import { adminListCount, adminListPage, type AdminListSql } from '../../db/admin-list-sql';
import type { Queryable } from '../../db/pool';
import { fitsIntegerColumn } from '../../db/sql-values';

export type SubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** What the opt-in rules read of a subscription. */
export interface SubscriptionRow {
  id: number;
  email: string;
  status: SubscriptionStatus;
  unsubscribedAt: Date | null;
  confirmationSentAt: Date | null;
  /** The UTC day (YYYY-MM-DD) confirmationsThatDay counts. */
  confirmationDay: string | null;
  confirmationsThatDay: number;
  bouncedAt: Date | null;
}

interface DbRow {
  id: number;
  email: string;
  status: SubscriptionStatus;
  unsubscribed_at: Date | null;
  confirmation_sent_at: Date | null;
  confirmation_day: string | null;
  confirmations_that_day: number;
  bounced_at: Date | null;
}

const COLUMNS = `id, email, status, unsubscribed_at, confirmation_sent_at, to_char(confirmation_day, 'YYYY-MM-DD') AS confirmation_day,
  confirmations_that_day, bounced_at`;

const toRow = (row: DbRow): SubscriptionRow => ({
  id: row.id,
  email: row.email,
  status: row.status,
  unsubscribedAt: row.unsubscribed_at,
  confirmationSentAt: row.confirmation_sent_at,
  confirmationDay: row.confirmation_day,
  confirmationsThatDay: row.confirmations_that_day,
  bouncedAt: row.bounced_at,
});

export const subscriptionsRepo = {
  /**
   * Stores the address as pending unless it is already there in any letter case (the unique index on lower(email)),
   * then reads its row locked until the transaction ends, so two subscriptions of one address at once decide in turn.
   */
  async upsertLocked(db: Queryable, form: SubscriptionForm, now: Date): Promise<SubscriptionRow> {
    await db.query(
      `INSERT INTO subscriptions (email, name, company, source, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ((lower(email))) DO NOTHING`,
      [form.email, form.name, form.company, form.source, now],
    );
    const { rows } = await db.query<DbRow>(`SELECT ${COLUMNS} FROM subscriptions WHERE lower(email) = lower($1) FOR UPDATE`, [form.email]);
    const row = rows[0];
    if (!row) throw new Error('the subscription just stored is not there');
    return toRow(row);
  },

  async findLocked(db: Queryable, id: number): Promise<SubscriptionRow | undefined> {
    const { rows } = await db.query<DbRow>(`SELECT ${COLUMNS} FROM subscriptions WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0] && toRow(rows[0]);
  },

  /** A subscription that had ended is asked for again: it waits for a new confirmation. */
  async reopen(db: Queryable, id: number): Promise<void> {
    await db.query(`UPDATE subscriptions SET status = 'pending' WHERE id = $1 AND status = 'unsubscribed'`, [id]);
  },

  async recordConfirmationSent(db: Queryable, id: number, now: Date, day: string, countThatDay: number): Promise<void> {
    await db.query(`UPDATE subscriptions SET confirmation_sent_at = $2, confirmation_day = $3, confirmations_that_day = $4 WHERE id = $1`, [
      id,
      now,
      day,
      countThatDay,
    ]);
  },

  async markBounced(db: Queryable, id: number, now: Date): Promise<void> {
    await db.query('UPDATE subscriptions SET bounced_at = $2 WHERE id = $1 AND bounced_at IS NULL', [id, now]);
  },

  async confirm(db: Queryable, id: number, now: Date): Promise<void> {
    await db.query(`UPDATE subscriptions SET status = 'confirmed', confirmed_at = $2 WHERE id = $1`, [id, now]);
  },

  /** Ends the subscription unless it has ended already (the first unsubscription's time is kept). */
  async unsubscribe(db: Queryable, id: number, now: Date): Promise<void> {
    await db.query(`UPDATE subscriptions SET status = 'unsubscribed', unsubscribed_at = $2 WHERE id = $1 AND status <> 'unsubscribed'`, [
      id,
      now,
    ]);
  },
};

interface SubscriberDbRow {
  id: number;
  email: string;
  name: string | null;
  company: string | null;
  source: string;
  status: SubscriptionStatus;
  created_at: Date;
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
  bounced_at: Date | null;
}

const iso = (at: Date | null): string | null => at && at.toISOString();

const toSubscriber = (row: SubscriberDbRow): Subscriber => ({
  id: row.id,
  email: row.email,
  name: row.name,
  company: row.company,
  source: row.source,
  status: row.status,
  subscribedAt: row.created_at.toISOString(),
  confirmedAt: iso(row.confirmed_at),
  unsubscribedAt: iso(row.unsubscribed_at),
  bouncedAt: iso(row.bounced_at),
});

/**
 * Each status filter's condition, chosen from this fixed table by the parsed enum (never the request's text), so it
 * can sit in the FROM's subquery while the search keeps adminListPage's parameters.
 */
const FILTER_WHERE: Record<SubscriberFilter | 'all', string> = {
  all: 'true',
  pending: "status = 'pending'",
  confirmed: "status = 'confirmed'",
  unsubscribed: "status = 'unsubscribed'",
  bounced: 'bounced_at IS NOT NULL',
};

const subscribersSql = (filter: SubscriberFilter | undefined): AdminListSql<SubscriberSortField> => ({
  from: `(SELECT * FROM subscriptions WHERE ${FILTER_WHERE[filter ?? 'all']}) AS s`,
  select: 'id, email, name, company, source, status, created_at, confirmed_at, unsubscribed_at, bounced_at',
  sortColumns: {
    subscribedAt: 'created_at',
    email: 'lower(email)',
    name: 'lower(name)',
    company: 'lower(company)',
    status: 'status',
    confirmedAt: 'confirmed_at',
    unsubscribedAt: 'unsubscribed_at',
  },
});

/** What the admin Subscribers table reads and erases. */
export const subscribersRepo = {
  list: (db: Queryable, query: AdminListQuery<SubscriberSortField>, filter: SubscriberFilter | undefined): Promise<AdminPage<Subscriber>> =>
    adminListPage(db, subscribersSql(filter), query, toSubscriber),

  count: (db: Queryable, q: string, filter: SubscriberFilter | undefined): Promise<AdminCount> =>
    adminListCount(db, subscribersSql(filter), q),

  /**
   * Erases the subscription's row and answers the address it had (for the audit's masked copy); undefined when there
   * was none. Nothing else holds the address: no table references subscriptions.
   */
  async erase(db: Queryable, id: number): Promise<string | undefined> {
    // An id past the column's range names no row; PostgreSQL would refuse it as a parameter.
    if (!fitsIntegerColumn(id)) return undefined;
    const { rows } = await db.query<{ email: string }>('DELETE FROM subscriptions WHERE id = $1 RETURNING email', [id]);
    return rows[0]?.email;
  },
};
