import { SimulatorInput, type Deleted, type Simulator, type SimulatorUpdate, type User } from '@rsd/core';
import type { Pool } from 'pg';
import type { ChangeSource } from '../../db/change-feed';
import { withSyncedWrite } from '../../db/transactions';
import { HttpError, orNotFound } from '../../http/http-error';
import { auditRepo } from '../audit/audit.repo';
import { changedFieldsSummary } from '../audit/changed-fields';
import { SimulatorListCache, type SerializedList } from './simulator-list-cache';
import { simulatorsRepo } from './simulators.repo';

export const STALE_SIMULATOR_MESSAGE = 'This simulator was changed by someone else since you opened it. Reload it to see their changes.';

export interface SimulatorsService {
  /** The whole list, serialized, from memory when it is current. */
  listSerialized(): Promise<SerializedList>;
  get(id: number): Promise<Simulator | undefined>;
  create(actor: User, input: SimulatorInput): Promise<Simulator>;
  update(actor: User, id: number, input: SimulatorUpdate): Promise<Simulator>;
  delete(actor: User, id: number): Promise<Deleted>;
}

const FIELDS = Object.keys(SimulatorInput.shape) as (keyof SimulatorInput & string)[];
const missing = (id: number) => `Simulator ${id} was not found.`;

/** Writes go through withSyncedWrite: each reaches the sync feed, so every cache picks it up on its next sync. */
export function createSimulatorsService(pool: Pool, changes: ChangeSource): SimulatorsService {
  const cache = new SimulatorListCache(() => simulatorsRepo.list(pool), changes);
  return {
    listSerialized: () => cache.get(),
    get: (id) => simulatorsRepo.findById(pool, id),

    create: (actor, input) =>
      withSyncedWrite(pool, async (client) => {
        const created = await simulatorsRepo.insert(client, input);
        await auditRepo.record(client, { actor, action: 'create', entity: 'simulator', entityId: created.id, summary: `Created ${created.name}.` });
        return created;
      }),

    update: (actor, id, { expectedVersion, ...input }) =>
      withSyncedWrite(pool, async (client) => {
        const before = orNotFound(await simulatorsRepo.findById(client, id), missing(id));
        const updated = await simulatorsRepo.update(client, id, input, expectedVersion);
        if (!updated) throw new HttpError(409, 'conflict', STALE_SIMULATOR_MESSAGE);
        const summary = changedFieldsSummary<SimulatorInput>(before, updated, FIELDS);
        await auditRepo.record(client, { actor, action: 'update', entity: 'simulator', entityId: id, summary });
        return updated;
      }),

    delete: (actor, id) =>
      withSyncedWrite(pool, async (client) => {
        const before = orNotFound(await simulatorsRepo.findById(client, id), missing(id));
        await simulatorsRepo.delete(client, id);
        await auditRepo.record(client, { actor, action: 'delete', entity: 'simulator', entityId: id, summary: `Deleted ${before.name}.` });
        return { id };
      }),
  };
}
