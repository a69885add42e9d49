import { INITIAL_CURSOR, SYNC_DEFAULT_LIMIT, SYNC_PROTOCOL, type SyncResponse } from '@rsd/core';
import { createTimeSlicer, type TimeSlicing } from '../../../lib/time-slicer';
import { isUnreachable } from '../../api-client';
import type { DirectoryDb } from '../../cache/db';
import { useSyncStatus, type SyncStatusStore } from '../status';
import { storeListingsAhead, type FetchSyncListings } from './listings-ahead';
import { readSyncMeta } from './meta';
import { applyLive, applyStaged } from './page-writers';
import { beginStaging, PositionMovedError, startingPoint } from './position';
import { fetchValidPage, SyncProtocolError, type FetchSyncPage } from './valid-page';

export type { FetchSyncListings } from './listings-ahead';
export { SyncProtocolError, SyncStalledError, type FetchSyncPage } from './valid-page';

/** Runs `fn` while no other tab or window runs it (Web Locks); resolves with its result. */
export type RunExclusive = <T>(fn: () => Promise<T>) => Promise<T>;

export interface SyncChanges {
  simulators: boolean;
  technologies: boolean;
  /**
   * Whether what reads the listings (home's list) must read them again: false when the simulators changed but no
   * listing did (records whose listings were stored ahead as they are) and home's kept first screen moved with them.
   */
  listings: boolean;
}

export interface SyncResult {
  pages: number;
  changes: SyncChanges;
}

export interface SyncEngineOptions {
  db: DirectoryDb;
  fetchPage: FetchSyncPage;
  /**
   * Every live simulator's listing in one answer, which a first sync into an empty cache stores before the first
   * page (home then has the whole directory's count); without it, or when it fails, the pages fill the list.
   */
  fetchListings?: FetchSyncListings;
  limit?: number;
  status?: SyncStatusStore;
  /** Called after a run that changed cached rows (to invalidate queries). */
  onChange?: (changes: SyncChanges) => void;
  now?: () => Date;
  /** The protocol this client speaks; tests vary it. */
  protocol?: number;
  /** One runner across tabs; by default Web Locks when the browser has them, else this engine's own guard. */
  runExclusive?: RunExclusive | null;
  /**
   * How a page's validation and listings are cut into main-thread tasks (6 ms slices, scheduler.yield);
   * tests inject the yield and the clock to count the slices.
   */
  slicing?: Partial<TimeSlicing>;
  /**
   * Awaited between the last listing stored ahead and the records' first request: resolves once the page has read
   * the listings just reported (host.ts: the page's note, or its timeout), so that home reads every listing before
   * the records' pages compete with it for the listings' store and the cores. By default at once: no page reads.
   */
  listingsRead?: () => Promise<void>;
}

export interface SyncEngine {
  /** Pull every change since the stored cursor. Concurrent calls share one run. Rejects when the run fails. */
  syncNow(): Promise<SyncResult>;
  /**
   * syncNow's run (started if none is under way), awaited only until it has stored a page of simulators in the
   * live tables or has ended: a first visit's list can show the first page while the rest comes. Rejects when the
   * run fails before.
   */
  firstRows(): Promise<void>;
  /** True once a run has reached the end of the changes at least once. */
  hasSynced(): Promise<boolean>;
}

const SYNC_LOCK_NAME = 'rsd-directory-sync';
/** Another runner moved the stored position this many times in one run: give up for now. */
const MAX_CONFLICTS = 5;
/**
 * Whether a run tells of its changes after its `pages`-th page (and always at its end): after pages 1, 2, 4, 8...
 * Each notice makes home read every listing cached so far, and that read holds the listings' store against the
 * worker's next write: one a second tripled the worker's time between pages at 30,000 tools (bench/README.md,
 * first-visit.ts), where doubling reads each row about twice in all, however long the run.
 */
export const noticeAfterPage = (pages: number): boolean => (pages & (pages - 1)) === 0;

