import { TechnologyInput, type AdminCount, type AdminListQuery, type AdminPage, type Technology } from '@rsd/core';
import type { Pool } from 'pg';
import { auditedWrites, type AuditedWrites } from '../audit/audited-writes';
import { technologiesRepo, type TechnologySortField } from './technologies.repo';

export const STALE_TECHNOLOGY_MESSAGE = 'This technology was changed by someone else since you opened it. Reload it to see their changes.';

export interface TechnologiesService extends AuditedWrites<Technology, TechnologyInput> {
  list(): Promise<Technology[]>;
  adminList(query: AdminListQuery<TechnologySortField>): Promise<AdminPage<Technology>>;
  /** The admin table's matches for search `q` (AdminCount). */
  adminCount(q: string): Promise<AdminCount>;
  get(id: number): Promise<Technology | undefined>;
}

export function createTechnologiesService(pool: Pool): TechnologiesService {
  return {
    list: () => technologiesRepo.list(pool),
    adminList: (query) => technologiesRepo.adminList(pool, query),
    adminCount: (q) => technologiesRepo.adminCount(pool, q),
    get: (id) => technologiesRepo.findById(pool, id),
    ...auditedWrites(pool, {
      entity: 'technology',
      // An admin's input is written as it is.
      prepare: (input) => input,
      repo: technologiesRepo,
      fields: Object.keys(TechnologyInput.shape) as (keyof TechnologyInput & string)[],
      missing: (id) => `Technology ${id} was not found.`,
      label: (row) => row.name,
      staleMessage: STALE_TECHNOLOGY_MESSAGE,
    }),
  };
}
