import type { Simulator } from '@rsd/core';
import type { Pool } from 'pg';
import type { ChangeSource } from '../../db/change-feed';
import { SimulatorListCache, type SerializedList } from './simulator-list-cache';
import { simulatorsRepo } from './simulators.repo';

export interface SimulatorsService {
  /** The whole list, serialized, from memory when it is current. */
  listSerialized(): Promise<SerializedList>;
  get(id: number): Promise<Simulator | undefined>;
}

export function createSimulatorsService(pool: Pool, changes: ChangeSource): SimulatorsService {
  const cache = new SimulatorListCache(() => simulatorsRepo.list(pool), changes);
  return {
    listSerialized: () => cache.get(),
    get: (id) => simulatorsRepo.findById(pool, id),
  };
}
