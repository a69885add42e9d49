import { INITIAL_CURSOR, SYNC_DEFAULT_LIMIT, SYNC_PROTOCOL, SyncResponse, type SyncCursor } from '@rsd/core';
import { z } from 'zod';
import { isUnreachable } from './api-client';
import { clearCache, readSyncMeta, SYNC_META_KEY, type DirectoryDb } from './db';
import { useSyncStatus, type SyncStatusStore } from './sync-status';

/** Fetches one raw page of GET /api/sync; the engine validates it. */
export type FetchSyncPage = (since: SyncCursor, limit: number) => Promise<unknown>;

export interface SyncChanges {
  simulators: boolean;
  technologies: boolean;
}

export interface SyncResult {
  pages: number;
  changes: SyncChanges;
}

export interface SyncEngineOptions {
  db: DirectoryDb;
  fetchPage: FetchSyncPage;
  limit?: number;
  status?: SyncStatusStore;
  /** Called after a run that changed cached rows (to invalidate queries). */
  onChange?: (changes: SyncChanges) => void;
  now?: () => Date;
}

export interface SyncEngine {
  /** Pull every change since the stored cursor. Concurrent calls share one run. Rejects when the run fails. */
  syncNow(): Promise<SyncResult>;
  /** True once a run has reached the end of the changes at least once. */
  hasSynced(): Promise<boolean>;
}

/** The server speaks another protocol than this client, even from cursor 0. */
export class SyncProtocolError extends Error {
  override readonly name = 'SyncProtocolError';
  constructor(readonly serverProtocol: number) {
    super(`The server speaks sync protocol ${serverProtocol}; this app speaks ${SYNC_PROTOCOL}.`);
  }
}

const ProtocolOnly = z.object({ protocol: z.number() });

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { db, fetchPage, limit = SYNC_DEFAULT_LIMIT, status = useSyncStatus, onChange, now = () => new Date() } = options;
  let running: Promise<SyncResult> | null = null;

  async function dropCache(changes: SyncChanges): Promise<void> {
    await clearCache(db);
    changes.simulators = changes.technologies = true;
    status.setState({ lastSyncedAt: null });
  }

  async function startingPoint(changes: SyncChanges): Promise<{ cursor: SyncCursor; dataset: string | null }> {
    const meta = await readSyncMeta(db);
    if (!meta) return { cursor: INITIAL_CURSOR, dataset: null };
    if (meta.protocol !== SYNC_PROTOCOL || !meta.dataset) {
      // Written by another version of this app: rows and cursor may mean something else.
      await dropCache(changes);
      return { cursor: INITIAL_CURSOR, dataset: null };
    }
    return { cursor: meta.cursor, dataset: meta.dataset };
  }

  /** Rows, deletions and the new cursor land together or not at all. */
  async function applyPage(page: SyncResponse, lastSyncedAt: string | null): Promise<void> {
    await db.transaction('rw', [db.simulators, db.technologies, db.meta], async () => {
      const previous = await db.meta.get(SYNC_META_KEY);
      // Deletes first: a row present in the page exists now, whatever the tombstones say.
      await db.simulators.bulkDelete(page.deleted.simulators);
      await db.technologies.bulkDelete(page.deleted.technologies);
      await db.simulators.bulkPut(page.simulators);
      await db.technologies.bulkPut(page.technologies);
      await db.meta.put({
        key: SYNC_META_KEY,
        cursor: page.cursor,
        protocol: page.protocol,
        dataset: page.dataset,
        lastSyncedAt: lastSyncedAt ?? previous?.lastSyncedAt ?? null,
      });
    });
  }

  async function run(changes: SyncChanges): Promise<number> {
    let pages = 0;
    let { cursor, dataset } = await startingPoint(changes);
    let restarted = false;
    for (;;) {
      const raw = await fetchPage(cursor, limit);
      const { protocol } = ProtocolOnly.parse(raw);
      if (protocol !== SYNC_PROTOCOL) {
        // Our cached rows and cursor mean nothing to this server: drop them and start over once.
        await dropCache(changes);
        if (restarted || cursor === INITIAL_CURSOR) throw new SyncProtocolError(protocol);
        restarted = true;
        cursor = INITIAL_CURSOR;
        continue;
      }
      const page = SyncResponse.parse(raw);
      if (dataset !== null && page.dataset !== dataset) {
        // Another database answered (recreated, restored, another server): our cursor means nothing there.
        await dropCache(changes);
        dataset = null;
        if (cursor !== INITIAL_CURSOR) {
          if (restarted) throw new Error('The server changed its database while syncing; try again later.');
          restarted = true;
          cursor = INITIAL_CURSOR;
          continue;
        }
      }
      dataset = page.dataset;
      const finishedAt = page.hasMore ? null : now().toISOString();
      await applyPage(page, finishedAt);
      pages += 1;
      changes.simulators ||= page.simulators.length > 0 || page.deleted.simulators.length > 0;
      changes.technologies ||= page.technologies.length > 0 || page.deleted.technologies.length > 0;
      cursor = page.cursor;
      if (finishedAt !== null) {
        status.setState({ lastSyncedAt: finishedAt });
        return pages;
      }
    }
  }

  async function guardedRun(): Promise<SyncResult> {
    const meta = await readSyncMeta(db);
    status.setState({ syncing: true, lastSyncedAt: meta?.lastSyncedAt ?? null });
    const changes: SyncChanges = { simulators: false, technologies: false };
    try {
      const pages = await run(changes);
      status.setState({ syncing: false, offline: false, error: null });
      return { pages, changes };
    } catch (error) {
      status.setState(
        isUnreachable(error)
          ? { syncing: false, offline: true, error: null }
          : { syncing: false, offline: false, error: error instanceof Error ? error.message : String(error) },
      );
      throw error;
    } finally {
      // Pages applied before a failure are real changes too.
      if (changes.simulators || changes.technologies) onChange?.(changes);
    }
  }

  return {
    syncNow() {
      running ??= guardedRun().finally(() => {
        running = null;
      });
      return running;
    },
    async hasSynced() {
      return ((await readSyncMeta(db))?.lastSyncedAt ?? null) !== null;
    },
  };
}