/** Web Locks when the browser has them (every supported browser and Electron; not jsdom). */
export function webLocksRunner(): RunExclusive | null {
  const locks = globalThis.navigator?.locks;
  if (!locks) return null;
  return (fn) => locks.request(SYNC_LOCK_NAME, fn);
}

/**
 * The sync engine: pulls every change since the stored cursor from the server into the cache, page by page (a full
 * resync through the staging tables), one run at a time across tabs. The app runs it on the sync worker
 * (sync.worker.ts); the page holds its client (../worker-client.ts), which has the same face.
 */
export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const {
    db,
    fetchPage,
    fetchListings,
    limit = SYNC_DEFAULT_LIMIT,
    status = useSyncStatus,
    onChange,
    now = () => new Date(),
    protocol = SYNC_PROTOCOL,
    runExclusive = webLocksRunner(),
    slicing,
    listingsRead = async () => undefined,
  } = options;
  let running: { result: Promise<SyncResult>; rowsLanded: Promise<void> } | null = null;

  /** Reports `unreported`'s changes, if any, and forgets them. */
  function notice(unreported: SyncChanges): void {
    if (!unreported.simulators && !unreported.technologies) return;
    onChange?.({ ...unreported });
    unreported.simulators = unreported.technologies = unreported.listings = false;
  }

  async function run(changes: SyncChanges, unreported: SyncChanges, rowsLanded: () => void): Promise<number> {
    let pages = 0;
    let restarts = 0;
    let conflicts = 0;
    let from = await startingPoint(db, protocol, status);
    // A run from nothing (first sync, full resync) reports how far it got; a delta is too short to bother.
    let fromScratch = from.cursor === INITIAL_CURSOR;
    let rows = 0;
    // One slicer for the run: after a wait (the network, a write) its next step yields first.
    const slicer = createTimeSlicer(slicing);
    let chunksAhead = 0;
    const listedAhead =
      from.target === 'live' &&
      from.cursor === INITIAL_CURSOR &&
      (await storeListingsAhead(db, fetchListings, protocol, slicer, () => {
        changes.simulators = unreported.simulators = true;
        changes.listings = unreported.listings = true;
        chunksAhead += 1;
        // The first chunk is a first screen's worth: home reads it while the rest is checked and stored.
        if (chunksAhead === 1) {
          notice(unreported);
          rowsLanded();
        }
      }));
    // Every listing in: home reads them all once (the full count); the records' pages are not reported before the end.
    if (listedAhead) {
      notice(unreported);
      await listingsRead();
    }
    const restart = async (why: string): Promise<void> => {
      // Once per run: a server that keeps asking for it is not going to settle now.
      if (restarts > 0 || from.cursor === INITIAL_CURSOR) throw new Error(why);
      restarts += 1;
      from = await beginStaging(db, protocol, status);
      fromScratch = true;
      rows = 0;
    };
    // The next page, asked for while this one is stored: the server's half of a page and the worker's overlap.
    let ahead: Promise<SyncResponse | 'resync'> | null = null;
    for (;;) {
      const page: SyncResponse | 'resync' = await (ahead ?? fetchValidPage(fetchPage, from.cursor, limit, protocol, slicer));
      ahead = null;
      if (page === 'resync') {
        await restart('The server asked for a full resync again; try again later.');
        continue;
      }
      if (from.dataset !== null && page.dataset !== from.dataset) {
        // Another database answered (recreated, restored, another server): our cursor means nothing there.
        await restart('The server changed its database while syncing; try again later.');
        continue;
      }
      const finishedAt = page.hasMore ? null : now().toISOString();
      // From this page's cursor, as the next request would be; dropped (its failure with it) if this page is not stored.
      const next: Promise<SyncResponse | 'resync'> | null = page.hasMore
        ? fetchValidPage(fetchPage, page.cursor, limit, protocol, slicer)
        : null;
      next?.catch(() => undefined);
      let listingsStale = false;
      try {
        if (from.target === 'live') listingsStale = await applyLive(db, page, from, finishedAt, slicer);
        else await applyStaged(db, protocol, page, from, finishedAt, slicer);
      } catch (error) {
        if (!(error instanceof PositionMovedError)) throw error;
        // Another runner got there first: go on from where it left the cache, never back over it.
        conflicts += 1;
        if (conflicts > MAX_CONFLICTS) throw new Error('Another window keeps syncing at the same time; try again later.', { cause: error });
        from = await startingPoint(db, protocol, status);
        continue;
      }
      pages += 1;
      if (fromScratch) {
        rows += page.simulators.length + page.technologies.length;
        const totalPages = page.remaining === undefined ? null : pages + Math.ceil(page.remaining / limit);
        status.setState({ progress: { pages, rows, totalPages } });
      }
      if (from.target === 'live') {
        const simulators = page.simulators.length > 0 || page.deleted.simulators.length > 0;
        const technologies = page.technologies.length > 0 || page.deleted.technologies.length > 0;
        const listings = simulators && listingsStale;
        changes.simulators ||= simulators;
        changes.technologies ||= technologies;
        changes.listings ||= listings;
        unreported.simulators ||= simulators;
        unreported.technologies ||= technologies;
        unreported.listings ||= listings;
        if (page.simulators.length > 0) rowsLanded();
        // With every listing stored ahead, home shows the whole directory already: a page changes only the tools
        // written since the listings were read, and each notice would read every listing again against the writes.
        if (page.hasMore && !listedAhead && noticeAfterPage(pages)) notice(unreported);
      } else if (finishedAt !== null) {
        // Staged pages change nothing on screen until the swap replaces everything at once.
        changes.simulators = changes.technologies = changes.listings = true;
        unreported.simulators = unreported.technologies = unreported.listings = true;
      }
      from = { target: from.target, cursor: page.cursor, dataset: page.dataset };
      ahead = next;
      if (finishedAt !== null) {
        status.setState({ lastSyncedAt: finishedAt, stale: false });
        return pages;
      }
    }
  }

  async function guardedRun(rowsLanded: () => void): Promise<SyncResult> {
    const meta = await readSyncMeta(db);
    status.setState({ syncing: true, lastSyncedAt: meta?.lastSyncedAt ?? null, progress: null });
    const changes: SyncChanges = { simulators: false, technologies: false, listings: false };
    const unreported: SyncChanges = { simulators: false, technologies: false, listings: false };
    try {
      const pages = await run(changes, unreported, rowsLanded);
      // The run's last change goes out before "Up to date": what waits for that status then finds the rows read.
      notice(unreported);
      status.setState({ syncing: false, offline: false, error: null, updateRequired: false, progress: null });
      return { pages, changes };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (isUnreachable(error)) status.setState({ syncing: false, offline: true, error: null, progress: null });
      else if (error instanceof SyncProtocolError) {
        status.setState({ syncing: false, offline: false, error: message, updateRequired: error.updateRequired, progress: null });
      } else status.setState({ syncing: false, offline: false, error: message, progress: null });
      throw error;
    } finally {
      // Pages applied before a failure are real changes too.
      notice(unreported);
    }
  }

  function startRun(): { result: Promise<SyncResult>; rowsLanded: Promise<void> } {
    if (running) return running;
    let landed!: () => void;
    const rowsLanded = new Promise<void>((resolve) => (landed = resolve));
    const guarded = () => guardedRun(landed);
    const result = (runExclusive ? runExclusive(guarded) : guarded()).finally(() => {
      running = null;
    });
    running = { result, rowsLanded };
    return running;
  }

  return {
    syncNow: () => startRun().result,
    async firstRows() {
      const { result, rowsLanded } = startRun();
      await Promise.race([result, rowsLanded]);
    },
    async hasSynced() {
      return ((await readSyncMeta(db))?.lastSyncedAt ?? null) !== null;
    },
  };
}
