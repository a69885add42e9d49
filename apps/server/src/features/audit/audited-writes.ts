import type { AuditedEntity, Deleted, User } from '@rsd/core';
import type { Pool, PoolClient } from 'pg';
import { withSyncedWrite } from '../../db/transactions';
import { HttpError, orNotFound } from '../../http/http-error';
import { auditRepo } from './audit.repo';
import { changedFieldsSummary } from './changed-fields';

/** What a synced, versioned table offers to admin writes. */
export interface VersionedRepo<Row extends { id: number }, Input> {
  findById(db: PoolClient, id: number): Promise<Row | undefined>;
  insert(db: PoolClient, input: Input): Promise<Row>;
  update(db: PoolClient, id: number, input: Input, expectedVersion: number): Promise<Row | undefined>;
  delete(db: PoolClient, id: number): Promise<boolean>;
}

export interface AuditedWrites<Row, Input> {
  create(actor: User, input: Input): Promise<Row>;
  /** Applies only while the row is at `expectedVersion`, the version the edit started from. */
  update(actor: User, id: number, input: Input, expectedVersion: number): Promise<Row>;
  delete(actor: User, id: number): Promise<Deleted>;
}

export interface AuditedWritesOptions<Row extends { id: number }, Input, Written> {
  entity: AuditedEntity;
  repo: VersionedRepo<Row, Written>;
  /** What the repository writes for an input, from who writes and the row before (none on a create). */
  prepare: (input: Input, writer: { actor: User; before: Row | undefined }) => Written;
  /** More words for an update's audit summary (which capability terms changed, say); '' for none. */
  details?: (before: Row, after: Row) => string;
  /** The fields an update compares for the audit summary. */
  fields: readonly (keyof Input & keyof Row & string)[];
  missing: (id: number) => string;
  staleMessage: string;
  /** How the audit summary names a row (a simulator's name, a job's title). */
  label: (row: Row) => string;
}

/**
 * Admin create, edit and delete of a synced table: each in one synced-write transaction (so it reaches the sync
 * feed) with its audit record; an edit applies only from the version it started from (409 otherwise).
 */
export function auditedWrites<Row extends { id: number }, Input extends object, Written>(
  pool: Pool,
  { entity, repo, prepare, details, fields, missing, staleMessage, label }: AuditedWritesOptions<Row, Input, Written>,
): AuditedWrites<Row, Input> {
  return {
    create: (actor, input) =>
      withSyncedWrite(pool, async (client) => {
        const created = await repo.insert(client, prepare(input, { actor, before: undefined }));
        await auditRepo.record(client, { actor, action: 'create', entity, entityId: created.id, summary: `Created ${label(created)}.` });
        return created;
      }),

    update: (actor, id, input, expectedVersion) =>
      withSyncedWrite(pool, async (client) => {
        const before = orNotFound(await repo.findById(client, id), missing(id));
        const updated = await repo.update(client, id, prepare(input, { actor, before }), expectedVersion);
        if (!updated) throw new HttpError(409, 'conflict', staleMessage);
        const summary = [
          changedFieldsSummary<Pick<Row, (typeof fields)[number]>>(before, updated, fields),
          details?.(before, updated) ?? '',
        ]
          .filter((sentence) => sentence !== '')
          .join(' ');
        await auditRepo.record(client, { actor, action: 'update', entity, entityId: id, summary });
        return updated;
      }),

    delete: (actor, id) =>
      withSyncedWrite(pool, async (client) => {
        const before = orNotFound(await repo.findById(client, id), missing(id));
        await repo.delete(client, id);
        await auditRepo.record(client, { actor, action: 'delete', entity, entityId: id, summary: `Deleted ${label(before)}.` });
        return { id };
      }),
  };
}
