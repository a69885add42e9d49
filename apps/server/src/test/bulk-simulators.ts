import type { Pool } from 'pg';

/**
 * Inserts `count` plain simulators ('Tool n', full name 'Tool number n') by SQL alone, as an import or a seed
 * would: many rows fast, with `shortDescription` to make each row as large as a test needs.
 */
export async function insertBulkSimulators(pool: Pool, count: number, shortDescription = 'A short text.'): Promise<void> {
  await pool.query(
    `INSERT INTO simulators (name, full_name, short_description, description, website)
     SELECT 'Tool ' || n, 'Tool number ' || n, $2, 'A longer text.', 'https://example.org/' || n
     FROM generate_series(1, $1::int) n`,
    [count, shortDescription],
  );
}

/** How many simulators have no listing stored at their version yet (the listings keeper's work left to do). */
export async function staleListings(pool: Pool): Promise<number> {
  const { rows } = await pool.query<{ stale: number }>(
    `SELECT count(*)::int AS stale FROM simulators s
     LEFT JOIN simulator_listings l ON l.simulator_id = s.id AND l.version = s.version WHERE l.simulator_id IS NULL`,
  );
  return rows[0]?.stale ?? -1;
}
