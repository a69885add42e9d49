/**
 * GET /api/simulators?format=csv and the whole list's 200 over 30,000 simulators (issue 29): the time of each
 * download and the server process's memory while it streams, its curve sampled every 10 ms (peak and slope), and
 * the live heap under forced full GCs; the list's 200 again gzipped and plain, and GET /api/sync/listings (gzip) once
 * the keepers have stored the bulk insert's listings and after a one-row write. With BENCH_BEFORE=<git ref>, that commit's server runs beside this tree's on
 * the same database, and both are printed side by side. See bench/README.md.
 */
import os from 'node:os';
import { SYNC_PROTOCOL } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { migrate } from '../apps/server/src/db/migrate';
import { openPool } from './lib/bench-app';
import { openBenchDatabase } from './lib/bench-database';
import { serverSourceAt } from './lib/before-tree';
import { listingsStored } from './lib/listings-stored';
import { postgresCpuMs, processCpuMs } from './lib/cpu-time';
import { bytes, int, ms, textTable } from './lib/format';
import { BenchFailure, runBench, type Cleanup } from './lib/harness';
import { rawGet } from './lib/http-get';
import { curveOf, liveHeapOf, type CurveFigures } from './lib/memory-curve';
import { memoryOf, resetPeak, startServer, type ServerProcess } from './lib/server-process';
import { download, type Download } from './lib/stream-download';
import { insertSimulators, syntheticSimulator } from './lib/synthetic-simulators';

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 30_000);
const CSV_RUNS = 2;
const TARGET_MS = 2_000 * (ROWS / 10_000);
const TARGET_GROWTH = 50 * 1024 * 1024;
/** Kept data grows with every row sent; garbage does not. The live heap may gain at most this per 10,000 rows. */
const TARGET_LIVE_SLOPE = 1024 * 1024;

/** One build's two server processes: as deployed, and under --expose-gc (its recordings collect garbage first). */
interface Build {
  name: string;
  plain: ServerProcess;
  collecting: ServerProcess;
}

interface Measured {
  download: Download;
  /** VmHWM (reset just before) above the RSS just before. */
  peakGrowth: number;
  rss: CurveFigures;
  heap: CurveFigures;
  /** CPU time the server process and PostgreSQL used during the download: figures the host's load does not inflate. */
  serverCpuMs: number;
  postgresCpuMs: number | undefined;
}

/** One download with the process's memory recorded during it, and the CPU time it cost. */
async function measured(
  server: ServerProcess,
  url: string,
  clusterDir: string | undefined,
  headers: Record<string, string> = {},
): Promise<Measured> {
  await resetPeak(server.pid);
  const before = await memoryOf(server.pid);
  const cpuBefore = { server: await processCpuMs(server.pid), postgres: await postgresCpuMs(clusterDir) };
  await server.record();
  const result = await download(url, headers);
  const samples = await server.samples();
  const after = await memoryOf(server.pid);
  const postgresAfter = await postgresCpuMs(clusterDir);
  return {
    download: result,
    peakGrowth: Math.max(0, after.peak - before.rss),
    rss: curveOf(samples, 'rss', result.ms),
    heap: curveOf(samples, 'heap', result.ms),
    serverCpuMs: (await processCpuMs(server.pid)) - cpuBefore.server,
    postgresCpuMs: postgresAfter === undefined || cpuBefore.postgres === undefined ? undefined : postgresAfter - cpuBefore.postgres,
  };
}

const GZIP = { 'Accept-Encoding': 'gzip' };

/** One GET /api/sync/listings (gzip) from each build in turn: its time, and its body's size as sent. */
async function listingsFromEach(builds: readonly Build[]): Promise<Map<Build, { ms: number; bytes: number }>> {
  const answers = new Map<Build, { ms: number; bytes: number }>();
  for (const build of builds) {
    const started = performance.now();
    const res = await rawGet(`${build.plain.url}${API.syncListings}?protocol=${SYNC_PROTOCOL}`, GZIP);
    if (res.status !== 200) throw new BenchFailure(`${build.name}: the listings answered ${res.status}.`);
    answers.set(build, { ms: performance.now() - started, bytes: res.body.length });
  }
  return answers;
}

