/**
 * The admin error-reports table at 1,000 and 100,000 rows: one page with a search term, over real HTTP with an
 * admin session, p50/p95 at the API and how page 1 grows with the table. The search's count is its own request
 * (asked once per search, not per page): its figures are printed beside the page's. See bench/README.md.
 */
import os from 'node:os';
import { AdminCount, adminPage, ErrorReport, formatAdminCount } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { migrate } from '../apps/server/src/db/migrate';
import { hashPassword } from '../apps/server/src/features/users/password';
import { usersRepo } from '../apps/server/src/features/users/users.repo';
import type { Pool } from 'pg';
import { openPool, startBenchApp } from './lib/bench-app';
import { openBenchDatabase } from './lib/bench-database';
import { ms, ratio, textTable } from './lib/format';
import { BenchFailure, runBench } from './lib/harness';

const SIZES = [1_000, 100_000] as const;
const REQUESTS = Number(process.env['BENCH_ADMIN_REQUESTS'] ?? 300);
const WARMUP = 30;
/** Targets of issue 10: p95 at the API, and page 1 at 100,000 rows against page 1 at 1,000. */
const P95_TARGET_MS = 20;
const RATIO_TARGET = 2;
const PASSWORD = 'bench password, long enough';

/** Reports name 40 simulators and 2,000 reporters (40 first names x 50 family names), four error types. */
const SIMULATORS = Array.from(
  { length: 40 },
  (_, i) =>
    `${['OPM', 'MRST', 'DuMux', 'PFLOTRAN', 'GEOS'][i % 5]} ${['Flow', 'Core', 'Lab', 'Sim', 'Pro', 'Max', 'Net', 'Hub'][Math.floor(i / 5)]}`,
);
const FIRST_NAMES = Array.from(
  { length: 40 },
  (_, i) => ['Ada', 'Bjorn', 'Chen', 'Dara', 'Eli', 'Femi', 'Gita', 'Hugo'][i % 8]! + ['', 'na', 'ro', 'lia', 'ton'][Math.floor(i / 8)]!,
);
const FAMILY_NAMES = Array.from(
  { length: 50 },
  (_, i) =>
    ['Okafor', 'Lindqvist', 'Moreau', 'Tanaka', 'Silva', 'Novak', 'Haddad', 'Kowalski', 'Reyes', 'Byrne'][i % 10]! +
    ['', 'son', 'ell', 'ini', 'ez'][Math.floor(i / 10)]!,
);
/** A broad term (one simulator of 40: 2.5 % of the rows) and a narrow one (one reporter's full name: 0.05 %). */
const QUERIES = [
  { label: 'no search', query: '' },
  { label: "q='dumux lab'", query: 'q=dumux%20lab' },
  { label: "q='femina okaforell'", query: 'q=femina%20okaforell' },
];

async function fill(pool: Pool, from: number, to: number): Promise<void> {
  await pool.query(
    `INSERT INTO error_reports (simulator_name, error_type, description, reporter_name, reporter_email, resolved, created_at)
     SELECT ($3::text[])[1 + (n % array_length($3::text[], 1))],
            (ARRAY['inaccurate', 'outdated', 'missing', 'other'])[1 + (n % 4)],
            'The description of report ' || n || ' says what is wrong.',
            ($4::text[])[1 + (n % 40)] || ' ' || ($5::text[])[1 + ((n / 40) % 50)],
            'reporter' || n || '@example.org',
            n % 3 = 0,
            timestamptz '2026-01-01' + n * interval '1 minute'
       FROM generate_series($1::int, $2::int) AS n`,
    [from, to, SIMULATORS, FIRST_NAMES, FAMILY_NAMES],
  );
  // What autovacuum does after a bulk load: statistics, and the GIN indexes' pending entries merged.
  await pool.query('VACUUM ANALYZE error_reports');
}

interface Timing {
  p50: number;
  p95: number;
  first: number;
}

