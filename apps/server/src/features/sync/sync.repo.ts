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

  /** Deletes after version `since`, oldest first, at most `limit`. */
  async tombstonesSince(db: Queryable, since: string, limit: number): Promise<Tombstone[]> {
    const { rows } = await db.query<{ entity: SyncedEntity; entity_id: number; version: string }>(
      `SELECT entity, entity_id, version FROM sync_tombstones WHERE version > $1::bigint ORDER BY version LIMIT $2`,
      [since, limit],
    );
    return rows.map((r) => ({ entity: r.entity, id: r.entity_id, version: Number(r.version) }));
  },
};
