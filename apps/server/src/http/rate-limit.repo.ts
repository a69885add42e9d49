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

  /** Forgets windows that ended; returns how many. */
  async prune(db: Queryable, olderThanSeconds: number): Promise<number> {
    const { rowCount } = await db.query('DELETE FROM rate_limit_windows WHERE window_start < now() - make_interval(secs => $1)', [
      olderThanSeconds,
    ]);
    return rowCount ?? 0;
  },
};
