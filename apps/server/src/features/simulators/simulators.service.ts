import { SimulatorInput, type AdminCount, type AdminListQuery, type CsvSimulator, type AdminPage, type Simulator } from '@rsd/core';
import type { Pool } from 'pg';
import type { ChangeSource } from '../../db/change-feed';
import { withSnapshot } from '../../db/transactions';
import { auditedWrites, type AuditedWrites } from '../audit/audited-writes';
import { adminSimulatorWrite, capabilityChangeSummary } from './simulator-capabilities';
import { LIST_CACHE_MAX_ROWS, rowsOfStamp, SimulatorListCache, type SerializedList } from './simulator-list-cache';
import { forEachBatch } from '../../db/cursor-batches';
import { gzipJsonArray } from './simulator-list-gzip';
import { SIMULATOR_STREAMS, simulatorsRepo, type RowStream, type SimulatorSortField } from './simulators.repo';

export const STALE_SIMULATOR_MESSAGE = 'This simulator was changed by someone else since you opened it. Reload it to see their changes.';

export interface SimulatorsService extends AuditedWrites<Simulator, SimulatorInput> {
  /** The whole list, serialized, from memory when it is current; undefined when it is to be streamed (SimulatorListCache.get). */
  listSerialized(gzip: boolean): Promise<SerializedList | undefined>;
  /** The list's ETag when it is known without a query (SimulatorListCache.knownEtag). */
  knownListEtag(): string | undefined;
  get(id: number): Promise<Simulator | undefined>;
  adminList(query: AdminListQuery<SimulatorSortField>): Promise<AdminPage<Simulator>>;
  /** The admin table's matches for search `q` (AdminCount). */
  adminCount(q: string): Promise<AdminCount>;
  /**
   * Every simulator, page by page in id order, from one snapshot through a cursor: a long read in flat memory.
   * `start` first gets the snapshot's content stamp (what an ETag is made of) and returns false to read no page.
   */
  forEachPage(start: (stamp: string) => boolean, visit: (page: Simulator[]) => Promise<void>): Promise<void>;
  /** forEachPage with each row as its JSON text (SIMULATOR_STREAMS.json): the whole list, streamed. */
  forEachJsonPage(start: (stamp: string) => boolean, visit: (page: string[]) => Promise<void>): Promise<void>;
  /** forEachPage with only the fields of a CSV row; the capability terms only `withTerms` (an empty list otherwise). */
  forEachCsvPage(withTerms: boolean): (start: (stamp: string) => boolean, visit: (page: CsvSimulator[]) => Promise<void>) => Promise<void>;
}

/** Rows per page of a long read: small enough to keep memory flat, large enough to keep round trips few. */
export const LIST_PAGE_SIZE = 250;

/** The pages of one snapshot's rows, read through a cursor after the snapshot's content stamp. */
function pagesOf<Row, T>(pool: Pool, { sql, map }: RowStream<Row, T>) {
  return (start: (stamp: string) => boolean, visit: (page: T[]) => Promise<void>): Promise<void> =>
    withSnapshot(pool, async (client) => {
      if (!start(await simulatorsRepo.contentStamp(client))) return;
      await forEachBatch<Row>(client, sql, LIST_PAGE_SIZE, (rows) => visit(rows.map(map)));
    });
}

export function createSimulatorsService(pool: Pool, changes: ChangeSource): SimulatorsService {
  // The rows and their stamp from one snapshot, so the ETag names exactly the rows sent; too many rows are read
  // through a cursor into their gzip, never held as text.
  const cache = new SimulatorListCache(
    () =>
      withSnapshot(pool, async (client) => {
        const stamp = await simulatorsRepo.contentStamp(client);
        if (rowsOfStamp(stamp) <= LIST_CACHE_MAX_ROWS) return { stamp, rows: await simulatorsRepo.listJson(client) };
        const { sql, map } = SIMULATOR_STREAMS.json;
        return {
          stamp,
          gzip: await gzipJsonArray((visit) => forEachBatch<{ json: string }>(client, sql, LIST_PAGE_SIZE, (rows) => visit(rows.map(map)))),
        };
      }),
    () => simulatorsRepo.contentStamp(pool),
    changes,
  );
  return {
    listSerialized: (gzip) => cache.get(gzip),
    knownListEtag: () => cache.knownEtag(),
    get: (id) => simulatorsRepo.findById(pool, id),
    adminList: (query) => simulatorsRepo.adminList(pool, query),
    adminCount: (q) => simulatorsRepo.adminCount(pool, q),
    forEachPage: pagesOf(pool, SIMULATOR_STREAMS.records),
    forEachJsonPage: pagesOf(pool, SIMULATOR_STREAMS.json),
    forEachCsvPage: (withTerms) => pagesOf(pool, withTerms ? SIMULATOR_STREAMS.csv : SIMULATOR_STREAMS.csvWithoutTerms),
    ...auditedWrites(pool, {
      entity: 'simulator',
      repo: simulatorsRepo,
      prepare: adminSimulatorWrite,
      details: capabilityChangeSummary,
      fields: Object.keys(SimulatorInput.shape) as (keyof SimulatorInput & string)[],
      missing: (id) => `Simulator ${id} was not found.`,
      label: (row) => row.name,
      staleMessage: STALE_SIMULATOR_MESSAGE,
    }),
  };
}
