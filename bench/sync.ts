/**
 * A full sync from zero at 5,000 and 30,000 simulators side by side over real HTTP: the record pages alone and the
 * listings-first path the app's sync worker takes, as a browser gets them (compressed) and uncompressed; then deltas
 * after 1, 10 and 100 changes, to show a delta costs O(changes), not O(rows). See bench/README.md.
 */
import os from 'node:os';
import { INITIAL_CURSOR, SYNC_DEFAULT_LIMIT } from '@rsd/core';
import { migrate } from '../apps/server/src/db/migrate';
import { withSyncedWrite } from '../apps/server/src/db/transactions';
import { openPool } from './lib/bench-app';
import { openBenchDatabase } from './lib/bench-database';
import { postgresCpuMs, processCpuMs } from './lib/cpu-time';
import { bytes, int, ms, percent, textTable } from './lib/format';
import { BenchFailure, runBench, type Cleanup } from './lib/harness';
import { pickIds } from './lib/pick-ids';
import { startServer } from './lib/server-process';
import { BROWSER_ACCEPT_ENCODING, pull, type Encoding, type Pull } from './lib/sync-pull';
import { insertSimulators, variedSimulator } from './lib/synthetic-simulators';

/** Issue 27's directory and issue 29's (bio.tools' scale), in one run; BENCH_SYNC_SIZES=5000 measures one. */
const SIZES = (process.env.BENCH_SYNC_SIZES ?? '5000,30000')
  .split(',')
  .map(Number)
  .toSorted((a, b) => a - b);
const LIMIT = SYNC_DEFAULT_LIMIT;
const DELTAS = [0, 1, 10, 100];
/** The 1-change delta must weigh less than this fraction of the full sync. */
const MAX_DELTA_FRACTION = 0.01;

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** Edits `ids` in one synced write, as an administrator's save would. */
async function touch(pool: Parameters<typeof withSyncedWrite>[0], ids: number[], round: number): Promise<void> {
  await withSyncedWrite(pool, (client) =>
    client.query('UPDATE simulators SET short_description = $2 WHERE id = ANY($1::int[])', [
      ids,
      `Edited by the sync benchmark, round ${round}: a new short description of about the usual length.`,
    ]),
  );
}

const sortedKey = (ids: number[]) => ids.toSorted((x, y) => x - y).join(',');
const sameIds = (a: number[], b: number[]) => sortedKey(a) === sortedKey(b);

/** A pull with the CPU the server process and PostgreSQL's backends spent on it. */
interface Measured extends Pull {
  serverCpuMs: number;
  postgresCpuMs: number | undefined;
}

interface Costs {
  serverPid: number;
  clusterDir: string | undefined;
}

async function measured(costs: Costs, run: () => Promise<Pull>): Promise<Measured> {
  const server = await processCpuMs(costs.serverPid);
  const postgres = await postgresCpuMs(costs.clusterDir);
  const result = await run();
  const postgresAfter = await postgresCpuMs(costs.clusterDir);
  return {
    ...result,
    serverCpuMs: (await processCpuMs(costs.serverPid)) - server,
    postgresCpuMs: postgres === undefined || postgresAfter === undefined ? undefined : postgresAfter - postgres,
  };
}

interface FullRow {
  size: number;
  path: 'pages alone' | 'listings first';
  encoding: Encoding;
  result: Measured;
}

function reportFull(rows: FullRow[]): void {
  const header = [
    'rows',
    'path',
    'Accept-Encoding',
    'answered',
    'requests',
    'listings at',
    'last byte',
    'JSON',
    'body as sent',
    'wire',
    'server CPU',
    'PostgreSQL CPU',
  ];
  const line = ({ size, path, encoding, result }: FullRow) => [
    int(size),
    path,
    encoding === 'browser' ? "a browser's" : 'none',
    [...result.encodings].join('+'),
    int(result.requests),
    result.listingsMs === undefined ? '-' : ms(result.listingsMs),
    ms(result.ms),
    bytes(result.jsonBytes),
    bytes(result.bodyBytes),
    bytes(result.wireBytes),
    ms(result.serverCpuMs),
    result.postgresCpuMs === undefined ? 'n/a' : ms(result.postgresCpuMs),
  ];
  console.info(`\nFull sync from zero\n${textTable([header, ...rows.map(line)])}`);
}

interface DeltaRow {
  size: number;
  changes: number;
  plain: Pull;
  browser: Pull;
}

function reportDeltas(rows: DeltaRow[], full: Map<number, { plain: Pull; browser: Pull }>): void {
  const header = ['rows', 'delta', 'time', 'JSON', 'wire', 'as sent (browser)', 'JSON/changed row', 'vs full (JSON)', 'vs full (browser)'];
  const line = ({ size, changes, plain, browser }: DeltaRow) => {
    const of = full.get(size)!;
    return [
      int(size),
      changes === 0 ? 'no change' : `after ${changes}`,
      ms(plain.ms),
      bytes(plain.jsonBytes),
      bytes(plain.wireBytes),
      bytes(browser.bodyBytes),
      changes ? bytes(plain.jsonBytes / changes) : '-',
      percent(plain.jsonBytes / of.plain.jsonBytes),
      percent(browser.bodyBytes / of.browser.bodyBytes),
    ];
  };
  console.info(`\nDelta sync (record pages)\n${textTable([header, ...rows.map(line)])}`);
}

function expectEvery(result: Pull, size: number, what: string): void {
  const distinct = new Set(result.simulatorIds).size;
  if (result.simulatorIds.length !== size || distinct !== size || (result.listings !== undefined && result.listings !== size)) {
    throw new BenchFailure(
      `${what}: ${result.simulatorIds.length} records (${distinct} distinct) and ${result.listings ?? 'no'} listings, expected ${size}.`,
    );
  }
}

