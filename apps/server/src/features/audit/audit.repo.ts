import type { AuditEntry, AuditedEntity, User } from '@rsd/core';
import type { Queryable } from '../../db/pool';

export interface AuditRecord {
  /** id null: a change made from a shell (npm run admin), by no account. */
  actor: Pick<User, 'username'> & { id: number | null };
  action: AuditEntry['action'];
  entity: AuditedEntity;
  entityId: number;
  summary: string;
}

interface AuditRow {
  id: string;
  at: Date;
  actor_username: string;
  action: AuditEntry['action'];
  entity: AuditedEntity;
  entity_id: number;
  summary: string;
}

export const auditRepo = {
  /** Call inside the write's own transaction. */
  async record(db: Queryable, r: AuditRecord): Promise<void> {
    await db.query(`INSERT INTO audit_log (actor_id, actor_username, action, entity, entity_id, summary) VALUES ($1, $2, $3, $4, $5, $6)`, [
      r.actor.id,
      r.actor.username,
      r.action,
      r.entity,
      r.entityId,
      r.summary,
    ]);
  },

  async history(db: Queryable, entity: AuditedEntity, entityId: number): Promise<AuditEntry[]> {
    const { rows } = await db.query<AuditRow>(
      `SELECT id, at, actor_username, action, entity, entity_id, summary FROM audit_log
        WHERE entity = $1 AND entity_id = $2 ORDER BY at DESC, id DESC LIMIT 500`,
      [entity, entityId],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      at: r.at.toISOString(),
      actorUsername: r.actor_username,
      action: r.action,
      entity: r.entity,
      entityId: r.entity_id,
      summary: r.summary,
    }));
  },
};
