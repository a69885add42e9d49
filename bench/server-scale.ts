/**
 * The server's figures at 5,000 and 30,000 simulators side by side (issue 29): a full sync from zero, the CSV export
 * and the list's first 200 after a write with the server's peak memory growth and V8 heap, the list's 304 path, which
 * must not touch the database, and the listings answer after a bulk write and after a one-row write. See
 * bench/README.md.
 */
import os from 'node:os';
import type { Pool } from 'pg';
import { INITIAL_CURSOR, SYNC_DEFAULT_LIMIT, SYNC_PROTOCOL } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { migrate } from '../apps/server/src/db/migrate';
import { listingsStored } from './lib/listings-stored';
import { nextSimulatorsChange, openPool, startBenchApp } from './lib/bench-app';
import { openBenchDatabase } from './lib/bench-database';
import { countingPool } from './lib/counting-pool';
import { bytes, int, ms, ratio, textTable } from './lib/format';
import { BenchFailure, runBench, type Cleanup } from './lib/harness';
import { rawGet } from './lib/http-get';
import { memoryOf, resetPeak, startServer, type ServerProcess } from './lib/server-process';
import { download, type Download } from './lib/stream-download';
import { pull, type Pull } from './lib/sync-pull';
import { insertSimulators, syntheticSimulator } from './lib/synthetic-simulators';

const SIZES = [5_000, 30_000] as const;
const CSV_RUNS = 2;
const NOT_MODIFIED_REQUESTS = 200;
const LIST_RUNS = 3;
const STAMP_RUNS = 20;
/** Linear scaling: the larger size's time per row may be at most this multiple of the smaller size's. */
const MAX_PER_ROW_RATIO = 1.5;
const MAX_GROWTH = 50 * 1024 * 1024;
/** "Flat": the larger size's peak growth may exceed the smaller size's by at most this. */
const GROWTH_MARGIN = 10 * 1024 * 1024;
/** "As fast as before": the listings answer after a bulk write may take at most this multiple of one after a one-row write. */
const MAX_LISTINGS_RATIO = 1.5;

interface SizeResult {
  rows: number;
  insertMs: number;
  sync: { plain: Pull; gzip: Pull };
  csv: { ms: number; bodyBytes: number; growth: number; heapPeak: number };
  /** The first list 200 after a write, on the server process of its own: time, body, peak growth and heap. */
  listCold: { ms: number; bodyBytes: number; growth: number; heapPeak: number };
  /**
   * GET /api/sync/listings (gzip) from the server process of its own: how long after the bulk insert's commit every
   * listing was stored (the servers' listings keepers), the first answer after that, and the first after a one-row
   * write (the answer as it was before any bulk write).
   */
  listings: { keptMs: number; afterBulkMs: number; afterOneRowMs: number; bodyBytes: number };
  notModified: { queries: number; connects: number; checkouts: number; p50: number; p99: number };
  listWarm: { p50: number; bodyBytes: number };
  /** The median time of the content stamp every write statement's NOTIFY computes (migrations 0023, 0025). */
  stampMs: number;
  /** `uptime`'s 1-minute load average when this size's figures were taken. */
  load: number;
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'BELOW TARGET');
const loadAverage = () => os.loadavg()[0]!;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const sortedTimes = (times: number[]) => times.toSorted((a, b) => a - b);

/** The median time of `SELECT simulators_content_stamp()`, which the simulators' NOTIFY runs once per write statement. */
async function stampTime(pool: Pool): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < STAMP_RUNS; i++) {
    const started = performance.now();
    await pool.query('SELECT simulators_content_stamp()');
    times.push(performance.now() - started);
  }
  return percentile(sortedTimes(times), 0.5);
}

/** One download from the server process with its peak resident growth (VmHWM reset just before) and V8 heap peak. */
async function withPeakGrowth(server: ServerProcess, url: string): Promise<Download & { growth: number; heapPeak: number }> {
  await resetPeak(server.pid);
  await server.heapPeak();
  const before = await memoryOf(server.pid);
  const result = await download(url);
  const after = await memoryOf(server.pid);
  return { ...result, growth: Math.max(0, after.peak - before.rss), heapPeak: await server.heapPeak() };
}

