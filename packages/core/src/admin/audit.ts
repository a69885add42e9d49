import { z } from 'zod';
import { queryId } from '../api/ids';
import { Timestamp } from '../schemas/common';

export const AUDITED_ENTITIES = ['simulator', 'technology', 'job', 'user', 'error_report', 'submission', 'subscriber'] as const;
export const AuditedEntity = z.enum(AUDITED_ENTITIES);
export type AuditedEntity = z.infer<typeof AuditedEntity>;

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'status'] as const;

/** One admin write, as a record's view page lists it. */
export const AuditEntry = z.object({
  id: z.number().int().positive(),
  at: Timestamp,
  actorUsername: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  entity: AuditedEntity,
  entityId: z.number().int().positive(),
  summary: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** GET /api/audit-log?entity=&entityId=: one record's history, newest first. */
export const AuditQuery = z.object({
  entity: AuditedEntity,
  entityId: queryId('entityId'),
});
