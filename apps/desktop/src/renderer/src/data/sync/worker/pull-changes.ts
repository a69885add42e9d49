import {
  INITIAL_CURSOR,
  isCursorAfter,
  SYNC_DEFAULT_LIMIT,
  SYNC_PROTOCOL,
  type SyncCursor,
  type SyncListingsResponse,
  type SyncResponse,
} from '@rsd/core';
import { z } from 'zod';
import { createTimeSlicer, type TimeSlicer, type TimeSlicing } from '../../../lib/time-slicer';
import { ApiError, isUnreachable } from '../../api-client';
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
import { useSyncStatus, type SyncStatusStore } from '../status';
import { readStagingMeta, readSyncMeta, type SyncListingsMeta, type SyncMeta, type SyncStagingMeta } from './meta';
import { readSyncListingChunks, readSyncPage } from './page-reader';

/** Fetches one raw page of GET /api/sync for a client of `protocol`; the engine validates it. */
export type FetchSyncPage = (since: SyncCursor, limit: number, protocol: number) => Promise<unknown>;

/** Fetches GET /api/sync/listings, raw, for a client of `protocol`; the engine validates it. */
export type FetchSyncListings = (protocol: number) => Promise<unknown>;

/** Runs `fn` while no other tab or window runs it (Web Locks); resolves with its result. */
export type RunExclusive = <T>(fn: () => Promise<T>) => Promise<T>;

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
   * Awaited between the last listing stored ahead and the records' first request: by default LISTINGS_READ_PAUSE_MS,
   * while home reads every listing; tests pass their own.
   */
  pauseAfterListings?: () => Promise<void>;
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

/** The server speaks a sync protocol this app cannot read. The cache is kept. */
export class SyncProtocolError extends Error {
  override readonly name = 'SyncProtocolError';
  constructor(
    /** null when the server did not say which. */
    readonly serverProtocol: number | null,
    readonly clientProtocol: number,
  ) {
    super(
      serverProtocol !== null && serverProtocol < clientProtocol
        ? `The directory server speaks an older sync protocol (${serverProtocol}) than this app (${clientProtocol}); it needs to be updated.`
        : `The directory server speaks a newer sync protocol than this app (${clientProtocol}): update the app.`,
    );
  }

  /** Only an update of this app helps (as opposed to the server's). */
  get updateRequired(): boolean {
    return this.serverProtocol === null || this.serverProtocol > this.clientProtocol;
  }
}

/** A page said more follow but did not move the cursor forward: following it would loop forever. */
export class SyncStalledError extends Error {
  override readonly name = 'SyncStalledError';
  constructor(since: SyncCursor, cursor: SyncCursor) {
    super(`The server answered a sync from ${since} with cursor ${cursor} and more to come; sync stopped instead of looping.`);
  }
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

/**
 * How long the records' pages wait once every listing is stored ahead: home reads all of them then, and the
 * worker's first pages (their JSON, checks and writes in the listings' store) made that read come 9 s after the
 * listings at 30,065 tools on two loaded cores, 1.7 s with this pause (bench/README.md, first-visit.ts).
 */
export const LISTINGS_READ_PAUSE_MS = 1_500;

const ProtocolOnly = z.object({ protocol: z.number() });

/** Web Locks when the browser has them (every supported browser and Electron; not jsdom). */
export function webLocksRunner(): RunExclusive | null {
  const locks = globalThis.navigator?.locks;
  if (!locks) return null;
  return (fn) => locks.request(SYNC_LOCK_NAME, fn);
}

/** Where a run reads from and writes to: the live tables, or the staging tables of a full resync. */
interface Position {
  target: 'live' | 'staging';
  cursor: SyncCursor;
  /** The dataset the cursor belongs to; null before a first page named it. */
  dataset: string | null;
}

/** The stored position moved under this run: another tab or window applied pages meanwhile. */
class PositionMovedError extends Error {}

const syncErrorCode = (error: unknown): string | null => (error instanceof ApiError ? (error.body?.error.code ?? null) : null);

/** Throws PositionMovedError unless the stored position is still the one this run started from. */
function assertUnmoved(stored: SyncMeta | SyncStagingMeta | undefined, from: Position): void {
  const cursor = stored?.cursor ?? INITIAL_CURSOR;
  const dataset = stored?.dataset ?? null;
  if (cursor !== from.cursor || (from.dataset !== null && dataset !== from.dataset)) throw new PositionMovedError();
}

/** One page's deletes and rows, into the staging tables. */
async function putStagedChanges(db: DirectoryDb, page: SyncResponse): Promise<void> {
  // Deletes first: a row present in the page exists now, whatever the tombstones say.
  await db.stagedSimulators.bulkDelete(page.deleted.simulators);
  await db.stagedTechnologies.bulkDelete(page.deleted.technologies);
  await putInBatches(db.stagedSimulators, page.simulators);
  await putInBatches(db.stagedTechnologies, page.technologies);
}

/** One page's deletes and rows, into the live tables (the simulators with their listings). */
async function putLiveChanges(db: DirectoryDb, page: SyncResponse, simulators: LiveSimulators): Promise<void> {
  await deleteLiveSimulators(db, page.deleted.simulators);
  await db.technologies.bulkDelete(page.deleted.technologies);
  await putLiveSimulators(db, simulators);
  await putInBatches(db.technologies, page.technologies);
}

/**
 * Once a first sync that stored the listings ahead of the records has every record: a listing still without one
 * is of a tool gone from the server since the listings were read with no tombstone to say so (a restored
 * database), and goes, with the mark. The tombstones of the records' pages took the others already.
 */
async function dropListingsAhead(db: DirectoryDb): Promise<void> {
  if ((await db.meta.get(SYNC_LISTINGS_KEY)) === undefined) return;
  const records = new Set(await db.simulators.toCollection().primaryKeys());
  const listed = await db.simulatorListings.toCollection().primaryKeys();
  await db.simulatorListings.bulkDelete(listed.filter((id) => !records.has(id)));
  await db.meta.delete(SYNC_LISTINGS_KEY);
}

/** Staged rows with the last page applied as putStagedChanges would: its deletes, then its rows. */
function withPage<T extends { id: number }>(staged: readonly T[], deleted: readonly number[], rows: readonly T[]): T[] {
  const byId = new Map(staged.map((row) => [row.id, row]));
  for (const id of deleted) byId.delete(id);
  for (const row of rows) byId.set(row.id, row);
  return [...byId.values()];
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
    pauseAfterListings = () => new Promise<void>((resolve) => setTimeout(resolve, LISTINGS_READ_PAUSE_MS)),
  } = options;
  let running: { result: Promise<SyncResult>; rowsLanded: Promise<void> } | null = null;

