/**
 * What a one-row write costs two server processes on one database at 30,000 simulators, until both send the new
 * listings answer (GET /api/sync/listings): the CPU time of both processes and of PostgreSQL, and the wall time. Each
 * process's listings keeper builds the answer after a write; with the shared answer (sync_listings_answers), one
 * builds it and the other reads it. With BENCH_BEFORE=<git ref>, that commit's server is measured too, its pair and
 * this tree's in turns on the same rows (one pair running at a time: every keeper hears every write). See
 * bench/README.md.
 */
import os from 'node:os';
import type { Pool } from 'pg';
import { SYNC_PROTOCOL } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { migrate } from '../apps/server/src/db/migrate';
import { openPool } from './lib/bench-app';
import { openBenchDatabase } from './lib/bench-database';
import { serverSourceAt } from './lib/before-tree';
import { postgresCpuMs, processCpuMs } from './lib/cpu-time';
import { int, ms, textTable } from './lib/format';
import { BenchFailure, runBench, type Cleanup } from './lib/harness';
import { rawGet } from './lib/http-get';
import { listingsStored } from './lib/listings-stored';
import { startServer, type ServerProcess } from './lib/server-process';
import { insertSimulators, syntheticSimulator } from './lib/synthetic-simulators';

const ROWS = Number(process.env.BENCH_LISTINGS_ANSWER_ROWS ?? 30_000);
/** One-row writes measured per pair and turn. */
const WRITES = 3;
/** Each build's pair is measured this many times, the builds taking turns. */
const TURNS = 2;
const GZIP = { 'Accept-Encoding': 'gzip' };

interface Build {
  name: string;
  serverSrc: string | undefined;
}

interface WriteCost {
  wallMs: number;
  serversCpuMs: number;
  postgresCpuMs: number | undefined;
}

/** The ETag of a process's listings answer, once it answers 200. */
async function etagOf(server: ServerProcess): Promise<string> {
  const res = await rawGet(`${server.url}${API.syncListings}?protocol=${SYNC_PROTOCOL}`, GZIP);
  const etag = res.headers.etag;
  if (res.status !== 200 || typeof etag !== 'string') throw new BenchFailure(`The listings answered ${res.status} with no ETag.`);
  return etag;
}

/** Waits until `server` answers the listings with another ETag than `old` (asking every 50 ms); answers the new one. */
async function newEtag(server: ServerProcess, old: string): Promise<string> {
  for (const deadline = Date.now() + 5 * 60_000; Date.now() < deadline;) {
    const res = await rawGet(`${server.url}${API.syncListings}?protocol=${SYNC_PROTOCOL}`, { ...GZIP, 'If-None-Match': old });
    if (res.status === 200 && typeof res.headers.etag === 'string') return res.headers.etag;
    if (res.status !== 304) throw new BenchFailure(`The listings answered ${res.status}.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new BenchFailure('No new listings answer 5 minutes after a write.');
}

const serversCpu = async (pair: readonly ServerProcess[]) =>
  (await Promise.all(pair.map((s) => processCpuMs(s.pid)))).reduce((a, b) => a + b, 0);

/** Starts `build`'s two processes, waits for both to answer, then measures WRITES one-row writes, and stops them. */
async function measurePair(build: Build, pool: Pool, databaseUrl: string, clusterDir: string | undefined, cleanup: Cleanup) {
  const pair = [
    await startServer(databaseUrl, cleanup, { serverSrc: build.serverSrc }),
    await startServer(databaseUrl, cleanup, { serverSrc: build.serverSrc }),
  ];
  try {
    // Every listing stored: the keepers' passes at their start are over, and so is the answer each built after them.
    await listingsStored(pool);
    let etags = await Promise.all(pair.map(etagOf));
    const costs: WriteCost[] = [];
    for (let write = 0; write < WRITES; write++) {
      const cpu = { servers: await serversCpu(pair), postgres: await postgresCpuMs(clusterDir) };
      const started = performance.now();
      // One row, as an admin's edit writes it.
      await pool.query(`UPDATE simulators SET short_description = short_description || '.' WHERE id = (SELECT min(id) FROM simulators)`);
      // The two ETags may differ: an answer built while a listing was still being stored derives it (JSON of its own).
      etags = await Promise.all(pair.map((server, i) => newEtag(server, etags[i]!)));
      const wallMs = performance.now() - started;
      const postgresAfter = await postgresCpuMs(clusterDir);
      costs.push({
        wallMs,
        serversCpuMs: (await serversCpu(pair)) - cpu.servers,
        postgresCpuMs: cpu.postgres === undefined || postgresAfter === undefined ? undefined : postgresAfter - cpu.postgres,
      });
    }
    return costs;
  } finally {
    for (const server of pair) await server.stop();
  }
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;
const summary = (values: number[]) => `${ms(median(values))} (${ms(Math.min(...values))}-${ms(Math.max(...values))})`;

runBench({ name: 'listings-answer', timeLimitMs: 30 * 60_000 }, async (cleanup: Cleanup) => {
  const database = await openBenchDatabase(cleanup);
  const pool = openPool(database.url, cleanup);
  await migrate(pool);
  const inserted = await insertSimulators(
    pool,
    Array.from({ length: ROWS }, (_, i) => syntheticSimulator(i)),
  );
  console.info(`[listings-answer] ${int(inserted)} synthetic simulators in ${database.where}; load ${os.loadavg()[0]!.toFixed(2)}`);

  const builds: Build[] = [];
  const before = process.env.BENCH_BEFORE;
  if (before) {
    const { serverSrc, commit } = await serverSourceAt(before, cleanup);
    builds.push({ name: `before (${commit})`, serverSrc });
  }
  builds.push({ name: 'this tree', serverSrc: undefined });
  const costs = new Map<Build, WriteCost[]>(builds.map((b) => [b, []]));
  const loadAtStart = os.loadavg();
  for (let turn = 0; turn < TURNS; turn++) {
    // The second turn in the other order: the host's load falls on each alike.
    for (const build of turn % 2 === 0 ? builds : builds.toReversed()) {
      console.info(`[listings-answer] ${build.name}, turn ${turn + 1}; load ${os.loadavg()[0]!.toFixed(2)}`);
      costs.get(build)!.push(...(await measurePair(build, pool, database.url, database.clusterDir, cleanup)));
    }
  }
  const of = (b: Build, pick: (c: WriteCost) => number | undefined) => {
    const values = costs.get(b)!.map(pick);
    return values.every((v) => v !== undefined) ? summary(values) : 'not read';
  };
  console.info('');
  console.info(
    textTable([
      [`a one-row write, two processes, ${int(ROWS)} simulators: median (min-max) of ${WRITES * TURNS}`, ...builds.map((b) => b.name)],
      ['write -> both processes answer the new listings', ...builds.map((b) => of(b, (c) => c.wallMs))],
      ['CPU time of both server processes', ...builds.map((b) => of(b, (c) => c.serversCpuMs))],
      ["CPU time of PostgreSQL's processes", ...builds.map((b) => of(b, (c) => c.postgresCpuMs))],
    ]),
  );
  const loadAtEnd = os.loadavg();
  console.info(
    `\nLoad average (1, 5, 15 min) at the start ${loadAtStart.map((n) => n.toFixed(1)).join(' / ')}, at the end ${loadAtEnd.map((n) => n.toFixed(1)).join(' / ')}; ${os.cpus().length} CPUs.`,
  );
});
