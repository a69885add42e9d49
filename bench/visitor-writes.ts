/**
 * POST /api/report-error under load: without a key, with a fresh Idempotency-Key per request, with one key
 * replayed by every request, and over the rate limit. Checks that each keyed request stored exactly one row
 * and that replays and refusals stored none. See bench/README.md.
 */
import os from 'node:os';
import { API } from '@rsd/core/testing';
import autocannon from 'autocannon';
import type { Pool } from 'pg';
import { migrate } from '../apps/server/src/db/migrate';
import { openPool, startBenchApp } from './lib/bench-app';
import { openBenchDatabase } from './lib/bench-database';
import { int, ms, textTable } from './lib/format';
import { BenchFailure, runBench, type Cleanup } from './lib/harness';

const envSeconds = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const DURATION_S = envSeconds('BENCH_WRITES_DURATION_S', 5);
const WARMUP_S = 1;
const CONNECTIONS = 10;

const REPORT = JSON.stringify({
  simulatorId: 'general',
  errorType: 'other',
  description: 'The comparison page lists an outdated licence.',
  reporterName: 'Grace Hopper',
  reporterEmail: 'grace@example.org',
});

interface Run {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
  requests: number;
  stored: number;
  /** Idempotency keys the run added. */
  keys: number;
}

const storedReports = async (pool: Pool) => (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM error_reports')).rows[0]!.n;
const storedKeys = async (pool: Pool) => (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM idempotency_keys')).rows[0]!.n;

/** Waits until requests left in flight by the last run have landed: the count holds still for 300 ms. */
async function settle(pool: Pool): Promise<void> {
  let last = -1;
  for (let count = await storedReports(pool); count !== last; count = await storedReports(pool)) {
    last = count;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** Warm-up and measured run; `stored` counts the rows both added. */
async function load(label: string, url: string, headers: Record<string, string>, pool: Pool): Promise<Run> {
  await settle(pool);
  const before = await storedReports(pool);
  const keysBefore = await storedKeys(pool);
  const options = {
    url: url + API.reportError,
    method: 'POST' as const,
    body: REPORT,
    connections: CONNECTIONS,
    workers: 1,
    // '[<id>]' in a header becomes a new unique id for every request.
    idReplacement: true,
    headers: { 'Content-Type': 'application/json', ...headers },
  };
  const warm = await autocannon({ ...options, duration: WARMUP_S });
  const result = await autocannon({ ...options, duration: DURATION_S });
  if (warm.errors + result.errors > 0) throw new BenchFailure(`${label}: ${warm.errors + result.errors} connection errors.`);
  await settle(pool);
  const statuses: Record<string, number> = {};
  for (const run of [warm, result]) {
    for (const [status, { count }] of Object.entries(run.statusCodeStats)) statuses[status] = (statuses[status] ?? 0) + count;
  }
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    requests: Object.values(statuses).reduce((sum, n) => sum + n, 0),
    stored: (await storedReports(pool)) - before,
    keys: (await storedKeys(pool)) - keysBefore,
  };
}

/**
 * autocannon counts answered requests; at the end of a run up to one request per connection was sent but not
 * waited for, and the server may still store it. So rows are checked against keys (exact) or within that margin.
 */
function expectRun(run: Run, expected: { statuses: string[]; stored: number | 'answered'; keys?: number | 'stored' }): void {
  const unexpected = Object.keys(run.statuses).filter((status) => !expected.statuses.includes(status));
  if (unexpected.length) throw new BenchFailure(`${run.label}: unexpected statuses ${JSON.stringify(run.statuses)}.`);
  const created = run.statuses['201'] ?? 0;
  const storedOk =
    expected.stored === 'answered' ? run.stored >= created && run.stored <= created + 2 * CONNECTIONS : run.stored === expected.stored;
  if (!storedOk) throw new BenchFailure(`${run.label}: stored ${run.stored} rows for ${created} answered 201s.`);
  const keys = expected.keys === 'stored' ? run.stored : (expected.keys ?? 0);
  if (run.keys !== keys) throw new BenchFailure(`${run.label}: ${run.keys} idempotency keys for ${run.stored} rows, expected ${keys}.`);
}

runBench({ name: 'visitor-writes', timeLimitMs: 5 * 60_000 }, async (cleanup: Cleanup) => {
  const started = Date.now();
  const database = await openBenchDatabase(cleanup);
  console.info(`[visitor-writes] ${database.where}`);
  const pool = openPool(database.url, cleanup);
  await migrate(pool);
  // One client address sends everything: a limit it cannot reach, and a second process that allows one write a minute.
  const open = await startBenchApp(database.url, pool, cleanup, { rateLimits: { publicWrite: { limit: 10_000_000, windowSeconds: 60 } } });
  const strictPool = openPool(database.url, cleanup);
  const strict = await startBenchApp(database.url, strictPool, cleanup, { rateLimits: { publicWrite: { limit: 1, windowSeconds: 60 } } });
  console.info(`[visitor-writes] ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s per row`);

  const plain = await load('no key', open.url, {}, pool);
  expectRun(plain, { statuses: ['201'], stored: 'answered' });
  const fresh = await load('a fresh key each', open.url, { 'Idempotency-Key': 'bench-[<id>]' }, pool);
  expectRun(fresh, { statuses: ['201'], stored: 'answered', keys: 'stored' });
  const replayed = await load('one key, replayed', open.url, { 'Idempotency-Key': 'bench-one-key' }, pool);
  expectRun(replayed, { statuses: ['201'], stored: 1, keys: 1 });
  const limited = await load('over the limit', strict.url, {}, pool);
  expectRun(limited, { statuses: ['201', '429'], stored: limited.statuses['201'] ?? 0 });
  if ((limited.statuses['201'] ?? 0) > 1) throw new BenchFailure(`over the limit: ${limited.statuses['201']} writes passed a limit of 1.`);

  const rows = [['row', 'req/s', 'p50', 'p99', 'requests', 'statuses', 'rows stored']];
  for (const run of [plain, fresh, replayed, limited]) {
    const statuses = Object.entries(run.statuses)
      .map(([status, n]) => `${status}x${int(n)}`)
      .join(' ');
    rows.push([run.label, int(run.rps), ms(run.p50), ms(run.p99), int(run.requests), statuses, int(run.stored)]);
  }
  console.info(`\n${textTable(rows)}`);
  console.info(
    `\n  a fresh key / no key = ${(fresh.rps / plain.rps).toFixed(2)}x   (the key's claim and answer ride in the write's transaction)`,
  );
  console.info(
    `  exactly once: ${int(fresh.stored)} rows for ${int(fresh.keys)} fresh keys; ${int(replayed.requests)} requests with one key stored ${replayed.stored}`,
  );
  console.info(
    `\n[visitor-writes] done in ${((Date.now() - started) / 1000).toFixed(0)} s (node ${process.version}, ${os.cpus().length} CPUs)`,
  );
});
