import type { Queryable } from '../db/pool';

export interface StoredAnswer {
  status: number;
  /** The JSON text sent the first time. */
  body: string;
}

export interface StoredKey {
  requestHash: string;
  answer: StoredAnswer;
}

export const idempotencyRepo = {
  /**
   * Claims (endpoint, key) for this transaction: true when the key was free or had expired. A claim made by a
   * transaction still running makes this wait until that one commits (then false) or rolls back (then true).
   */
  async claim(db: Queryable, endpoint: string, key: string, requestHash: string, ttlHours: number): Promise<boolean> {
    const { rowCount } = await db.query(
      `INSERT INTO idempotency_keys (endpoint, key, request_hash) VALUES ($1, $2, $3)
       ON CONFLICT (endpoint, key) DO UPDATE
         SET request_hash = EXCLUDED.request_hash, status = NULL, response_body = NULL, created_at = now()
         WHERE idempotency_keys.created_at < now() - make_interval(hours => $4)`,
      [endpoint, key, requestHash, ttlHours],
    );
    return rowCount === 1;
  },

  /** Records the answer of the write that claimed the key, in its transaction. */
  async complete(db: Queryable, endpoint: string, key: string, answer: StoredAnswer): Promise<void> {
    await db.query('UPDATE idempotency_keys SET status = $3, response_body = $4 WHERE endpoint = $1 AND key = $2', [
      endpoint,
      key,
      answer.status,
      answer.body,
    ]);
  },

  /** A committed key with its first answer; undefined when there is none (or it was pruned meanwhile). */
  async find(db: Queryable, endpoint: string, key: string): Promise<StoredKey | undefined> {
    const { rows } = await db.query<{ request_hash: string; status: number | null; response_body: string | null }>(
      'SELECT request_hash, status, response_body FROM idempotency_keys WHERE endpoint = $1 AND key = $2',
      [endpoint, key],
    );
    const row = rows[0];
    if (!row || row.status === null || row.response_body === null) return undefined;
    return { requestHash: row.request_hash, answer: { status: row.status, body: row.response_body } };
  },

  /** Forgets keys older than the time a retry may come; returns how many. */
  async prune(db: Queryable, ttlHours: number): Promise<number> {
    const { rowCount } = await db.query('DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1)', [ttlHours]);
    return rowCount ?? 0;
  },
};