  /** A full resync starts: empty staging, remembered as begun. The live tables are not touched. */
  async function beginStaging(): Promise<Position> {
    await db.transaction('rw', [db.stagedSimulators, db.stagedTechnologies, db.meta], async () => {
      await db.stagedSimulators.clear();
      await db.stagedTechnologies.clear();
      const staging: SyncStagingMeta = { key: SYNC_STAGING_KEY, cursor: INITIAL_CURSOR, protocol, dataset: null };
      await db.meta.put(staging);
    });
    status.setState({ stale: true });
    return { target: 'staging', cursor: INITIAL_CURSOR, dataset: null };
  }

  async function startingPoint(): Promise<Position> {
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
    return beginStaging();
  }

  /** Rows, deletions and the new cursor land together or not at all, and only on the position read. */
  async function applyLive(page: SyncResponse, from: Position, finishedAt: string | null, slicer: TimeSlicer): Promise<void> {
    const simulators = await toLiveSimulators(page.simulators, slicer);
    await db.transaction('rw', [db.simulators, db.simulatorListings, db.technologies, db.meta], async () => {
      const previous = await readSyncMeta(db);
      assertUnmoved(previous, from);
      await putLiveChanges(db, page, simulators);
      if (finishedAt !== null) await dropListingsAhead(db);
      const meta: SyncMeta = {
        key: SYNC_META_KEY,
        cursor: page.cursor,
        protocol: page.protocol,
        dataset: page.dataset,
        lastSyncedAt: finishedAt ?? previous?.lastSyncedAt ?? null,
      };
      await db.meta.put(meta);
    });
  }

