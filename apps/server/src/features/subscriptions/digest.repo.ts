import type { Queryable } from '../../db/pool';

/** What a digest's marker says of its period: see migration 0022. */
export type DigestState = 'sending' | 'sent' | 'empty' | 'bounced' | 'interrupted';

/** What the digest reads of a subscription. */
export interface DigestSubscriber {
  id: number;
  email: string;
  /** Confirmed and not bounced: the only subscriptions a digest goes to. */
  mailable: boolean;
  /** Where this subscriber's next window starts: the end of the last digest's, else the confirmation. */
  since: Date | null;
}

/** A simulator or technology added or updated in a window, as the digest lists it. */
export interface ChangedEntry {
  kind: 'simulator' | 'technology';
  id: number;
  name: string;
  added: boolean;
}

export const digestRepo = {
  /** The subscriptions a digest goes to now, in id order. */
  async mailableIds(db: Queryable): Promise<number[]> {
    const { rows } = await db.query<{ id: number }>(
      `SELECT id FROM subscriptions WHERE status = 'confirmed' AND bounced_at IS NULL ORDER BY id`,
    );
    return rows.map((row) => row.id);
  },

  async subscriber(db: Queryable, id: number): Promise<DigestSubscriber | undefined> {
    const { rows } = await db.query<{ id: number; email: string; mailable: boolean; since: Date | null }>(
      `SELECT id, email, status = 'confirmed' AND bounced_at IS NULL AS mailable, coalesce(digest_through, confirmed_at) AS since
       FROM subscriptions WHERE id = $1`,
      [id],
    );
    return rows[0];
  },

  async stateOf(db: Queryable, id: number, period: string): Promise<DigestState | undefined> {
    const { rows } = await db.query<{ state: DigestState }>(
      'SELECT state FROM subscription_digests WHERE subscription_id = $1 AND period = $2',
      [id, period],
    );
    return rows[0]?.state;
  },

  /**
   * Simulators and technologies whose creation or last curated change falls in (since, until], each once, by kind
   * then name. A harvest keeps `updated_at` (migration 0017), so repository facts alone do not make a tool "updated".
   */
  async changes(db: Queryable, since: Date, until: Date): Promise<ChangedEntry[]> {
    const { rows } = await db.query<ChangedEntry>(
      `SELECT kind, id, name, added FROM (
         SELECT 'simulator' AS kind, id, name, created_at > $1 AS added, greatest(created_at, updated_at) AS changed FROM simulators
         UNION ALL
         SELECT 'technology', id, name, created_at > $1, greatest(created_at, updated_at) FROM technologies
       ) AS entries
       WHERE changed > $1 AND changed <= $2
       ORDER BY kind, lower(name), id`,
      [since, until],
    );
    return rows;
  },

  /** The marker, written before anything is sent; false when the period already has one. */
  async begin(
    db: Queryable,
    id: number,
    period: string,
    state: 'sending' | 'empty',
    since: Date,
    until: Date,
    now: Date,
  ): Promise<boolean> {
    const { rowCount } = await db.query(
      `INSERT INTO subscription_digests (subscription_id, period, state, changes_since, changes_until, started_at, finished_at)
       VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $3 = 'sending' THEN NULL ELSE $6::timestamptz END)
       ON CONFLICT DO NOTHING`,
      [id, period, state, since, until, now],
    );
    return rowCount === 1;
  },

  async finish(db: Queryable, id: number, period: string, state: 'sent' | 'bounced' | 'interrupted', now: Date): Promise<void> {
    await db.query('UPDATE subscription_digests SET state = $3, finished_at = $4 WHERE subscription_id = $1 AND period = $2', [
      id,
      period,
      state,
      now,
    ]);
  },

  /** The mail did not leave: the period is open again, for graphile-worker's retry. */
  async forget(db: Queryable, id: number, period: string): Promise<void> {
    await db.query(`DELETE FROM subscription_digests WHERE subscription_id = $1 AND period = $2 AND state = 'sending'`, [id, period]);
  },

  /** The subscriber's next window starts where this one ended (never earlier than it did). */
  async coveredThrough(db: Queryable, id: number, until: Date): Promise<void> {
    await db.query('UPDATE subscriptions SET digest_through = greatest(digest_through, $2) WHERE id = $1', [id, until]);
  },

  /**
   * Erases pending subscriptions never confirmed whose last request (the subscription, or the last confirmation
   * sent) is older than `before`; their digest markers go with them. Returns how many.
   */
  async erasePendingBefore(db: Queryable, before: Date): Promise<number> {
    const { rowCount } = await db.query(
      `DELETE FROM subscriptions
       WHERE status = 'pending' AND confirmed_at IS NULL AND greatest(created_at, confirmation_sent_at) < $1`,
      [before],
    );
    return rowCount ?? 0;
  },
};