interface QueryTimings {
  label: string;
  /** As the pager shows it: '10,000+' past the count cap. */
  total: string;
  page: Timing;
  count: Timing;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Sequential requests on a kept-alive connection: each figure is one request's time at the API. */
async function measure<T>(url: string, cookie: string, parse: (body: unknown) => T): Promise<Timing & { answer: T }> {
  const once = async () => {
    const started = performance.now();
    const res = await fetch(url, { headers: { Cookie: cookie } });
    const body: unknown = await res.json();
    const elapsed = performance.now() - started;
    if (res.status !== 200) throw new BenchFailure(`${url} answered ${res.status}: ${JSON.stringify(body)}`);
    return { elapsed, answer: parse(body) };
  };
  const first = await once();
  for (let i = 0; i < WARMUP; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) times.push((await once()).elapsed);
  times.sort((a, b) => a - b);
  return { answer: first.answer, p50: percentile(times, 50), p95: percentile(times, 95), first: first.elapsed };
}

const Page = adminPage(ErrorReport);

/** Page 1 of the search, then its count, each measured on its own. */
async function measureQuery(baseUrl: string, cookie: string, label: string, query: string): Promise<QueryTimings> {
  const page = await measure(`${baseUrl}${API.errorReports}?${query}`, cookie, (body) => Page.parse(body));
  if (page.answer.items.length === 0) throw new BenchFailure(`${label}: page 1 is empty; the search term finds nothing.`);
  const count = await measure(`${baseUrl}${API.errorReports}/count?${query}`, cookie, (body) => AdminCount.parse(body));
  return { label, total: formatAdminCount(count.answer.total, count.answer.totalExact), page, count };
}

runBench({ name: 'admin-list', timeLimitMs: 5 * 60_000 }, async (cleanup) => {
  const started = Date.now();
  const database = await openBenchDatabase(cleanup);
  console.info(`[admin-list] ${database.where}`);
  const pool = openPool(database.url, cleanup);
  await migrate(pool);
  await usersRepo.insertIfAbsent(pool, {
    username: 'bench',
    email: 'bench@example.org',
    passwordHash: await hashPassword(PASSWORD),
    role: 'admin',
  });
  const app = await startBenchApp(database.url, openPool(database.url, cleanup), cleanup);
  const login = await fetch(app.url + API.login, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'bench', password: PASSWORD }),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('rsd_session='))
    ?.split(';')[0];
  if (!cookie) throw new BenchFailure(`Sign-in answered ${login.status} without a session.`);

  const results = new Map<number, QueryTimings[]>();
  let filled = 0;
  for (const size of SIZES) {
    console.info(`[admin-list] ${size.toLocaleString('en-US')} error reports: filling ...`);
    await fill(pool, filled + 1, size);
    filled = size;
    const timings: QueryTimings[] = [];
    for (const { label, query } of QUERIES) {
      console.info(`[admin-list]   ${label}: ${WARMUP} warm-up + ${REQUESTS} requests of page 1, then of its count ...`);
      timings.push(await measureQuery(app.url, cookie, label, query));
    }
    results.set(size, timings);
  }

  const rows = [['rows', 'search', 'matches', 'page 1: first', 'p50', 'p95', 'count: first', 'p50', 'p95']];
  for (const [size, timings] of results) {
    for (const t of timings) {
      rows.push([
        size.toLocaleString('en-US'),
        t.label,
        t.total,
        ms(t.page.first),
        ms(t.page.p50),
        ms(t.page.p95),
        ms(t.count.first),
        ms(t.count.p50),
        ms(t.count.p95),
      ]);
    }
  }
  console.info(`\n${textTable(rows)}\n`);

  const small = results.get(SIZES[0])!;
  const large = results.get(SIZES[1])!;
  let pass = true;
  for (const [i, { label }] of QUERIES.entries()) {
    const growth = large[i]!.page.p50 / small[i]!.page.p50;
    const p95 = large[i]!.page.p95;
    const ok = p95 < P95_TARGET_MS && growth < RATIO_TARGET;
    pass &&= ok;
    console.info(
      `${label}: page 1 p95 at 100,000 = ${ms(p95)} (target < ${P95_TARGET_MS} ms); page 1 (p50) 100,000 / 1,000 = ${ratio(growth)} ` +
        `(target < ${ratio(RATIO_TARGET)}): ${ok ? 'PASS' : 'BELOW TARGET'}; its count p95 ${ms(large[i]!.count.p95)}`,
    );
  }
  console.info(
    `\n[admin-list] ${pass ? 'all targets met' : 'a target was missed'}; done in ${((Date.now() - started) / 1000).toFixed(0)} s (node ${process.version}, ${os.cpus().length} CPUs)`,
  );
});
