/**
 * Requests per second through nginx with one server process and with two, side by side in one run: the processes
 * started as the Dockerfile's image starts them, nginx running the shipped site (deploy/nginx/directory.conf). See
 * bench/README.md.
 */
import { execFile, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Simulator } from '@rsd/core';
import { API } from '@rsd/core/testing';
import autocannon from 'autocannon';
import { readImageRuntime, REPO_ROOT, type ImageRuntime } from '../apps/server/src/deploy/dockerfile';
import { freePort, imageCommand, imageEnv } from '../apps/server/src/deploy/image-process';
import { startNginx } from '../apps/server/src/deploy/nginx';
import { openBenchDatabase } from './lib/bench-database';
import { int, ms, ratio, textTable } from './lib/format';
import { BenchFailure, runBench, type Cleanup } from './lib/harness';

const envSeconds = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const DURATION_S = envSeconds('BENCH_DURATION_S', 5);
const WARMUP_S = envSeconds('BENCH_WARMUP_S', 1);
/** Every setup once per round, rounds one after the other: a load from elsewhere on the host skews all alike. */
const ROUNDS = envSeconds('BENCH_ROUNDS', 3);
/** Enough for two processes to both be busy; under the 64 connections a client address may hold directly. */
const CONNECTIONS = 16;

interface Run {
  setup: string;
  endpoint: string;
  rps: number;
  p50: number;
  p99: number;
}

/**
 * A server process as the image starts it (its CMD and ENV, what compose.yaml adds), but its log to /dev/null:
 * pino still writes each request's line, as in production, and this process does not spend a core reading them.
 */
async function startProcess(runtime: ImageRuntime, databaseUrl: string, cleanup: Cleanup): Promise<string> {
  const port = await freePort();
  const [node, args] = imageCommand(runtime.cmd, process.execPath);
  const child = spawn(node, args, {
    cwd: REPO_ROOT,
    env: imageEnv(runtime, { DATABASE_URL: databaseUrl, TRUST_PROXY: '1', PORT: String(port) }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  cleanup.defer(`server on ${port}`, async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  });
  const url = `http://127.0.0.1:${port}`;
  // Up once it answers the image's health check path.
  for (const deadline = Date.now() + 60_000; ;) {
    if (child.exitCode !== null) throw new BenchFailure(`The server on ${port} exited (${child.exitCode}) before it was up.`);
    const up = await fetch(`${url}/livez`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return url;
    if (Date.now() > deadline) throw new BenchFailure(`The server on ${port} was not up within 60 s.`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Warm-up, then the measured run (autocannon on a worker thread); every answer must be a 200. */
async function load(setup: string, endpoint: string, url: string): Promise<Run> {
  // As browsers ask: the list goes as its gzip made once per version, a simulator gzipped per request.
  const options = { url, connections: CONNECTIONS, workers: 1, headers: { 'Accept-Encoding': 'gzip' } };
  await autocannon({ ...options, duration: WARMUP_S });
  const result = await autocannon({ ...options, duration: DURATION_S });
  const requests = Object.values(result.statusCodeStats).reduce((sum, s) => sum + s.count, 0);
  if (result.errors > 0 || (result.statusCodeStats['200']?.count ?? 0) !== requests || requests === 0) {
    throw new BenchFailure(
      `${setup}, ${endpoint}: expected only 200s, got ${JSON.stringify(result.statusCodeStats)} and ${result.errors} errors.`,
    );
  }
  return { setup, endpoint, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

runBench({ name: 'load-balanced', timeLimitMs: 5 * 60_000 }, async (cleanup: Cleanup) => {
  const started = Date.now();
  // The compiled entry the image runs, current with the sources.
  await promisify(execFile)(process.execPath, [path.join(REPO_ROOT, 'scripts', 'build-server.mjs'), '--if-stale']);
  const runtime = readImageRuntime();
  const database = await openBenchDatabase(cleanup);
  console.info(`[load-balanced] ${database.where}`);
  // One after the other: the first migrates and seeds, the second finds it done.
  const first = await startProcess(runtime, database.url, cleanup);
  const second = await startProcess(runtime, database.url, cleanup);
  const id = Simulator.array().parse(await (await fetch(first + API.simulators)).json())[0]?.id;
  if (id === undefined) throw new BenchFailure('The seeded directory has no simulator.');
  const endpoints = [
    { name: `GET ${API.simulators} (in memory)`, path: API.simulators },
    { name: 'GET /api/simulators/:id (one query)', path: API.simulator(id) },
  ];
  console.info(
    `[load-balanced] processes ${first} and ${second} (the image's CMD and ENV); autocannon on a worker thread, ` +
      `${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s per row, ${ROUNDS} rounds.`,
  );

  const behindNginx = async (upstreams: string[]) => {
    const nginx = await startNginx({ upstreams: upstreams.map((url) => new URL(url).host) });
    cleanup.defer(`nginx in front of ${upstreams.length}`, () => nginx.stop());
    return nginx.url;
  };
  const setups = [
    { name: '1 process, direct', url: first },
    { name: '1 process, nginx', url: await behindNginx([first]) },
    { name: '2 processes, nginx', url: await behindNginx([first, second]) },
  ];
  const runs: Run[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    console.info(`[load-balanced] round ${round} of ${ROUNDS} ...`);
    for (const setup of setups) {
      for (const endpoint of endpoints) runs.push(await load(setup.name, endpoint.name, setup.url + endpoint.path));
    }
  }

  /** The round with the median rate, and every round's rate in order. */
  const medianOf = (setup: string, endpoint: string) => {
    const mine = runs.filter((r) => r.setup === setup && r.endpoint === endpoint);
    const sorted = mine.toSorted((a, b) => a.rps - b.rps);
    return { median: sorted[Math.floor((sorted.length - 1) / 2)]!, rounds: mine.map((r) => int(r.rps)).join(' / ') };
  };
  const rows = [['setup', 'endpoint', 'req/s (median)', 'p50', 'p99', 'req/s each round']];
  for (const setup of setups) {
    for (const endpoint of endpoints) {
      const { median, rounds } = medianOf(setup.name, endpoint.name);
      rows.push([setup.name, endpoint.name, int(median.rps), ms(median.p50), ms(median.p99), rounds]);
    }
  }
  console.info(`\n${textTable(rows)}\n`);
  for (const endpoint of endpoints) {
    const rps = (setup: string) => medianOf(setup, endpoint.name).median.rps;
    console.info(
      `${endpoint.name}: 2 processes / 1 process through nginx = ${ratio(rps('2 processes, nginx') / rps('1 process, nginx'))}, ` +
        `nginx / direct with 1 process = ${ratio(rps('1 process, nginx') / rps('1 process, direct'))}`,
    );
  }
  console.info(
    `\n[load-balanced] done in ${((Date.now() - started) / 1000).toFixed(0)} s (node ${process.version}, ${os.cpus().length} CPUs: ` +
      'both processes, nginx, PostgreSQL and autocannon share them)',
  );
});
