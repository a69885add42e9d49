/**
 * GET /api/simulators against express.static serving the same bytes, side by side in one process,
 * and the 304 path, which must not touch the database. See bench/README.md.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API } from '@rsd/core/testing';
import autocannon from 'autocannon';
import express from 'express';
import { migrate } from '../apps/server/src/db/migrate';
import { directorySeeds, directorySimulators } from '../apps/server/src/db/seed/directory-seed';
import { applySeed } from '../apps/server/src/db/seed/seed';
import { nextSimulatorsChange, openPool, startBenchApp } from './lib/bench-app';
import { openBenchDatabase } from './lib/bench-database';
import { countingPool, type CountingPool } from './lib/counting-pool';
import { bytes, int, ms, ratio, textTable } from './lib/format';
import { BenchFailure, runBench, type Cleanup } from './lib/harness';
import { rawGet } from './lib/http-get';
import { listenOnLoopback } from './lib/listen';
import { insertSimulators, syntheticSimulator } from './lib/synthetic-simulators';

const envSeconds = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const DURATION_S = envSeconds('BENCH_DURATION_S', 8);
const WARMUP_S = envSeconds('BENCH_WARMUP_S', 2);
const CONNECTIONS = 10;
/** The list must reach this fraction of the static file's request rate. */
const TARGET = 0.6;
const SYNTHETIC_TOTAL = 200;
const STATIC_FILE = 'simulators.json';

interface Run {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  bytesPerResponse: number;
  /** SQL calls (pool.query + pool.connect) and pool checkouts during warm-up and measured run. */
  sql: number;
  checkouts: number;
}

/** Warm-up, then the measured run, with autocannon on a worker thread; every reply must be `status`. */
async function load(label: string, url: string, headers: Record<string, string>, status: number, db: CountingPool): Promise<Run> {
  db.reset();
  const options = { url, connections: CONNECTIONS, workers: 1, headers };
  await autocannon({ ...options, duration: WARMUP_S });
  const result = await autocannon({ ...options, duration: DURATION_S });
  const counts = db.counts();
  const requests = Object.values(result.statusCodeStats).reduce((sum, s) => sum + s.count, 0);
  const expected = result.statusCodeStats[String(status)]?.count ?? 0;
  if (result.errors > 0 || expected !== requests || requests === 0) {
    throw new BenchFailure(
      `${label}: expected only ${status} replies, got ${JSON.stringify(result.statusCodeStats)} and ${result.errors} errors.`,
    );
  }
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests,
    bytesPerResponse: result.throughput.average / result.requests.average,
    sql: db.calls(),
    checkouts: counts.checkouts,
  };
}

