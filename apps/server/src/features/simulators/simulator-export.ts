import {
  filterStateFromSearchParams,
  hasActiveFilters,
  matchesFilters,
  simulatorCsvHeader,
  simulatorCsvRow,
  sortSimulators,
  type Simulator,
  type SimulatorListFormat,
} from '@rsd/core';
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { etagMatches } from '../../http/etag';
import type { SimulatorsService } from './simulators.service';

/** Waits for the client to take what was written, so a slow reader never makes the server hold the export. */
function write(res: Response, chunk: string): Promise<void> {
  if (res.write(chunk) || res.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    // Whichever comes first (taken, or the client gone), both listeners go: a long export adds none for good.
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

interface Writer {
  start: string;
  rows(simulators: readonly Simulator[], first: boolean): string;
  end: string;
}

const WRITERS: Record<SimulatorListFormat, Writer> = {
  csv: { start: simulatorCsvHeader(), rows: (simulators) => simulators.map(simulatorCsvRow).join(''), end: '' },
  json: {
    start: '[',
    rows: (simulators, first) => (first ? '' : ',') + simulators.map((s) => JSON.stringify(s)).join(','),
    end: ']',
  },
};

/**
 * The export's validator, known before its first byte: the same table contents (the snapshot's stamp), the same
 * query and the same layout (the CSV header, which names the columns) give the same body. Weak, since it is
 * derived from what the body says rather than hashed from its bytes.
 */
function exportEtag(stamp: string, query: string, format: SimulatorListFormat): string {
  const hash = createHash('sha256').update(`${format}\n${WRITERS[format].start}\n${query}\n${stamp}`).digest('base64url').slice(0, 32);
  return `W/"${hash}"`;
}

/**
 * Streams the simulators a home URL's query selects (core's filterStateFromSearchParams and matchesFilters,
 * the page's own rules), page by page from one snapshot, as CSV or JSON. In the default order nothing is kept
 * but the page in hand; sorted by release, the matching rows are kept and sorted before the first is sent.
 */
export async function streamSimulators(simulators: SimulatorsService, req: Request, res: Response, format: SimulatorListFormat): Promise<void> {
  const query = req.originalUrl.split('?')[1] ?? '';
  const { search, state } = filterStateFromSearchParams(query);
  const writer = WRITERS[format];
  // Without a search or filter every row is kept: no need to build each one's search index.
  const filtering = search !== '' || hasActiveFilters(state);

  let first = true;
  let started = false;
  /** Headers, or a 304 when the client's copy is current; true when the body is to follow. */
  const start = (stamp: string): boolean => {
    const etag = exportEtag(stamp, query, format);
    res.set({ ETag: etag, 'Cache-Control': 'no-cache' });
    if (etagMatches(req.get('If-None-Match'), etag)) {
      res.status(304).end();
      return false;
    }
    if (format === 'csv') res.type('text/csv; charset=utf-8').attachment('simulators.csv');
    else res.type('application/json');
    res.status(200);
    // A few bytes at most: no need to wait for the client to take them.
    res.write(writer.start);
    started = true;
    return true;
  };
  const send = async (rows: readonly Simulator[]) => {
    if (rows.length === 0) return;
    await write(res, writer.rows(rows, first));
    first = false;
  };
  const kept: Simulator[] = [];
  await simulators.forEachPage(start, async (page) => {
    if (res.destroyed) return;
    const matching = filtering ? page.filter((simulator) => matchesFilters(simulator, search, state)) : page;
    if (state.sort === 'default') await send(matching);
    else kept.push(...matching);
  });
  if (!started) return;
  await send(sortSimulators(kept, state.sort));
  res.end(writer.end);
}
