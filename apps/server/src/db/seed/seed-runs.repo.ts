import type { Queryable } from '../pool';

/** seed_runs: which seed ids have been applied to this database. */
export const seedRunsRepo = {
  async has(db: Queryable, seedId: string): Promise<boolean> {
    const { rowCount } = await db.query('SELECT 1 FROM seed_runs WHERE seed_id = $1', [seedId]);
    return rowCount !== 0;
  },

  /** Records the seed as applied; false when it already was. A concurrent claim waits for the first to end. */
  async claim(db: Queryable, seedId: string): Promise<boolean> {
    const { rowCount } = await db.query('INSERT INTO seed_runs (seed_id) VALUES ($1) ON CONFLICT DO NOTHING', [seedId]);
    return rowCount === 1;
  },
};