interface SetResult {
  name: string;
  simulators: number;
  bodyBytes: number;
  coldSql: number;
  list: Run;
  static: Run;
  notModified: Run;
  listGzip: Run | undefined;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function measureSet(
  name: string,
  urls: { app: string; static: string; staticDir: string },
  db: CountingPool,
  withGzip: boolean,
): Promise<SetResult> {
  const listUrl = urls.app + API.simulators;
  db.reset();
  // No Accept-Encoding: the identity JSON, byte for byte what the static server will send.
  const first = await rawGet(listUrl);
  const coldSql = db.calls();
  const etag = first.headers.etag;
  if (first.status !== 200 || first.headers['content-encoding'] || !etag) {
    throw new BenchFailure(`GET ${API.simulators} answered ${first.status} (encoding ${first.headers['content-encoding']}, ETag ${etag}).`);
  }
  // The cache was just invalidated, so this request loaded from SQL: if the counter saw nothing, it proves nothing.
  if (coldSql === 0) throw new BenchFailure('The SQL counter saw no call on a cold list load: it is not in the path.');
  const simulators = (JSON.parse(first.body.toString('utf8')) as unknown[]).length;

  await fs.writeFile(path.join(urls.staticDir, STATIC_FILE), first.body);
  const staticUrl = `${urls.static}/${STATIC_FILE}`;
  const copy = await rawGet(staticUrl);
  if (copy.status !== 200 || sha256(copy.body) !== sha256(first.body)) {
    throw new BenchFailure('express.static does not serve the same bytes as the list.');
  }

  console.info(`\n[api-list] ${name}: ${simulators} simulators, ${bytes(first.body.length)} of JSON, ETag ${etag}`);
  const run = async (label: string, url: string, headers: Record<string, string>, status: number) => {
    console.info(`[api-list]   ${label}: ${WARMUP_S} s warm-up + ${DURATION_S} s ...`);
    return load(label, url, headers, status, db);
  };
  const list = await run('list 200', listUrl, {}, 200);
  const staticRun = await run('static 200', staticUrl, {}, 200);
  const notModified = await run('list 304', listUrl, { 'If-None-Match': etag }, 304);
  const listGzip = withGzip ? await run('list 200 gzip', listUrl, { 'Accept-Encoding': 'gzip' }, 200) : undefined;
  return { name, simulators, bodyBytes: first.body.length, coldSql, list, static: staticRun, notModified, listGzip };
}

function report(sets: SetResult[]): boolean {
  const rows = [['set', 'endpoint', 'req/s', 'p50', 'p99', 'bytes/resp', 'requests', 'SQL calls', 'pool checkouts']];
  for (const set of sets) {
    for (const run of [set.list, set.static, set.notModified, set.listGzip]) {
      if (!run) continue;
      rows.push([
        set.name,
        run.label,
        int(run.rps),
        ms(run.p50),
        ms(run.p99),
        bytes(run.bytesPerResponse),
        int(run.requests),
        int(run.sql),
        int(run.checkouts),
      ]);
    }
  }
  console.info(`\n${textTable(rows)}`);

  let noSqlOn304 = true;
  for (const set of sets) {
    const listRatio = set.list.rps / set.static.rps;
    const notModifiedRatio = set.notModified.rps / set.static.rps;
    const touched = set.notModified.sql + set.notModified.checkouts;
    noSqlOn304 &&= touched === 0;
    console.info(`\n${set.name} (${set.simulators} simulators, ${bytes(set.bodyBytes)} body; cold load ran ${set.coldSql} SQL calls):`);
    console.info(`  list / static  = ${ratio(listRatio)}   target >= ${ratio(TARGET)}: ${listRatio >= TARGET ? 'PASS' : 'BELOW TARGET'}`);
    console.info(`  304  / static  = ${ratio(notModifiedRatio)}`);
    if (set.listGzip)
      console.info(
        `  list gzip / static (identity) = ${ratio(set.listGzip.rps / set.static.rps)}  (informational: fewer bytes, not the same bytes)`,
      );
    console.info(`  SQL during the 200 run: ${set.list.sql} calls, ${set.list.checkouts} checkouts (${int(set.list.requests)} requests)`);
    console.info(
      `  SQL during the 304 run: ${set.notModified.sql} calls, ${set.notModified.checkouts} checkouts (${int(set.notModified.requests)} requests): ${touched === 0 ? 'PASS' : 'FAIL'}`,
    );
  }
  return noSqlOn304;
}

runBench({ name: 'api-list', timeLimitMs: 5 * 60_000 }, async (cleanup: Cleanup) => {
  const started = Date.now();
  const database = await openBenchDatabase(cleanup);
  console.info(`[api-list] ${database.where}`);
  const setupPool = openPool(database.url, cleanup);
  await migrate(setupPool);
  for (const seed of directorySeeds) await applySeed(setupPool, seed);

  const db = countingPool(openPool(database.url, cleanup));
  const app = await startBenchApp(database.url, db.pool, cleanup);

  const staticDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rsd-bench-static-'));
  cleanup.defer('static folder', () => fs.rm(staticDir, { recursive: true, force: true }));
  const staticApp = express();
  staticApp.use(express.static(staticDir));
  const staticUrl = await listenOnLoopback(staticApp, 'static server', cleanup);

  console.info(
    `[api-list] app ${app.url}, static ${staticUrl}; autocannon on a worker thread, ${CONNECTIONS} connections, ` +
      `${WARMUP_S} s warm-up + ${DURATION_S} s each. Both servers get the same request headers: ` +
      'no Accept-Encoding, so both send the identical uncompressed JSON (the "list 200 gzip" row is extra).',
  );
  const urls = { app: app.url, static: staticUrl, staticDir };
  const sets = [await measureSet(`seed (${directorySimulators.length})`, urls, db, true)];

  const existing = directorySimulators.length;
  const changed = nextSimulatorsChange(app.changes);
  await insertSimulators(
    setupPool,
    Array.from({ length: SYNTHETIC_TOTAL - existing }, (_, i) => syntheticSimulator(existing + i)),
  );
  await changed;
  sets.push(await measureSet(`seed + synthetic (${SYNTHETIC_TOTAL})`, urls, db, false));

  const ok = report(sets);
  console.info(`\n[api-list] done in ${((Date.now() - started) / 1000).toFixed(0)} s (node ${process.version}, ${os.cpus().length} CPUs)`);
  if (!ok) throw new BenchFailure('The 304 path touched the database.');
});
