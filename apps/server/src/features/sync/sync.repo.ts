import type { Queryable } from '../../db/pool';

export type SyncedEntity = 'simulator' | 'technology';

export interface Tombstone {
  entity: SyncedEntity;
  id: number;
  version: number;
}

export const syncRepo = {
  /** The id that names this database to sync clients. */
  async datasetId(db: Queryable): Promise<string> {
    const { rows } = await db.query<{ id: string }>(`SELECT id FROM sync_dataset`);
    if (!rows[0]) throw new Error('sync_dataset is empty: migration 0005 did not run.');
    return rows[0].id;
  },

  /** The highest version the sequence has handed out (0 before the first); no cursor can be above it. */
  async latestVersion(db: Queryable): Promise<string> {
    const { rows } = await db.query<{ latest: string }>(
      `SELECT CASE WHEN is_called THEN last_value ELSE 0 END AS latest FROM sync_version_seq`,
    );
    return rows[0]?.latest ?? '0';
  },

  /**
   * The highest version a synced row or tombstone carries in this snapshot (0 when none does). Unlike the
   * sequence's, it never names a change still being written.
   */
  async latestChange(db: Queryable): Promise<bigint> {
    const { rows } = await db.query<{ latest: string }>(
      `SELECT greatest(
         coalesce((SELECT max(version) FROM simulators), 0),
         coalesce((SELECT max(version) FROM technologies), 0),
         coalesce((SELECT max(version) FROM sync_tombstones), 0)
       ) AS latest`,
    );
    return BigInt(rows[0]?.latest ?? '0');
  },

  /** The highest tombstone version pruned so far ('0' when none was). */
  async prunedThrough(db: Queryable): Promise<string> {
    const { rows } = await db.query<{ pruned_through: string }>(`SELECT pruned_through FROM sync_dataset`);
    return rows[0]?.pruned_through ?? '0';
  },

  /**
   * Deletes tombstones older than `days` days and raises pruned_through to the highest version deleted. In the
   * same statement, forgets the fingerprints of versions no row or tombstone carries any more that are older
   * than the newest version drawn before the horizon: a client still at one has not finished a sync since that
   * newer change was drawn, longer ago than the horizon, so its cursor is refused and it resyncs.
   */
  async pruneTombstones(db: Queryable, days: number): Promise<number> {
    const { rows } = await db.query<{ pruned: string }>(
      `WITH pruned AS (
         DELETE FROM sync_tombstones WHERE deleted_at < now() - make_interval(days => $1) RETURNING version
       ), raised AS (
         UPDATE sync_dataset SET pruned_through = GREATEST(pruned_through, (SELECT max(version) FROM pruned))
         WHERE EXISTS (SELECT 1 FROM pruned)
       ), horizon AS (
         SELECT max(version) AS version FROM sync_change_log WHERE drawn_at < now() - make_interval(days => $1)
       ), forgotten AS (
         DELETE FROM sync_change_log l USING horizon
         WHERE l.version < horizon.version
           AND NOT EXISTS (SELECT 1 FROM simulators s WHERE s.version = l.version)
           AND NOT EXISTS (SELECT 1 FROM technologies t WHERE t.version = l.version)
           AND NOT EXISTS (SELECT 1 FROM sync_tombstones x WHERE x.version = l.version)
       )
       SELECT count(*) AS pruned FROM pruned`,
      [days],
    );
    return Number(rows[0]?.pruned ?? 0);
  },

  /** The fingerprint drawn with `version` (32 hex digits), or null when this database holds none for it. */
  async fingerprintOf(db: Queryable, version: bigint): Promise<string | null> {
    const { rows } = await db.query<{ fingerprint: string }>(
      `SELECT replace(fingerprint::text, '-', '') AS fingerprint FROM sync_change_log WHERE version = $1`,
      [version.toString()],
    );
    return rows[0]?.fingerprint ?? null;
  },

  /** How many changes (rows of either table and deletes) have a version after `since`. */
  async changesAfter(db: Queryable, since: string): Promise<number> {
    const { rows } = await db.query<{ n: string }>(
      `SELECT (SELECT count(*) FROM simulators WHERE version > $1::bigint)
            + (SELECT count(*) FROM technologies WHERE version > $1::bigint)
            + (SELECT count(*) FROM sync_tombstones WHERE version > $1::bigint) AS n`,
      [since],
    );
    return Number(rows[0]?.n ?? 0);
  },

  /** Deletes after version `since`, oldest first, at most `limit`. */
  async tombstonesSince(db: Queryable, since: string, limit: number): Promise<Tombstone[]> {
    const { rows } = await db.query<{ entity: SyncedEntity; entity_id: number; version: string }>(
      `SELECT entity, entity_id, version FROM sync_tombstones WHERE version > $1::bigint ORDER BY version LIMIT $2`,
      [since, limit],
    );
    return rows.map((r) => ({ entity: r.entity, id: r.entity_id, version: Number(r.version) }));
  },
};
