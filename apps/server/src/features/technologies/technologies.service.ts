import type { Technology } from '@rsd/core';
import type { Pool } from 'pg';
import { technologiesRepo } from './technologies.repo';

export interface TechnologiesService {
  list(): Promise<Technology[]>;
  get(id: number): Promise<Technology | undefined>;
}

export function createTechnologiesService(pool: Pool): TechnologiesService {
  return {
    list: () => technologiesRepo.list(pool),
    get: (id) => technologiesRepo.findById(pool, id),
  };
}