/** The deltas from `cursor` after 0, 1, 10 and 100 changes, each from the previous one's cursor. */
async function deltas(pool: Parameters<typeof touch>[0], url: string, size: number, full: Pull): Promise<DeltaRow[]> {
  const allIds = full.simulatorIds.toSorted((a, b) => a - b);
  const used = new Set<number>();
  const rows: DeltaRow[] = [];
  let cursor = full.cursor;
  for (const changes of DELTAS) {
    const ids = pickIds(allIds, changes, used);
    if (changes > 0) await touch(pool, ids, changes);
    const row: DeltaRow = {
      size,
      changes,
      plain: await pull(url, cursor, 'identity', LIMIT),
      browser: await pull(url, cursor, 'browser', LIMIT),
    };
    for (const result of [row.plain, row.browser]) {
      if (!sameIds(result.simulatorIds, ids) || result.deleted !== 0 || result.pages !== 1) {
        throw new BenchFailure(
          `${int(size)} rows, delta after ${changes}: expected exactly simulators ${ids.join(', ') || '(none)'}, got ${result.simulatorIds.join(', ') || '(none)'} in ${result.pages} pages.`,
        );
      }
    }
    rows.push(row);
    cursor = row.plain.cursor;
  }
  return rows;
}

runBench({ name: 'sync', timeLimitMs: 40 * 60_000 }, async (cleanup: Cleanup) => {
  const started = Date.now();
  console.info(`[sync] sizes ${SIZES.map(int).join(', ')}; load average ${load()} (${os.cpus().length} CPUs)`);
  const database = await openBenchDatabase(cleanup);
  console.info(`[sync] ${database.where}`);
  const pool = openPool(database.url, cleanup);
  await migrate(pool);
  // The server in a process of its own, so its CPU time is only its own (the client's decoding and parsing are not in it).
  const server = await startServer(database.url, cleanup);
  const costs: Costs = { serverPid: server.pid, clusterDir: database.clusterDir };

  const fullRows: FullRow[] = [];
  const deltaRows: DeltaRow[] = [];
  const fullOf = new Map<number, { plain: Pull; browser: Pull }>();
  let inserted = 0;
  for (const size of SIZES) {
    const t = performance.now();
    // The realistic set (home-filter's, matrix's, first-visit's rows); each size adds to the previous one's.
    inserted += await insertSimulators(
      pool,
      Array.from({ length: size - inserted }, (_, k) => variedSimulator(inserted + k)),
    );
    console.info(`[sync] ${int(inserted)} simulators in ${ms(performance.now() - t)}; load average ${load()}`);

    // Untimed: the listings keeper derives the new rows' listings, and the listings answer is built once per position.
    const warmUp = await pull(server.url, INITIAL_CURSOR, 'browser', LIMIT, true);
    console.info(
      `[sync] warm-up (listings first, the first listings answer at this position): listings at ${ms(warmUp.listingsMs ?? 0)}, last byte ${ms(warmUp.ms)}; measuring...`,
    );
    for (const path of ['pages alone', 'listings first'] as const) {
      for (const encoding of ['browser', 'identity'] as const) {
        const result = await measured(costs, () => pull(server.url, INITIAL_CURSOR, encoding, LIMIT, path === 'listings first'));
        expectEvery(result, size, `${int(size)} rows, ${path}, ${encoding}`);
        fullRows.push({ size, path, encoding, result });
        // Each figure as it comes, so a run cut short by its time limit still shows what it measured.
        console.info(
          `[sync] ${int(size)} rows, ${path}, ${encoding}: ${ms(result.ms)}, ${bytes(result.wireBytes)} on the wire; load average ${load()}`,
        );
      }
    }
    const pages = (encoding: Encoding) => fullRows.find((r) => r.size === size && r.path === 'pages alone' && r.encoding === encoding)!;
    fullOf.set(size, { plain: pages('identity').result, browser: pages('browser').result });
    deltaRows.push(...(await deltas(pool, server.url, size, pages('identity').result)));
  }

  reportFull(fullRows);
  reportDeltas(deltaRows, fullOf);
  console.info(
    `\n  Page size ${LIMIT}, protocol and limit in the query as the sync worker asks them. A browser's Accept-Encoding is` +
      ` "${BROWSER_ACCEPT_ENCODING}"; "answered" is the Content-Encoding the server chose. "listings at" is the listings` +
      " answer's last byte (a first visit's full count); \"last byte\" the last page's, each page decoded and parsed before" +
      ' the next request. Server CPU: the server process (its 10 ms heap sampler included); PostgreSQL CPU: its backends.',
  );

  let pass = true;
  for (const size of SIZES) {
    const one = deltaRows.find((d) => d.size === size && d.changes === 1)!;
    const of = fullOf.get(size)!;
    const fractions = { json: one.plain.jsonBytes / of.plain.jsonBytes, browser: one.browser.bodyBytes / of.browser.bodyBytes };
    const ok = one.plain.simulatorIds.length === 1 && fractions.json < MAX_DELTA_FRACTION && fractions.browser < MAX_DELTA_FRACTION;
    pass &&= ok;
    console.info(
      `  ${int(size)} rows: delta(1) / full = ${percent(fractions.json)} of the JSON, ${percent(fractions.browser)} of the compressed bytes;` +
        ` 1 simulator and < ${percent(MAX_DELTA_FRACTION)}: ${ok ? 'PASS' : 'FAIL'}`,
    );
  }
  console.info(`\n[sync] done in ${((Date.now() - started) / 1000).toFixed(0)} s; load average ${load()} (node ${process.version})`);
  if (!pass) throw new BenchFailure('The 1-change delta is not O(changes).');
});