  /** A page of a full resync goes to staging; the last one swaps staging into the live tables. */
  async function applyStaged(page: SyncResponse, from: Position, finishedAt: string | null, slicer: TimeSlicer): Promise<void> {
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
    const tables = [db.simulators, db.simulatorListings, db.technologies, db.stagedSimulators, db.stagedTechnologies, db.meta];
    await db.transaction('rw', tables, async () => {
      assertUnmoved(await readStagingMeta(db), from);
      await db.simulators.clear();
      await db.simulatorListings.clear();
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

  /**
   * One chunk of the listings stored ahead, the mark with the first; false (nothing written) when another runner
   * has begun to fill the cache meanwhile.
   */
  function storeListingChunk(chunk: SyncListingsResponse, first: boolean): Promise<boolean> {
    return db.transaction('rw', [db.simulators, db.simulatorListings, db.meta], async () => {
      if ((await readSyncMeta(db)) !== undefined || (await db.simulators.count()) > 0) return false;
      await db.simulatorListings.bulkPut(chunk.listings);
      if (first) {
        const mark: SyncListingsMeta = { key: SYNC_LISTINGS_KEY, dataset: chunk.dataset, cursor: chunk.cursor };
        await db.meta.put(mark);
      }
      return true;
    });
  }

  /**
   * An empty cache's first sync stores every listing before the records (GET /api/sync/listings: a sixth of their
   * bytes, in one answer), so home shows the whole directory's count early. Each chunk (page-reader.ts) is checked
   * and stored in its own transaction and `stored` is called after it: the first cards need only the first chunk.
   * True once every chunk is stored. False when not: no such endpoint here, a failed or unreadable answer (the
   * pages then fill the list as before; the chunks stored already are the mark's, dropped at the end unless their
   * records come), or a cache another runner has begun to fill.
   */
  async function storeListingsAhead(slicer: TimeSlicer, stored: () => void): Promise<boolean> {
    if (!fetchListings) return false;
    let first = true;
    try {
      for await (const chunk of readSyncListingChunks(await fetchListings(protocol), slicer)) {
        if (chunk.protocol !== protocol || !(await storeListingChunk(chunk, first))) return false;
        first = false;
        stored();
      }
    } catch {
      return false;
    }
    return true;
  }

  /** One page from the server, validated; the errors that mean "start over" come back as 'resync'. */
  async function fetchValidPage(from: Position, slicer: TimeSlicer): Promise<SyncResponse | 'resync'> {
    let raw: unknown;
    try {
      raw = await fetchPage(from.cursor, limit, protocol);
    } catch (error) {
      const code = syncErrorCode(error);
      if (code === 'resync_required') return 'resync';
      if (code === 'unsupported_protocol' && error instanceof ApiError) {
        throw new SyncProtocolError(error.body?.error.protocol ?? null, protocol);
      }
      throw error;
    }
    // A server from before the protocol query ignores it: its own protocol in the body tells.
    const { protocol: serverProtocol } = ProtocolOnly.parse(raw);
    if (serverProtocol !== protocol) throw new SyncProtocolError(serverProtocol, protocol);
    const page = await readSyncPage(raw, slicer);
    if (page.hasMore ? !isCursorAfter(page.cursor, from.cursor) : isCursorAfter(from.cursor, page.cursor)) {
      throw new SyncStalledError(from.cursor, page.cursor);
    }
    return page;
  }

  /** Reports `unreported`'s changes, if any, and forgets them. */
  function notice(unreported: SyncChanges): void {
    if (!unreported.simulators && !unreported.technologies) return;
    onChange?.({ ...unreported });
    unreported.simulators = unreported.technologies = false;
  }

  async function run(changes: SyncChanges, unreported: SyncChanges, rowsLanded: () => void): Promise<number> {
    let pages = 0;
    let restarts = 0;
    let conflicts = 0;
    let from = await startingPoint();
    // A run from nothing (first sync, full resync) reports how far it got; a delta is too short to bother.
    let fromScratch = from.cursor === INITIAL_CURSOR;
    let rows = 0;
    // One slicer for the run: after a wait (the network, a write) its next step yields first.
    const slicer = createTimeSlicer(slicing);
    let chunksAhead = 0;
    const listedAhead =
      from.target === 'live' &&
      from.cursor === INITIAL_CURSOR &&
      (await storeListingsAhead(slicer, () => {
        changes.simulators = unreported.simulators = true;
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
      await pauseAfterListings();
    }
    const restart = async (why: string): Promise<void> => {
      // Once per run: a server that keeps asking for it is not going to settle now.
      if (restarts > 0 || from.cursor === INITIAL_CURSOR) throw new Error(why);
      restarts += 1;
      from = await beginStaging();
      fromScratch = true;
      rows = 0;
    };
    // The next page, asked for while this one is stored: the server's half of a page and the worker's overlap.
    let ahead: Promise<SyncResponse | 'resync'> | null = null;
    for (;;) {
      const page: SyncResponse | 'resync' = await (ahead ?? fetchValidPage(from, slicer));
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
        ? fetchValidPage({ ...from, cursor: page.cursor, dataset: page.dataset }, slicer)
        : null;
      next?.catch(() => undefined);
      try {
        const apply = from.target === 'live' ? applyLive : applyStaged;
        await apply(page, from, finishedAt, slicer);
      } catch (error) {
        if (!(error instanceof PositionMovedError)) throw error;
        // Another runner got there first: go on from where it left the cache, never back over it.
        conflicts += 1;
        if (conflicts > MAX_CONFLICTS) throw new Error('Another window keeps syncing at the same time; try again later.', { cause: error });
        from = await startingPoint();
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
        changes.simulators ||= simulators;
        changes.technologies ||= technologies;
        unreported.simulators ||= simulators;
        unreported.technologies ||= technologies;
        if (page.simulators.length > 0) rowsLanded();
        // With every listing stored ahead, home shows the whole directory already: a page changes only the tools
        // written since the listings were read, and each notice would read every listing again against the writes.
        if (page.hasMore && !listedAhead && noticeAfterPage(pages)) notice(unreported);
      } else if (finishedAt !== null) {
        // Staged pages change nothing on screen until the swap replaces everything at once.
        changes.simulators = changes.technologies = true;
        unreported.simulators = unreported.technologies = true;
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
    const changes: SyncChanges = { simulators: false, technologies: false };
    const unreported: SyncChanges = { simulators: false, technologies: false };
    try {
      const pages = await run(changes, unreported, rowsLanded);
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
