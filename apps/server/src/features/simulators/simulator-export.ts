import {
  capabilityFacetIndex,
  capabilityPredicate,
  capabilityVocabulary,
  filterStateFromSearchParams,
  hasActiveFilters,
  matchesCapabilities,
  matchesFilters,
  simulatorCsvHeader,
  simulatorCsvRow,
  sortSimulators,
  type CsvSimulator,
  type FilterableSimulator,
  type HasCapabilities,
  type Simulator,
  type SimulatorListFormat,
} from '@rsd/core';
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { etagMatches } from '../../http/etag';
import { responseWrites } from './response-writes';
import type { SimulatorsService } from './simulators.service';

/** What an export filters: the home filters' fields and the capability terms. */
type ExportedSimulator = FilterableSimulator & HasCapabilities;

/** Home's capability filter (a home URL's cap and capAll) over this server's vocabulary, read once. */
const HOME_CAPABILITIES = capabilityFacetIndex(capabilityVocabulary());

/** How one format is written and read: its opening, its rows, its close, and which page reader feeds it. */
interface Writer<T extends ExportedSimulator> {
  format: SimulatorListFormat;
  type: string;
  /** A download's file name; none for JSON, which a program reads inline. */
  filename?: string;
  start: string;
  rows(simulators: readonly T[], first: boolean): string;
  end: string;
  /** The page reader; `withTerms` false when no filter reads the capability terms. */
  pages(
    simulators: SimulatorsService,
    withTerms: boolean,
  ): (start: (stamp: string) => boolean, visit: (page: T[]) => Promise<void>) => Promise<void>;
}

const CSV_WRITER: Writer<CsvSimulator> = {
  format: 'csv',
  type: 'text/csv; charset=utf-8',
  filename: 'simulators.csv',
  start: simulatorCsvHeader(),
  rows: (simulators) => simulators.map(simulatorCsvRow).join(''),
  end: '',
  // Only the CSV's columns: the large JSON blobs are neither read nor parsed, nor the terms no filter reads.
  pages: (simulators, withTerms) => simulators.forEachCsvPage(withTerms),
};

const JSON_WRITER: Writer<Simulator> = {
  format: 'json',
  type: 'application/json',
  start: '[',
  rows: (simulators, first) => (first ? '' : ',') + simulators.map((s) => JSON.stringify(s)).join(','),
  end: ']',
  pages: (simulators) => simulators.forEachPage,
};

/**
 * The export's validator, known before its first byte: the same table contents (the snapshot's stamp), the same
 * query and the same layout (the format and its opening, which names the CSV's columns) give the same body. Weak,
 * since it is derived from what the body says rather than hashed from its bytes.
 */
function exportEtag(stamp: string, query: string, { format, start }: { format: SimulatorListFormat; start: string }): string {
  const hash = createHash('sha256').update(`${format}\n${start}\n${query}\n${stamp}`).digest('base64url').slice(0, 32);
  return `W/"${hash}"`;
}

/** Headers, or a 304 when the client's copy is current; true when the body is to follow (its opening written). */
function begin(req: Request, res: Response, etag: string, body: Pick<Writer<ExportedSimulator>, 'type' | 'filename' | 'start'>): boolean {
  res.set({ ETag: etag, 'Cache-Control': 'no-cache' });
  if (etagMatches(req.get('If-None-Match'), etag)) {
    res.status(304).end();
    return false;
  }
  res.type(body.type);
  if (body.filename) res.attachment(body.filename);
  res.status(200);
  // A few bytes at most: no need to wait for the client to take them.
  res.write(body.start);
  return true;
}

/**
 * The whole list as JSON from one snapshot, each row as PostgreSQL wrote its JSON text (SIMULATOR_STREAMS.json):
 * nothing is parsed or serialized here, and nothing is kept but the pages in hand. `etagOf` makes the validator from
 * the snapshot's stamp.
 */
export async function streamList(
  simulators: SimulatorsService,
  req: Request,
  res: Response,
  etagOf: (stamp: string) => string,
): Promise<void> {
  const write = responseWrites(res);
  let first = true;
  let started = false;
  await simulators.forEachJsonPage(
    (stamp) => (started = begin(req, res, etagOf(stamp), JSON_WRITER)),
    async (page) => {
      if (res.destroyed) return;
      await write((first ? '' : ',') + page.join(','));
      first = false;
    },
  );
  if (started) res.end(JSON_WRITER.end);
}

/**
 * Streams the simulators a home URL's query selects (core's filterStateFromSearchParams, matchesFilters and home's
 * capability rule, the page's own rules) and that have every term of `capabilities` (core's matchesCapabilities,
 * the list API's own `capability` key), page by page from one snapshot, as CSV or JSON. In the default order nothing
 * is kept but the pages in hand; sorted by release, the matching rows are kept and sorted before the first is sent.
 */
export function streamSimulators(
  simulators: SimulatorsService,
  req: Request,
  res: Response,
  format: SimulatorListFormat,
  capabilities: readonly string[],
): Promise<void> {
  return format === 'csv'
    ? streamAs(CSV_WRITER, simulators, req, res, capabilities)
    : streamAs(JSON_WRITER, simulators, req, res, capabilities);
}

async function streamAs<T extends ExportedSimulator>(
  writer: Writer<T>,
  simulators: SimulatorsService,
  req: Request,
  res: Response,
  capabilities: readonly string[],
): Promise<void> {
  const query = req.originalUrl.split('?')[1] ?? '';
  const { search, state } = filterStateFromSearchParams(query);
  // Without a search or filter every row is kept: no need to build each one's search index.
  const filtering = search !== '' || hasActiveFilters(state);
  // A home URL's cap and capAll: home's rule (any or all of a facet's terms), over the terms each record has.
  const homeTerms = capabilityPredicate(state, HOME_CAPABILITIES);
  const keep = (simulator: T) =>
    matchesCapabilities(simulator, capabilities) &&
    (!filtering || matchesFilters(simulator, search, state)) &&
    (homeTerms === null || homeTerms(simulator.capabilities.map((c) => c.term)));

  const write = responseWrites(res);
  let first = true;
  let started = false;
  const start = (stamp: string): boolean => {
    started = begin(req, res, exportEtag(stamp, query, writer), writer);
    return started;
  };
  const send = async (rows: readonly T[]) => {
    if (rows.length === 0) return;
    await write(writer.rows(rows, first));
    first = false;
  };
  const kept: T[] = [];
  await writer.pages(simulators, capabilities.length > 0 || homeTerms !== null)(start, async (page) => {
    if (res.destroyed) return;
    const matching = filtering || capabilities.length > 0 ? page.filter(keep) : page;
    if (state.sort === 'default') await send(matching);
    else kept.push(...matching);
  });
  if (!started) return;
  await send(sortSimulators(kept, state.sort));
  res.end(writer.end);
}
