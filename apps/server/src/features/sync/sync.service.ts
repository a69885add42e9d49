import {
  INITIAL_CURSOR,
  isCursorOfProtocol,
  PLAIN_CURSOR_PROTOCOL,
  readSyncCursor,
  SYNC_PROTOCOL,
  writeSyncCursor,
  type Simulator,
  type SyncCursor,
  type SyncListingsQuery,
  type SyncQuery,
  type SyncResponse,
  type Technology,
} from '@rsd/core';
import type { Pool, PoolClient } from 'pg';
import { withSnapshot } from '../../db/transactions';
import { simulatorsRepo } from '../simulators/simulators.repo';
import { technologiesRepo } from '../technologies/technologies.repo';
import { resyncRequired, UnsupportedProtocolError } from './sync-errors';
import { readListings, storeListings } from './sync-listings';
import { syncRepo, type Tombstone } from './sync.repo';

type Change =
  | { kind: 'simulator'; version: number; row: Simulator }
  | { kind: 'technology'; version: number; row: Technology }
  | { kind: 'tombstone'; version: number; row: Tombstone };

/** Where a listings answer is: the database, and the cursor of its latest change (which every change moves). */
export interface ListingsPosition {
  protocol: number;
  dataset: string;
  cursor: SyncCursor;
}

/** Every live simulator's listing (a JSON array text) at a position. */
export interface ListingsSnapshot extends ListingsPosition {
  listingsJson: string;
}

