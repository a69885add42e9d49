import type { Pool } from 'pg';
import type { ContractHandlers } from '../../http/contract';
import { readAdminSummary } from './admin-summary.repo';

export function adminSummaryRoutes(pool: Pool): Pick<ContractHandlers, 'getAdminSummary'> {
  return { getAdminSummary: () => readAdminSummary(pool) };
}