/** `count` sequential GETs of `url` with `headers`, each expected to answer `status`; their times in ms. */
async function timedGets(
  url: string,
  headers: Record<string, string>,
  status: number,
  count: number,
): Promise<{ times: number[]; bodyBytes: number }> {
  const times: number[] = [];
  let bodyBytes = 0;
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await rawGet(url, headers);
    times.push(performance.now() - started);
    if (res.status !== status) throw new BenchFailure(`GET ${url} answered ${res.status}, expected ${status}.`);
    bodyBytes = res.body.length;
  }
  return { times: sortedTimes(times), bodyBytes };
}

function report(results: SizeResult[]): boolean {
  const [small, large] = results as [SizeResult, SizeResult];
  const column = (label: string, cell: (r: SizeResult) => string) => [label, ...results.map(cell)];
  const perRow = (n: number, r: SizeResult) => n / r.rows;
  const table = [
    ['figure', ...results.map((r) => `${int(r.rows)} rows`), `per row ${int(large.rows)} / ${int(small.rows)}`],
    [...column('insert (multi-row INSERTs)', (r) => ms(r.insertMs)), ratio(perRow(large.insertMs, large) / perRow(small.insertMs, small))],
    [...column('sync pages', (r) => int(r.sync.plain.pages)), '-'],
    [
      ...column('sync time (JSON)', (r) => ms(r.sync.plain.ms)),
      ratio(perRow(large.sync.plain.ms, large) / perRow(small.sync.plain.ms, small)),
    ],
    [
      ...column('sync body (JSON)', (r) => bytes(r.sync.plain.bodyBytes)),
      ratio(perRow(large.sync.plain.bodyBytes, large) / perRow(small.sync.plain.bodyBytes, small)),
    ],
    [...column('sync wire (JSON)', (r) => bytes(r.sync.plain.wireBytes)), '-'],
    [
      ...column('sync time (gzip)', (r) => ms(r.sync.gzip.ms)),
      ratio(perRow(large.sync.gzip.ms, large) / perRow(small.sync.gzip.ms, small)),
    ],
    [
      ...column('sync body (gzip)', (r) => (r.sync.gzip.encodings.has('gzip') ? bytes(r.sync.gzip.bodyBytes) : 'not compressed')),
      ratio(perRow(large.sync.gzip.bodyBytes, large) / perRow(small.sync.gzip.bodyBytes, small)),
    ],
    [...column('sync wire (gzip)', (r) => bytes(r.sync.gzip.wireBytes)), '-'],
    [...column('CSV time (slowest)', (r) => ms(r.csv.ms)), ratio(perRow(large.csv.ms, large) / perRow(small.csv.ms, small))],
    [...column('CSV body', (r) => bytes(r.csv.bodyBytes)), '-'],
    [...column('CSV peak growth (largest)', (r) => bytes(r.csv.growth)), '-'],
    [...column('CSV V8 heap peak (largest)', (r) => bytes(r.csv.heapPeak)), '-'],
    [...column('list 200 after a write: time', (r) => ms(r.listCold.ms)), '-'],
    [...column('list 200 after a write: peak growth', (r) => bytes(r.listCold.growth)), '-'],
    [...column('list 200 after a write: V8 heap peak', (r) => bytes(r.listCold.heapPeak)), '-'],
    [...column('list 200 warm p50', (r) => ms(r.listWarm.p50)), '-'],
    [...column('list body (JSON)', (r) => bytes(r.listWarm.bodyBytes)), '-'],
    [...column('listings stored after the bulk insert', (r) => ms(r.listings.keptMs)), '-'],
    [...column('listings 200 after the bulk insert (gzip)', (r) => ms(r.listings.afterBulkMs)), '-'],
    [...column('listings 200 after a one-row write (gzip)', (r) => ms(r.listings.afterOneRowMs)), '-'],
    [...column('listings body (gzip)', (r) => bytes(r.listings.bodyBytes)), '-'],
    [...column('content stamp per write statement (median)', (r) => ms(r.stampMs)), ratio(large.stampMs / small.stampMs)],
    [...column('list 304 p50 / p99', (r) => `${ms(r.notModified.p50)} / ${ms(r.notModified.p99)}`), '-'],
    [
      ...column(
        'list 304: queries, connects, checkouts',
        (r) => `${r.notModified.queries}, ${r.notModified.connects}, ${r.notModified.checkouts}`,
      ),
      '-',
    ],
    [...column('load average (1 min)', (r) => r.load.toFixed(2)), '-'],
  ];
  console.info(`\n${textTable(table)}`);

  const syncScale = perRow(large.sync.gzip.ms, large) / perRow(small.sync.gzip.ms, small);
  const csvScale = perRow(large.csv.ms, large) / perRow(small.csv.ms, small);
  const csvFlat = large.csv.growth < MAX_GROWTH && large.csv.growth <= small.csv.growth + GROWTH_MARGIN;
  const listFlat = large.listCold.growth < MAX_GROWTH && large.listCold.growth <= small.listCold.growth + GROWTH_MARGIN;
  const listingsFast = results.every((r) => r.listings.afterBulkMs <= MAX_LISTINGS_RATIO * r.listings.afterOneRowMs);
  const untouched = results.every((r) => r.notModified.queries + r.notModified.connects + r.notModified.checkouts === 0);
  console.info('');
  console.info(
    `  sync (gzip) time per row at ${int(large.rows)} <= ${MAX_PER_ROW_RATIO}x that at ${int(small.rows)}: ${ratio(syncScale)}: ${verdict(syncScale <= MAX_PER_ROW_RATIO)}`,
  );
  console.info(
    `  CSV time per row at ${int(large.rows)} <= ${MAX_PER_ROW_RATIO}x that at ${int(small.rows)}: ${ratio(csvScale)}: ${verdict(csvScale <= MAX_PER_ROW_RATIO)}`,
  );
  console.info(
    `  CSV peak growth flat (< ${bytes(MAX_GROWTH)}, within ${bytes(GROWTH_MARGIN)} of ${int(small.rows)}'s): ${bytes(small.csv.growth)} -> ${bytes(large.csv.growth)}: ${verdict(csvFlat)}`,
  );
  console.info(
    `  list 200 after a write, peak growth flat (same rule): ${bytes(small.listCold.growth)} -> ${bytes(large.listCold.growth)}: ${verdict(listFlat)}`,
  );
  console.info(
    `  listings 200 after a bulk insert <= ${MAX_LISTINGS_RATIO}x that after a one-row write, at both sizes: ${results
      .map((r) => ratio(r.listings.afterBulkMs / r.listings.afterOneRowMs))
      .join(', ')}: ${verdict(listingsFast)}`,
  );
  console.info(
    `  list 304 after a write's NOTIFY: 0 queries, 0 connects, 0 checkouts over ${NOT_MODIFIED_REQUESTS} requests at both sizes: ${untouched ? 'PASS' : 'FAIL'}`,
  );
  return untouched;
}

