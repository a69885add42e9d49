import { INITIAL_CURSOR, type SyncCursor } from '@rsd/core';
import { SYNC_STAGING_KEY, type DirectoryDb } from '../../cache/db';
import type { SyncStatusStore } from '../status';
import { readStagingMeta, readSyncMeta, type SyncMeta, type SyncStagingMeta } from './meta';

/** Where a run reads from and writes to: the live tables, or the staging tables of a full resync. */
export interface Position {
  target: 'live' | 'staging';
  cursor: SyncCursor;
  /** The dataset the cursor belongs to; null before a first page named it. */
  dataset: string | null;
}

/** The stored position moved under this run: another tab or window applied pages meanwhile. */
export class PositionMovedError extends Error {}

/** Throws PositionMovedError unless the stored position is still the one this run started from. */
export function assertUnmoved(stored: SyncMeta | SyncStagingMeta | undefined, from: Position): void {
  const cursor = stored?.cursor ?? INITIAL_CURSOR;
  const dataset = stored?.dataset ?? null;
  if (cursor !== from.cursor || (from.dataset !== null && dataset !== from.dataset)) throw new PositionMovedError();
}

/** A full resync starts: empty staging, remembered as begun. The live tables are not touched. */
export async function beginStaging(db: DirectoryDb, protocol: number, status: SyncStatusStore): Promise<Position> {
  await db.transaction('rw', [db.stagedSimulators, db.stagedTechnologies, db.meta], async () => {
    await db.stagedSimulators.clear();
    await db.stagedTechnologies.clear();
    const staging: SyncStagingMeta = { key: SYNC_STAGING_KEY, cursor: INITIAL_CURSOR, protocol, dataset: null };
    await db.meta.put(staging);
  });
  status.setState({ stale: true });
  return { target: 'staging', cursor: INITIAL_CURSOR, dataset: null };
}

/** Where a run of `protocol` starts: a resync under way, the live position, an empty cache, or a new resync. */
export async function startingPoint(db: DirectoryDb, protocol: number, status: SyncStatusStore): Promise<Position> {
  const staging = await readStagingMeta(db);
  if (staging?.protocol === protocol) {
    status.setState({ stale: true });
    return { target: 'staging', cursor: staging.cursor, dataset: staging.dataset };
  }
  const meta = await readSyncMeta(db);
  if (meta?.protocol === protocol) return { target: 'live', cursor: meta.cursor, dataset: meta.dataset };
  // Nothing cached yet: fill the live tables page by page, so the first screens appear early.
  if (!meta && (await db.simulators.count()) + (await db.technologies.count()) === 0) {
    return { target: 'live', cursor: INITIAL_CURSOR, dataset: null };
  }
  // Written by another version of this app: the rows may mean something else. Replace them whole.
  return beginStaging(db, protocol, status);
}
