import type { SimulatorListing } from '@rsd/core';
import type { Queryable } from '../../db/pool';

/** A listing derived from a row at `version`. */
export interface DerivedListing {
  id: number;
  version: number;
  listing: SimulatorListing;
}

/** simulator_listings (migration 0024): each simulator's listing, current while its row carries the same version. */
export const syncListingsRepo = {
  /**
   * Every current stored listing as one JSON array, built by PostgreSQL: no row becomes an object here. In id order:
   * the client stores them packed by id range and checks them in chunks, so an ordered chunk fills packs of its own
   * rather than merging into every pack (bench/README.md, first-visit.ts).
   */
  async currentJson(db: Queryable): Promise<string> {
    const { rows } = await db.query<{ listings: string }>(
      `SELECT coalesce(json_agg(l.listing ORDER BY l.simulator_id), '[]'::json)::text AS listings
       FROM simulator_listings l JOIN simulators s ON s.id = l.simulator_id AND s.version = l.version`,
    );
    return rows[0]?.listings ?? '[]';
  },

  /** The rows whose listing is missing or was derived from an older version, in id order; the first `limit` when given. */
  async staleIds(db: Queryable, limit?: number): Promise<number[]> {
    const { rows } = await db.query<{ id: number }>(
      `SELECT s.id FROM simulators s
       LEFT JOIN simulator_listings l ON l.simulator_id = s.id AND l.version = s.version
       WHERE l.simulator_id IS NULL ORDER BY s.id LIMIT $1`,
      [limit ?? null],
    );
    return rows.map((row) => row.id);
  },

  /** Stores listings whose row still carries the version they were derived from; the others are left out. */
  async store(db: Queryable, derived: readonly DerivedListing[]): Promise<void> {
    await db.query(
      `INSERT INTO simulator_listings (simulator_id, version, listing)
       SELECT x.id, x.version, x.listing
       FROM jsonb_to_recordset($1::jsonb) AS x (id integer, version bigint, listing jsonb)
       JOIN simulators s ON s.id = x.id AND s.version = x.version
       ON CONFLICT (simulator_id) DO UPDATE SET version = EXCLUDED.version, listing = EXCLUDED.listing`,
      [JSON.stringify(derived)],
    );
  },
};
