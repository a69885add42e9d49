import type { Pool } from 'pg';
import type { ContractHandlers } from '../../http/contract';
import { auditRepo } from './audit.repo';

export function auditRoutes(pool: Pool): Pick<ContractHandlers, 'getAuditLog'> {
  return {
    getAuditLog: ({ query }) => auditRepo.history(pool, query.entity, query.entityId),
  };
}
