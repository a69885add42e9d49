import { TechnologyInput, type Technology } from '@rsd/core';
import type { Pool } from 'pg';
import { auditedWrites, type AuditedWrites } from '../audit/audited-writes';
import { technologiesRepo } from './technologies.repo';

export const STALE_TECHNOLOGY_MESSAGE = 'This technology was changed by someone else since you opened it. Reload it to see their changes.';

export interface TechnologiesService extends AuditedWrites<Technology, TechnologyInput> {
  list(): Promise<Technology[]>;
  get(id: number): Promise<Technology | undefined>;
}

export function createTechnologiesService(pool: Pool): TechnologiesService {
  return {
    list: () => technologiesRepo.list(pool),
    get: (id) => technologiesRepo.findById(pool, id),
    ...auditedWrites(pool, {
      entity: 'technology',
      repo: technologiesRepo,
      fields: Object.keys(TechnologyInput.shape) as (keyof TechnologyInput & string)[],
      missing: (id) => `Technology ${id} was not found.`,
      staleMessage: STALE_TECHNOLOGY_MESSAGE,
    }),
  };
}
