import type { Simulator, Technology } from '@rsd/core';
import type { Pool } from 'pg';
import { simulatorsRepo } from '../simulators/simulators.repo';
import { technologiesRepo } from '../technologies/technologies.repo';

/** What feeds, the sitemap and link previews read: the published rows, as core types. */
export interface DiscoveryService {
  simulators(): Promise<Simulator[]>;
  technologies(): Promise<Technology[]>;
  simulator(id: number): Promise<Simulator | undefined>;
  technology(id: number): Promise<Technology | undefined>;
}

export function createDiscoveryService(pool: Pool): DiscoveryService {
  return {
    simulators: () => simulatorsRepo.list(pool),
    technologies: () => technologiesRepo.list(pool),
    simulator: (id) => simulatorsRepo.findById(pool, id),
    technology: (id) => technologiesRepo.findById(pool, id),
  };
}
