import type { SyncResponse } from '@rsd/core';
import type { TimeSlicer } from '../../../lib/time-slicer';
import {
  deleteLiveSimulators,
  putInBatches,
  putLiveSimulators,
  SYNC_LISTINGS_KEY,
  SYNC_META_KEY,
  SYNC_STAGING_KEY,
  toLiveSimulators,
  type DirectoryDb,
  type LiveSimulators,
} from '../../cache/db';
import { carryFirstScreen } from '../../cache/first-screen';
import { dropListingsAhead } from './listings-ahead';
import { readStagingMeta, readSyncMeta, type SyncMeta, type SyncStagingMeta } from './meta';
import { assertUnmoved, type Position } from './position';

/** One page's deletes and rows, into the staging tables. */
async function putStagedChanges(db: DirectoryDb, page: SyncResponse): Promise<void> {
  // Deletes first: a row present in the page exists now, whatever the tombstones say.
  await db.stagedSimulators.bulkDelete(page.deleted.simulators);
  await db.stagedTechnologies.bulkDelete(page.deleted.technologies);
  await putInBatches(db.stagedSimulators, page.simulators);
  await putInBatches(db.stagedTechnologies, page.technologies);
}

/** One page's deletes and rows, into the live tables (the simulators with their listings); true when a listing changed. */
async function putLiveChanges(db: DirectoryDb, page: SyncResponse, simulators: LiveSimulators): Promise<boolean> {
  const deleted = await deleteLiveSimulators(db, page.deleted.simulators);
  await db.technologies.bulkDelete(page.deleted.technologies);
  const put = await putLiveSimulators(db, simulators);
  await putInBatches(db.technologies, page.technologies);
  return deleted || put;
}

/** Staged rows with the last page applied as putStagedChanges would: its deletes, then its rows. */
function withPage<T extends { id: number }>(staged: readonly T[], deleted: readonly number[], rows: readonly T[]): T[] {
  const byId = new Map(staged.map((row) => [row.id, row]));
  for (const id of deleted) byId.delete(id);
  for (const row of rows) byId.set(row.id, row);
  return [...byId.values()];
}

/**
 * A page into the live tables. Rows, deletions and the new cursor land together or not at all, and only on the
 * position read; `finishedAt` (the last page) ends a first sync's listings stored ahead. Resolves true when a page
 * that reads the listings must read them again: a stored listing changed, or home's kept first screen could not be
 * carried to the new position (a read keeps it again). A page of records whose listings were stored ahead as they
 * are changes none.
 */
export async function applyLive(
  db: DirectoryDb,
  page: SyncResponse,
  from: Position,
  finishedAt: string | null,
  slicer: TimeSlicer,
): Promise<boolean> {
  const simulators = await toLiveSimulators(page.simulators, slicer);
  return db.transaction('rw', [db.simulators, db.listingPacks, db.technologies, db.meta], async () => {
    const previous = await readSyncMeta(db);
    assertUnmoved(previous, from);
    // Before the listings stored ahead end: their mark is the position of a first screen kept meanwhile.
    const listingsFrom = previous ?? (await db.meta.get(SYNC_LISTINGS_KEY));
    const changed = await putLiveChanges(db, page, simulators);
    const dropped = finishedAt !== null && (await dropListingsAhead(db));
    const meta: SyncMeta = {
      key: SYNC_META_KEY,
      cursor: page.cursor,
      protocol: page.protocol,
      dataset: page.dataset,
      lastSyncedAt: finishedAt ?? previous?.lastSyncedAt ?? null,
    };
    await db.meta.put(meta);
    return changed || dropped || !(await carryFirstScreen(db, listingsFrom, meta));
  });
}

/** A page of a full resync (of `protocol`) goes to staging; the last one swaps staging into the live tables. */
export async function applyStaged(
  db: DirectoryDb,
  protocol: number,
  page: SyncResponse,
  from: Position,
  finishedAt: string | null,
  slicer: TimeSlicer,
): Promise<void> {
  if (finishedAt === null) {
    await db.transaction('rw', [db.stagedSimulators, db.stagedTechnologies, db.meta], async () => {
      assertUnmoved(await readStagingMeta(db), from);
      await putStagedChanges(db, page);
      const staging: SyncStagingMeta = { key: SYNC_STAGING_KEY, cursor: page.cursor, protocol, dataset: page.dataset };
      await db.meta.put(staging);
    });
    return;
  }
  // The swap. The complete set (staging plus this page) gets its listings before the write opens: the
  // stored staging cursor, checked again inside the write, proves that the staging read is still current.
  const staged = await db.transaction('r', [db.stagedSimulators, db.stagedTechnologies, db.meta], async () => {
    assertUnmoved(await readStagingMeta(db), from);
    return { simulators: await db.stagedSimulators.toArray(), technologies: await db.stagedTechnologies.toArray() };
  });
  const simulators = await toLiveSimulators(withPage(staged.simulators, page.deleted.simulators, page.simulators), slicer);
  const technologies = withPage(staged.technologies, page.deleted.technologies, page.technologies);
  const tables = [db.simulators, db.listingPacks, db.technologies, db.stagedSimulators, db.stagedTechnologies, db.meta];
  await db.transaction('rw', tables, async () => {
    assertUnmoved(await readStagingMeta(db), from);
    await db.simulators.clear();
    await db.listingPacks.clear();
    await db.technologies.clear();
    await putLiveSimulators(db, simulators);
    await putInBatches(db.technologies, technologies);
    await db.stagedSimulators.clear();
    await db.stagedTechnologies.clear();
    await db.meta.bulkDelete([SYNC_STAGING_KEY, SYNC_LISTINGS_KEY]);
    const meta: SyncMeta = { key: SYNC_META_KEY, cursor: page.cursor, protocol, dataset: page.dataset, lastSyncedAt: finishedAt };
    await db.meta.put(meta);
  });
}
