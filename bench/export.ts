/**
 * GET /api/simulators?format=csv over 10,000 simulators: the time of the whole download and the server's peak
 * memory growth while it streams. See bench/README.md.
 */
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { API } from '@rsd/core/testing';
import { migrate } from '../apps/server/src/db/migrate';
import { openPool } from './lib/bench-app';
import { openBenchDatabase } from './lib/bench-database';
import { bytes, int, ms, textTable } from './lib/format';
import { BenchFailure, runBench, type Cleanup } from './lib/harness';
import { insertSimulators, syntheticSimulator } from './lib/synthetic-simulators';

const ROWS = 10_000;
const RUNS = 3;
const TARGET_MS = 2_000;
const TARGET_GROWTH = 50 * 1024 * 1024;

/** The server process's resident memory now (VmRSS) and its peak since the last reset (VmHWM), in bytes. */
async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024;
  return { rss: kib('VmRSS'), peak: kib('VmHWM') };
}

/** Linux: writing 5 to clear_refs resets VmHWM to the current RSS, so the next peak is this request's. */
const resetPeak = (pid: number) => writeFile(`/proc/${pid}/clear_refs`, '5');

/** The server as its own process, so its memory is only its own. */
async function startServer(databaseUrl: string, cleanup: Cleanup): Promise<{ url: string; pid: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'lib', 'export-server.ts')], {
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanup.defer('export server', async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });
  for await (const line of createInterface({ input: child.stdout })) {
    const { url } = JSON.parse(line) as { url: string };
    if (child.pid === undefined) throw new Error('The server process has no pid.');
    return { url, pid: child.pid };
  }
  throw new Error('The server process ended before it listened.');
}

interface Download {
  ms: number;
  bodyBytes: number;
  records: number;
}

/** Reads the whole body as it arrives and keeps only counts: the client holds no copy of the export. */
function download(url: string): Promise<Download> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        if (res.statusCode !== 200) return reject(new BenchFailure(`${url} answered ${res.statusCode}.`));
        let bodyBytes = 0;
        let records = 0;
        res.on('data', (chunk: Buffer) => {
          bodyBytes += chunk.length;
          // Every record ends in CRLF; a field's own line break is a bare LF (the writer never emits CR in cells).
          for (let i = chunk.indexOf(13); i !== -1; i = chunk.indexOf(13, i + 1)) records++;
        });
        res.on('error', reject);
        res.on('end', () => resolve({ ms: performance.now() - started, bodyBytes, records }));
      })
      .on('error', reject);
  });
}

runBench({ name: 'export', timeLimitMs: 5 * 60_000 }, async (cleanup: Cleanup) => {
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
  console.info(`[export] inserted ${int(inserted)} synthetic simulators in ${ms(performance.now() - t)}`);

  const server = await startServer(database.url, cleanup);
  const url = `${server.url}${API.simulators}?format=csv`;
  // Warm-up: loads the code paths and the pool's connections, not counted.
  const warmUp = await download(url);
  console.info(`[export] warm-up: ${ms(warmUp.ms)}, ${bytes(warmUp.bodyBytes)}`);

  const rows: string[][] = [['run', 'time', 'body', 'records', 'RSS before', 'peak RSS', 'peak growth']];
  let worstMs = 0;
  let worstGrowth = 0;
  for (let run = 1; run <= RUNS; run++) {
    await resetPeak(server.pid);
    const before = await memoryOf(server.pid);
    t = performance.now();
    const result = await download(url);
    const after = await memoryOf(server.pid);
    const growth = Math.max(0, after.peak - before.rss);
    if (result.records !== ROWS + 1)
      throw new BenchFailure(`Run ${run}: ${result.records} CSV records, expected ${ROWS} rows and the header.`);
    worstMs = Math.max(worstMs, result.ms);
    worstGrowth = Math.max(worstGrowth, growth);
    rows.push([
      String(run),
      ms(result.ms),
      bytes(result.bodyBytes),
      int(result.records),
      bytes(before.rss),
      bytes(after.peak),
      bytes(growth),
    ]);
  }
  console.info(`\n${textTable(rows)}`);
  console.info(`\nslowest export: ${ms(worstMs)} (target < ${ms(TARGET_MS)}): ${worstMs < TARGET_MS ? 'PASS' : 'FAIL'}`);
  console.info(
    `largest peak memory growth of the server process: ${bytes(worstGrowth)} (target < ${bytes(TARGET_GROWTH)}): ${worstGrowth < TARGET_GROWTH ? 'PASS' : 'FAIL'}`,
  );
  console.info(`\n[export] done in ${((Date.now() - started) / 1000).toFixed(0)} s (node ${process.version}, ${os.cpus().length} CPUs)`);
});
