/**
 * GET /api/simulators?format=csv over 10,000 simulators: the time of the whole download and the server's peak
 * memory growth while it streams. See bench/README.md.
 */
import os from 'node:os';
import { API } from '@rsd/core/testing';
import { migrate } from '../apps/server/src/db/migrate';
import { openPool } from './lib/bench-app';
import { openBenchDatabase } from './lib/bench-database';
import { bytes, int, ms, textTable } from './lib/format';
import { BenchFailure, runBench, type Cleanup } from './lib/harness';
import { memoryOf, resetPeak, startServer } from './lib/server-process';
import { download } from './lib/stream-download';
import { insertSimulators, syntheticSimulator } from './lib/synthetic-simulators';

const ROWS = 10_000;
const RUNS = 3;
const TARGET_MS = 2_000;
const TARGET_GROWTH = 50 * 1024 * 1024;

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