const cpu = (n: number | undefined) => (n === undefined ? 'not read' : ms(n));

/** The live heap during a download from the process that collects garbage before its samples. */
async function liveHeap(server: ServerProcess, url: string): Promise<{ ms: number; live: CurveFigures }> {
  await server.record();
  const result = await download(url);
  return { ms: result.ms, live: liveHeapOf(await server.samples(), result.ms) };
}

/** A slope in bytes per second as bytes per 10,000 rows of a download of `rows` that took `downloadMs`. */
const per10k = (slopePerS: number, downloadMs: number) => (slopePerS * (downloadMs / 1000) * 10_000) / ROWS;
const signed = (n: number) => (n < 0 ? `-${bytes(-n)}` : bytes(n));
const verdict = (ok: boolean) => (ok ? 'PASS' : 'BELOW TARGET');

runBench({ name: 'export', timeLimitMs: 30 * 60_000 }, async (cleanup: Cleanup) => {
  const started = Date.now();
  const database = await openBenchDatabase(cleanup);
  console.info(`[export] ${database.where}`);
  const pool = openPool(database.url, cleanup);
  await migrate(pool);
  let t = performance.now();
  const inserted = await insertSimulators(
    pool,
    Array.from({ length: ROWS }, (_, i) => syntheticSimulator(i)),
  );
  console.info(
    `[export] inserted ${int(inserted)} synthetic simulators in ${ms(performance.now() - t)}; load ${os.loadavg()[0]!.toFixed(2)}`,
  );

  const builds: Build[] = [];
  const before = process.env.BENCH_BEFORE;
  if (before) {
    const { serverSrc, commit } = await serverSourceAt(before, cleanup);
    builds.push({
      name: `before (${commit})`,
      plain: await startServer(database.url, cleanup, { serverSrc }),
      collecting: await startServer(database.url, cleanup, { serverSrc, exposeGc: true }),
    });
  }
  builds.push({
    name: 'this tree',
    plain: await startServer(database.url, cleanup),
    collecting: await startServer(database.url, cleanup, { exposeGc: true }),
  });
  // The keepers store the 30,000 listings the insert left (both builds' processes share the work), then the first
  // listings request to each build: the answer a first visit waits for, right after a bulk write.
  const storedMs = await listingsStored(pool);
  console.info(`[export] every listing stored ${ms(storedMs)} after the servers started; load ${os.loadavg()[0]!.toFixed(2)}`);
  const listingsAfterBulk = await listingsFromEach(builds);

  const csvPath = `${API.simulators}?format=csv`;
  for (const build of builds) {
    // Warm-up: loads the code paths and the pool's connections, not counted.
    for (const server of [build.plain, build.collecting]) await download(server.url + csvPath);
  }

  // Builds take turns, so the host's load falls on each alike.
  const csv = new Map<Build, Measured[]>(builds.map((b) => [b, []]));
  for (let run = 1; run <= CSV_RUNS; run++) {
    for (const build of builds) {
      const result = await measured(build.plain, build.plain.url + csvPath, database.clusterDir);
      if (result.download.records !== ROWS + 1)
        throw new BenchFailure(`${build.name}, run ${run}: ${result.download.records} CSV records, expected ${ROWS} rows and the header.`);
      csv.get(build)!.push(result);
    }
  }
  const csvLive = new Map(
    await Promise.all(builds.map(async (b) => [b, await liveHeap(b.collecting, b.collecting.url + csvPath)] as const)),
  );
  // The list's first 200 since the servers started (nothing of it read yet), then gzipped, plain again, gzipped again.
  const list = new Map<Build, Measured>();
  const listGzip = new Map<Build, Measured>();
  const listAgain = new Map<Build, Measured>();
  const listGzipAgain = new Map<Build, Measured>();
  for (const build of builds) list.set(build, await measured(build.plain, build.plain.url + API.simulators, database.clusterDir));
  for (const build of builds) listGzip.set(build, await measured(build.plain, build.plain.url + API.simulators, database.clusterDir, GZIP));
  for (const build of builds) listAgain.set(build, await measured(build.plain, build.plain.url + API.simulators, database.clusterDir));
  for (const build of builds) {
    listGzipAgain.set(build, await measured(build.plain, build.plain.url + API.simulators, database.clusterDir, GZIP));
  }

  // One row written as an admin's edit writes it: the listings answer as it is between bulk writes.
  await pool.query(`UPDATE simulators SET short_description = short_description || '.' WHERE id = (SELECT min(id) FROM simulators)`);
  await listingsStored(pool);
  const listingsAfterOneRow = await listingsFromEach(builds);
  const load = os.loadavg()[0]!;

  const column = (cell: (b: Build) => string) => builds.map(cell);
  const runs = (b: Build) => csv.get(b)!;
  const table: string[][] = [
    ['figure', ...builds.map((b) => b.name)],
    [
      'CSV time (each run)',
      ...column((b) =>
        runs(b)
          .map((r) => ms(r.download.ms))
          .join(', '),
      ),
    ],
    ['CSV body', ...column((b) => bytes(runs(b)[0]!.download.bodyBytes))],
    [
      'CSV CPU: server / PostgreSQL (each run)',
      ...column((b) =>
        runs(b)
          .map((r) => `${ms(r.serverCpuMs)} / ${cpu(r.postgresCpuMs)}`)
          .join(', '),
      ),
    ],
    [
      'CSV peak RSS growth, VmHWM (each run)',
      ...column((b) =>
        runs(b)
          .map((r) => bytes(r.peakGrowth))
          .join(', '),
      ),
    ],
    [
      'CSV RSS slope per 10,000 rows (each run)',
      ...column((b) =>
        runs(b)
          .map((r) => signed(per10k(r.rss.slopePerS, r.download.ms)))
          .join(', '),
      ),
    ],
    [
      'CSV V8 heap: peak above start (each run)',
      ...column((b) =>
        runs(b)
          .map((r) => bytes(r.heap.growth))
          .join(', '),
      ),
    ],
    [
      'CSV V8 heap slope per 10,000 rows (each run)',
      ...column((b) =>
        runs(b)
          .map((r) => signed(per10k(r.heap.slopePerS, r.download.ms)))
          .join(', '),
      ),
    ],
    ['CSV live heap (--expose-gc): peak above start', ...column((b) => bytes(csvLive.get(b)!.live.growth))],
    ['CSV live heap slope per 10,000 rows', ...column((b) => signed(per10k(csvLive.get(b)!.live.slopePerS, csvLive.get(b)!.ms)))],
    ['CSV time under forced GCs', ...column((b) => ms(csvLive.get(b)!.ms))],
    ['list 200: time', ...column((b) => ms(list.get(b)!.download.ms))],
    ['list 200: body', ...column((b) => bytes(list.get(b)!.download.bodyBytes))],
    ['list 200: CPU, server / PostgreSQL', ...column((b) => `${ms(list.get(b)!.serverCpuMs)} / ${cpu(list.get(b)!.postgresCpuMs)}`)],
    ['list 200: peak RSS growth, VmHWM', ...column((b) => bytes(list.get(b)!.peakGrowth))],
    ['list 200: V8 heap peak above start', ...column((b) => bytes(list.get(b)!.heap.growth))],
    ['list 200: RSS slope per 10,000 rows', ...column((b) => signed(per10k(list.get(b)!.rss.slopePerS, list.get(b)!.download.ms)))],
    ['list 200 (gzip), next: time', ...column((b) => ms(listGzip.get(b)!.download.ms))],
    ['list 200 (gzip): bytes sent', ...column((b) => bytes(listGzip.get(b)!.download.bodyBytes))],
    [
      'list 200 (gzip): CPU, server / PostgreSQL',
      ...column((b) => `${ms(listGzip.get(b)!.serverCpuMs)} / ${cpu(listGzip.get(b)!.postgresCpuMs)}`),
    ],
    ['list 200 (gzip): peak RSS growth', ...column((b) => bytes(listGzip.get(b)!.peakGrowth))],
    ['list 200 (gzip), again: time', ...column((b) => ms(listGzipAgain.get(b)!.download.ms))],
    [
      'list 200 (gzip), again: CPU, server / PostgreSQL',
      ...column((b) => `${ms(listGzipAgain.get(b)!.serverCpuMs)} / ${cpu(listGzipAgain.get(b)!.postgresCpuMs)}`),
    ],
    ['list 200 (gzip), again: peak RSS growth', ...column((b) => bytes(listGzipAgain.get(b)!.peakGrowth))],
    ['list 200 (plain), next: time', ...column((b) => ms(listAgain.get(b)!.download.ms))],
    [
      'list 200 (plain), next: CPU, server / PostgreSQL',
      ...column((b) => `${ms(listAgain.get(b)!.serverCpuMs)} / ${cpu(listAgain.get(b)!.postgresCpuMs)}`),
    ],
    ['list 200 (plain), next: peak RSS growth', ...column((b) => bytes(listAgain.get(b)!.peakGrowth))],
    ['listings 200 (gzip) after the bulk insert: time', ...column((b) => ms(listingsAfterBulk.get(b)!.ms))],
    ['listings 200 (gzip) after a one-row write: time', ...column((b) => ms(listingsAfterOneRow.get(b)!.ms))],
    ['listings body (gzip)', ...column((b) => bytes(listingsAfterOneRow.get(b)!.bytes))],
  ];
  console.info(`\n${textTable(table)}`);
  console.info(
    `\n  ${int(ROWS)} rows; load average (1 min) ${load.toFixed(2)} at the end; ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (1, 5, 15 min)`,
  );

  for (const build of builds) {
    const slowest = Math.max(...runs(build).map((r) => r.download.ms));
    const growth = Math.max(...runs(build).map((r) => r.peakGrowth));
    const live = per10k(csvLive.get(build)!.live.slopePerS, csvLive.get(build)!.ms);
    console.info(`\n  ${build.name}:`);
    console.info(`    slowest CSV ${ms(slowest)} (target < ${ms(TARGET_MS)}): ${verdict(slowest < TARGET_MS)}`);
    console.info(`    largest CSV peak RSS growth ${bytes(growth)} (target < ${bytes(TARGET_GROWTH)}): ${verdict(growth < TARGET_GROWTH)}`);
    console.info(
      `    CSV live heap slope ${signed(live)} per 10,000 rows (target < ${bytes(TARGET_LIVE_SLOPE)}: nothing kept per row): ${verdict(live < TARGET_LIVE_SLOPE)}`,
    );
  }

  // The same rows must give the same bytes, whichever build sends them.
  const [first, ...others] = builds;
  for (const other of others) {
    for (const [what, a, b] of [
      ['CSV', runs(first!)[0]!.download, runs(other)[0]!.download],
      ['list', list.get(first!)!.download, list.get(other)!.download],
      ['list, next', listAgain.get(first!)!.download, listAgain.get(other)!.download],
    ] as const) {
      const same = a.sha256 === b.sha256 && a.etag === b.etag;
      console.info(`\n  ${what}: ${first!.name} and ${other.name} send the same body and ETag: ${same ? 'yes' : 'NO'}`);
      if (!same) throw new BenchFailure(`${what}: ${first!.name} and ${other.name} sent different bodies or ETags.`);
    }
  }
  console.info(`\n[export] done in ${((Date.now() - started) / 1000).toFixed(0)} s (node ${process.version}, ${os.cpus().length} CPUs)`);
});
