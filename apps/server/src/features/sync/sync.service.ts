import { INITIAL_CURSOR, SYNC_PROTOCOL, type Simulator, type SyncQuery, type SyncResponse, type Technology } from '@rsd/core';
import type { Pool } from 'pg';
import { withSnapshot } from '../../db/transactions';
import { simulatorsRepo } from '../simulators/simulators.repo';
import { technologiesRepo } from '../technologies/technologies.repo';
import { resyncRequired, UnsupportedProtocolError } from './sync-errors';
import { syncRepo, type Tombstone } from './sync.repo';

type Change =
  | { kind: 'simulator'; version: number; row: Simulator }
  | { kind: 'technology'; version: number; row: Technology }
  | { kind: 'tombstone'; version: number; row: Tombstone };

export interface SyncService {
  /** One page of changes after `query.since`; throws 'unsupported_protocol' or 'resync_required' (409). */
  pull(query: SyncQuery): Promise<SyncResponse>;
  /** Deletes tombstones older than the horizon; returns how many. */
  pruneTombstones(): Promise<number>;
}

export interface SyncServiceOptions {
  /** Tombstones older than this many days are pruned (SYNC_TOMBSTONE_HORIZON_DAYS). */
  tombstoneHorizonDays?: number;
  /** How often a pull prunes first: the first pull after start, then at most once per interval. */
  pruneIntervalMs?: number;
  now?: () => number;
}

export const DEFAULT_TOMBSTONE_HORIZON_DAYS = 90;
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * A page holds the `limit` oldest changes after `since`, read in one repeatable-read snapshot. Writers draw
 * versions under a lock held to commit, so nothing still in flight can get a version at or below the cursor.
 */
export function createSyncService(pool: Pool, options: SyncServiceOptions = {}): SyncService {
  const { tombstoneHorizonDays = DEFAULT_TOMBSTONE_HORIZON_DAYS, pruneIntervalMs = PRUNE_INTERVAL_MS, now = Date.now } = options;
  let lastPrunedAt: number | null = null;
  let pruning: Promise<number> | null = null;

  const pruneTombstones = (): Promise<number> => {
    // Concurrent pulls share one prune.
    pruning ??= syncRepo
      .pruneTombstones(pool, tombstoneHorizonDays)
      .then((count) => {
        lastPrunedAt = now();
        return count;
      })
      .finally(() => {
        pruning = null;
      });
    return pruning;
  };

  /** Pruning rides on pulls, so every server process prunes without a timer of its own. */
  const pruneWhenDue = async (): Promise<void> => {
    if (lastPrunedAt === null || now() - lastPrunedAt >= pruneIntervalMs) await pruneTombstones();
  };

  return {
    pruneTombstones,
    pull: async ({ since, limit, protocol }) => {
      if (protocol !== undefined && protocol !== SYNC_PROTOCOL) throw new UnsupportedProtocolError(protocol);
      await pruneWhenDue();
      return withSnapshot(pool, async (client) => {
        if (since !== INITIAL_CURSOR) {
          // A cursor this sequence never reached comes from another copy of the data (a restored dump
          // keeps its dataset id): skipping changes until the sequence catches up would lose them.
          if (BigInt(since) > BigInt(await syncRepo.latestVersion(client))) {
            throw resyncRequired('The cursor is ahead of this server.');
          }
          // Deletes up to pruned_through may be gone: a client behind it cannot learn of them.
          if (BigInt(since) < BigInt(await syncRepo.prunedThrough(client))) {
            throw resyncRequired('The cursor is older than the deletions this server keeps.');
          }
        }
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
        const cursor = page.length ? String(page[page.length - 1]!.version) : since;
        const hasMore = changes.length > limit;
        const response: SyncResponse = {
          protocol: SYNC_PROTOCOL,
          dataset,
          cursor,
          hasMore,
          // Counted in the same snapshot as the page, so pages + remaining adds up.
          remaining: hasMore ? await syncRepo.changesAfter(client, cursor) : 0,
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
      });
    },
  };
}