export interface SyncService {
  /** One page of changes after `query.since`; throws 'unsupported_protocol' or 'resync_required' (409). */
  pull(query: SyncQuery): Promise<SyncResponse>;
  /** Every live simulator's listing, read in one snapshot with the cursor of its latest change; throws 'unsupported_protocol'. */
  listings(query: SyncListingsQuery): Promise<ListingsSnapshot>;
  /** Where listings() would answer from now, without reading them; throws 'unsupported_protocol'. */
  listingsPosition(query: SyncListingsQuery): Promise<ListingsPosition>;
  /** Deletes tombstones older than the horizon, and the fingerprints no client can still need; returns how many tombstones. */
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

/** Protocol 1 stays served so that apps in the field keep syncing (without restore detection). */
const SERVED_PROTOCOLS: readonly number[] = [PLAIN_CURSOR_PROTOCOL, SYNC_PROTOCOL];

/**
 * Refuses (resync_required) a cursor this database cannot continue from. A protocol-2 cursor must name a change
 * this database drew, with the same fingerprint: after a restore, versions past the restored copy are missing or
 * drawn again under new fingerprints. A protocol-1 cursor names no change: only one ahead of the sequence or behind
 * the pruned deletions is refused.
 */
async function assertContinuable(client: PoolClient, since: SyncCursor, protocol: number, prunedThrough: bigint): Promise<void> {
  if (!isCursorOfProtocol(since, protocol)) throw resyncRequired(`The cursor is not one of sync protocol ${protocol}.`);
  const { version, stamp } = readSyncCursor(since);
  if (stamp === null) {
    if (version > BigInt(await syncRepo.latestVersion(client))) throw resyncRequired('The cursor is ahead of this server.');
    if (version < prunedThrough) throw resyncRequired('The cursor is older than the deletions this server keeps.');
    return;
  }
  // Deletes up to pruned_through may be gone; a client behind it can only go on if none was pruned since it
  // read its last page (then it held none of those rows). A mark from another history (higher) proves nothing.
  if (version < prunedThrough && stamp.prunedThrough !== prunedThrough) {
    throw resyncRequired('The cursor is older than the deletions this server keeps.');
  }
  if ((await syncRepo.fingerprintOf(client, version)) !== stamp.fingerprint) {
    throw resyncRequired('This database holds no such change: it was restored from an earlier copy, or the change is older than it keeps.');
  }
}

/** The cursor of a page that ends at `version`, read in the page's snapshot. */
async function cursorAt(client: PoolClient, version: bigint, protocol: number, prunedThrough: bigint): Promise<SyncCursor> {
  if (protocol === PLAIN_CURSOR_PROTOCOL) return writeSyncCursor({ version, stamp: null });
  const fingerprint = await syncRepo.fingerprintOf(client, version);
  // The triggers log every version they draw and the prune keeps those a row or tombstone carries.
  if (fingerprint === null) throw new Error(`sync_change_log holds no fingerprint for version ${version}, which a synced row carries.`);
  return writeSyncCursor({ version, stamp: { fingerprint, prunedThrough } });
}

/** The position of the snapshot `client` reads in: its latest change's cursor (INITIAL_CURSOR when none). */
async function positionIn(client: PoolClient, protocol: number): Promise<ListingsPosition> {
  const prunedThrough = BigInt(await syncRepo.prunedThrough(client));
  const latest = await syncRepo.latestChange(client);
  const cursor = latest === 0n ? INITIAL_CURSOR : await cursorAt(client, latest, protocol, prunedThrough);
  return { protocol, dataset: await syncRepo.datasetId(client), cursor };
}

/** The protocol a listings request speaks, refused (unsupported_protocol) when it is not served. */
function listingsProtocol({ protocol = PLAIN_CURSOR_PROTOCOL }: SyncListingsQuery): number {
  if (!SERVED_PROTOCOLS.includes(protocol)) throw new UnsupportedProtocolError(protocol);
  return protocol;
}

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
    listingsPosition: (query) => {
      const protocol = listingsProtocol(query);
      return withSnapshot(pool, (client) => positionIn(client, protocol));
    },
    listings: async (query) => {
      const protocol = listingsProtocol(query);
      const read = await withSnapshot(pool, async (client) => ({
        position: await positionIn(client, protocol),
        listings: await readListings(client),
      }));
      // Outside the read-only snapshot; a row written meanwhile keeps its newer version and is left out.
      await storeListings(pool, read.listings.derived);
      return { ...read.position, listingsJson: read.listings.json };
    },
    // A client from before the protocol was sent speaks protocol 1.
    pull: async ({ since, limit, protocol = PLAIN_CURSOR_PROTOCOL }) => {
      if (!SERVED_PROTOCOLS.includes(protocol)) throw new UnsupportedProtocolError(protocol);
      await pruneWhenDue();
      return withSnapshot(pool, async (client) => {
        const prunedThrough = BigInt(await syncRepo.prunedThrough(client));
        if (since !== INITIAL_CURSOR) await assertContinuable(client, since, protocol, prunedThrough);
        const after = readSyncCursor(since).version.toString();
        // Each source is capped at limit + 1: enough to fill the page and to know whether more follow.
        const simulators = await simulatorsRepo.changedSince(client, after, limit + 1);
        const technologies = await technologiesRepo.changedSince(client, after, limit + 1);
        const tombstones = await syncRepo.tombstonesSince(client, after, limit + 1);
        const dataset = await syncRepo.datasetId(client);
        const changes: Change[] = [
          ...simulators.map((row) => ({ kind: 'simulator' as const, version: row.version, row })),
          ...technologies.map((row) => ({ kind: 'technology' as const, version: row.version, row })),
          ...tombstones.map((row) => ({ kind: 'tombstone' as const, version: row.version, row })),
        ].toSorted((a, b) => a.version - b.version);
        const page = changes.slice(0, limit);
        const last = page.at(-1);
        const cursor = last === undefined ? since : await cursorAt(client, BigInt(last.version), protocol, prunedThrough);
        const hasMore = changes.length > limit;
        const response: SyncResponse = {
          protocol,
          dataset,
          cursor,
          hasMore,
          // Counted in the same snapshot as the page, so pages + remaining adds up.
          remaining: hasMore && last !== undefined ? await syncRepo.changesAfter(client, String(last.version)) : 0,
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
