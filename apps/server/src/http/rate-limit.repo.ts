import type { Queryable } from '../db/pool';

export interface WindowCount {
  /** Requests in the client's current window, this one included. */
  hits: number;
  /** Whole seconds until that window ends (at least 1). */
  secondsLeft: number;
}

export const rateLimitRepo = {
  /**
   * Counts one request of `client` against `bucket`, atomically: one upsert, so any number of server processes
   * on this database count together. A window starts at the client's first request and lasts `windowSeconds`.
   */
  async hit(db: Queryable, bucket: string, client: string, windowSeconds: number): Promise<WindowCount> {
    const { rows } = await db.query<{ hits: number; seconds_left: number }>(
      `INSERT INTO rate_limit_windows AS w (bucket, client, window_start, hits) VALUES ($1, $2, now(), 1)
       ON CONFLICT (bucket, client) DO UPDATE SET
         window_start = CASE WHEN w.window_start <= now() - make_interval(secs => $3) THEN now() ELSE w.window_start END,
         hits = CASE WHEN w.window_start <= now() - make_interval(secs => $3) THEN 1 ELSE w.hits + 1 END
       RETURNING hits,
         greatest(1, ceil(extract(epoch FROM w.window_start + make_interval(secs => $3) - now())))::int AS seconds_left`,
      [bucket, client, windowSeconds],
    );
    const row = rows[0]!;
    return { hits: row.hits, secondsLeft: row.seconds_left };
  },

  /** Takes back one request of the client's current window. */
  async forgive(db: Queryable, bucket: string, client: string): Promise<void> {
    await db.query('UPDATE rate_limit_windows SET hits = greatest(hits - 1, 0) WHERE bucket = $1 AND client = $2', [bucket, client]);
  },

  async reset(db: Queryable, bucket: string, client: string): Promise<void> {
    await db.query('DELETE FROM rate_limit_windows WHERE bucket = $1 AND client = $2', [bucket, client]);
  },

  /** Forgets windows that ended, each bucket by its own window length; returns how many. */
  async prune(db: Queryable, buckets: readonly { bucket: string; windowSeconds: number }[]): Promise<number> {
    const { rowCount } = await db.query(
      `DELETE FROM rate_limit_windows w
        USING unnest($1::text[], $2::int[]) AS r(bucket, seconds)
        WHERE w.bucket = r.bucket AND w.window_start < now() - make_interval(secs => r.seconds)`,
      [buckets.map((b) => b.bucket), buckets.map((b) => b.windowSeconds)],
    );
    return rowCount ?? 0;
  },
};
