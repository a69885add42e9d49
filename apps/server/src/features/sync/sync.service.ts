import { SYNC_PROTOCOL, type Simulator, type SyncQuery, type SyncResponse, type Technology } from '@rsd/core';
import type { Pool } from 'pg';
import { withSnapshot } from '../../db/transactions';
import { simulatorsRepo } from '../simulators/simulators.repo';
import { technologiesRepo } from '../technologies/technologies.repo';
import { syncRepo, type Tombstone } from './sync.repo';

type Change =
  | { kind: 'simulator'; version: number; row: Simulator }
  | { kind: 'technology'; version: number; row: Technology }
  | { kind: 'tombstone'; version: number; row: Tombstone };

export interface SyncService {
  pull(query: SyncQuery): Promise<SyncResponse>;
}

/**
 * A page holds the `limit` oldest changes after `since` across simulators, technologies and tombstones.
 * All three are read in one repeatable-read snapshot, and writers draw versions under a lock held to
 * commit (see the sync triggers), so every version at or below the returned cursor is already visible:
 * a transaction still in flight can only ever get a higher version than anything in this page.
 */
export function createSyncService(pool: Pool): SyncService {
  return {
    pull: ({ since, limit }) =>
      withSnapshot(pool, async (client) => {
        // Each source is capped at limit + 1: enough to fill the page and to know whether more follow.
        const simulators = await simulatorsRepo.changedSince(client, since, limit + 1);
        const technologies = await technologiesRepo.changedSince(client, since, limit + 1);
        const tombstones = await syncRepo.tombstonesSince(client, since, limit + 1);
        const dataset = await syncRepo.datasetId(client);
        const changes: Change[] = [
          ...simulators.map((row) => ({ kind: 'simulator' as const, version: row.version, row })),
          ...technologies.map((row) => ({ kind: 'technology' as const, version: row.version, row })),
          ...tombstones.map((row) => ({ kind: 'tombstone' as const, version: row.version, row })),
        ].toSorted((a, b) => a.version - b.version);
        const page = changes.slice(0, limit);
        const response: SyncResponse = {
          protocol: SYNC_PROTOCOL,
          dataset,
          cursor: page.length ? String(page[page.length - 1]!.version) : since,
          hasMore: changes.length > limit,
          simulators: [],
          technologies: [],
          deleted: { simulators: [], technologies: [] },
        };
        for (const change of page) {
          if (change.kind === 'simulator') response.simulators.push(change.row);
          else if (change.kind === 'technology') response.technologies.push(change.row);
          else if (change.row.entity === 'simulator') response.deleted.simulators.push(change.row.id);
          else response.deleted.technologies.push(change.row.id);
        }
        return response;
      }),
  };
}
