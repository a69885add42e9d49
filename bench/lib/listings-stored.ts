import type { Pool } from 'pg';

const STALE_LISTINGS = `SELECT count(*)::int AS stale FROM simulators s
  LEFT JOIN simulator_listings l ON l.simulator_id = s.id AND l.version = s.version WHERE l.simulator_id IS NULL`;

/**
 * Waits until every simulator's listing is stored for its row's version (the server processes' listings keepers);
 * the ms from `since` (performance.now()).
 */
export async function listingsStored(pool: Pool, since = performance.now()): Promise<number> {
  for (;;) {
    const { rows } = await pool.query<{ stale: number }>(STALE_LISTINGS);
    if (rows[0]?.stale === 0) return performance.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