runBench({ name: 'server-scale', timeLimitMs: 30 * 60_000 }, async (cleanup: Cleanup) => {
  const started = Date.now();
  const database = await openBenchDatabase(cleanup);
  console.info(`[server-scale] ${database.where}`);
  const setupPool = openPool(database.url, cleanup);
  await migrate(setupPool);
  const db = countingPool(openPool(database.url, cleanup));
  // In this process, behind the counting pool: the sync, the 304 path and the latencies.
  const app = await startBenchApp(database.url, db.pool, cleanup);
  // A second server process on the same database (as behind a load balancer): the memory figures are its own.
  const other = await startServer(database.url, cleanup);
  const listPath = API.simulators;
  const listingsPath = `${API.syncListings}?protocol=${SYNC_PROTOCOL}`;

  const results: SizeResult[] = [];
  let inserted = 0;
  for (const rows of SIZES) {
    const simulators = Array.from({ length: rows - inserted }, (_, i) => syntheticSimulator(inserted + i));
    const changed = nextSimulatorsChange(app.changes);
    const t = performance.now();
    inserted += await insertSimulators(setupPool, simulators);
    const insertedAt = performance.now();
    const insertMs = insertedAt - t;
    await changed;
    console.info(
      `[server-scale] ${int(inserted)} simulators (the new ones inserted in ${ms(insertMs)}, not counting their generation); load ${loadAverage().toFixed(2)}`,
    );
    // Before anything else: the keepers' queries must be over before the 304 run counts this process's SQL.
    const keptMs = await listingsStored(setupPool, insertedAt);
    const afterBulk = await timedGets(`${other.url}${listingsPath}`, { 'Accept-Encoding': 'gzip' }, 200, 1);
    console.info(`[server-scale] listings stored ${ms(keptMs)} after the insert; answered in ${ms(afterBulk.times[0]!)}`);

    const sync = {
      plain: await pull(app.url, INITIAL_CURSOR, 'identity', SYNC_DEFAULT_LIMIT),
      gzip: await pull(app.url, INITIAL_CURSOR, 'gzip', SYNC_DEFAULT_LIMIT),
    };
    for (const result of [sync.plain, sync.gzip]) {
      if (new Set(result.simulatorIds).size !== rows || result.simulatorIds.length !== rows)
        throw new BenchFailure(`The full sync returned ${result.simulatorIds.length} rows, expected ${rows} distinct.`);
    }

    const csvRuns = [];
    for (let run = 0; run < CSV_RUNS; run++) {
      const result = await withPeakGrowth(other, `${other.url}${listPath}?format=csv`);
      if (result.records !== rows + 1) throw new BenchFailure(`CSV: ${result.records} records, expected ${rows} rows and the header.`);
      csvRuns.push(result);
    }
    const csv = {
      ms: Math.max(...csvRuns.map((r) => r.ms)),
      bodyBytes: csvRuns[0]!.bodyBytes,
      growth: Math.max(...csvRuns.map((r) => r.growth)),
      heapPeak: Math.max(...csvRuns.map((r) => r.heapPeak)),
    };

    // The other process serves the new list first; this process's copy was dropped (or never loaded) by the NOTIFY.
    const listCold = await withPeakGrowth(other, `${other.url}${listPath}`);
    if (!listCold.etag) throw new BenchFailure('The list answered without an ETag.');
    db.reset();
    const notModifiedTimes = await timedGets(`${app.url}${listPath}`, { 'If-None-Match': listCold.etag }, 304, NOT_MODIFIED_REQUESTS);
    const counts = db.counts();

    const listWarm = await timedGets(`${app.url}${listPath}`, {}, 200, LIST_RUNS);

    // One row written as an admin's edit writes it: the listings answer as it is between bulk writes.
    const oneRowAt = performance.now();
    await setupPool.query(`UPDATE simulators SET short_description = short_description || '.' WHERE id = (SELECT min(id) FROM simulators)`);
    await listingsStored(setupPool, oneRowAt);
    const afterOneRow = await timedGets(`${other.url}${listingsPath}`, { 'Accept-Encoding': 'gzip' }, 200, 1);
    results.push({
      rows,
      insertMs,
      sync,
      csv,
      listCold: { ms: listCold.ms, bodyBytes: listCold.bodyBytes, growth: listCold.growth, heapPeak: listCold.heapPeak },
      listings: { keptMs, afterBulkMs: afterBulk.times[0]!, afterOneRowMs: afterOneRow.times[0]!, bodyBytes: afterOneRow.bodyBytes },
      notModified: { ...counts, p50: percentile(notModifiedTimes.times, 0.5), p99: percentile(notModifiedTimes.times, 0.99) },
      listWarm: { p50: percentile(listWarm.times, 0.5), bodyBytes: listWarm.bodyBytes },
      stampMs: await stampTime(setupPool),
      load: loadAverage(),
    });
  }

  const ok = report(results);
  console.info(
    `\n  Sync page size ${SYNC_DEFAULT_LIMIT}; gzip rows send Accept-Encoding: gzip. CSV: ${CSV_RUNS} runs per size, the slowest and the largest growth shown.` +
      ` 304: ${NOT_MODIFIED_REQUESTS} sequential requests with the ETag the other process sent.`,
  );
  console.info(
    `\n[server-scale] done in ${((Date.now() - started) / 1000).toFixed(0)} s (node ${process.version}, ${os.cpus().length} CPUs)`,
  );
  if (!ok) throw new BenchFailure('The 304 path touched the database.');
});
