/**
 * A gzip-compressed read alone, during 40 parallel failed sign-ins, and during the same 40 scrypt calls without the
 * hashing bound: how long password hashing makes compression wait for libuv's threadpool. See bench/README.md.
 */
import { scrypt } from 'node:crypto';
import os from 'node:os';
import { API } from '@rsd/core/testing';
import { migrate } from '../apps/server/src/db/migrate';
import { directorySeeds } from '../apps/server/src/db/seed/directory-seed';
import { applySeed } from '../apps/server/src/db/seed/seed';
import { HASHING_CONCURRENCY, HASHING_QUEUE_LIMIT, hashPassword } from '../apps/server/src/features/users/password';
import { usersRepo } from '../apps/server/src/features/users/users.repo';
import { openPool, startBenchApp } from './lib/bench-app';
import { openBenchDatabase } from './lib/bench-database';
import { ms, textTable } from './lib/format';
import { rawGet } from './lib/http-get';
import { BenchFailure, runBench } from './lib/harness';

const SIGN_INS = 40;
const ALONE_READS = 20;
const ROUNDS = 5;
/** Time for a storm's requests to reach their hashing before the read is sent. */
const STORM_LEAD_MS = 100;
const PASSWORD = 'bench password, long enough';
/** Rate limits no run reaches: the storm must get as far as the password check. */
const NO_LIMIT = { limit: 10_000_000, windowSeconds: 900 };
/** What hashPassword writes (password.ts), so the unbounded calls cost what a sign-in's check costs. */
const SCRYPT_OPTIONS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

const sleep = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait));
const median = (xs: number[]) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A first visit's sync of the real directory, gzipped by compression() per request; the time to its last byte. */
async function timedRead(baseUrl: string): Promise<number> {
  const started = performance.now();
  const res = await rawGet(`${baseUrl}${API.sync}?since=0&limit=1000`, { 'Accept-Encoding': 'gzip' });
  const elapsed = performance.now() - started;
  if (res.status !== 200 || res.headers['content-encoding'] !== 'gzip') {
    throw new BenchFailure(`The read answered ${res.status} with Content-Encoding ${String(res.headers['content-encoding'])}.`);
  }
  return elapsed;
}

interface Round {
  read: number;
  /** From the first request to the last answer. */
  storm: number;
  statuses: Record<string, number>;
}

/** Starts `storm` (which resolves to its HTTP statuses), sends the read once the storm has had STORM_LEAD_MS, and waits for both. */
async function duringStorm(baseUrl: string, storm: () => Promise<number[]>): Promise<Round> {
  const started = performance.now();
  const answers = storm();
  await sleep(STORM_LEAD_MS);
  const read = await timedRead(baseUrl);
  const statuses: Record<string, number> = {};
  for (const status of await answers) statuses[status] = (statuses[status] ?? 0) + 1;
  return { read, storm: performance.now() - started, statuses };
}

const failedSignIns = (baseUrl: string) => () =>
  Promise.all(
    Array.from({ length: SIGN_INS }, async () => {
      const res = await fetch(baseUrl + API.login, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'bench', password: 'wrong password' }),
      });
      await res.arrayBuffer();
      return res.status;
    }),
  );

/** The sign-ins' scrypt calls straight on the threadpool, as each sign-in made its own before the bound; no answers. */
const unboundedHashes = async (): Promise<number[]> => {
  await Promise.all(
    Array.from(
      { length: SIGN_INS },
      () =>
        new Promise<void>((resolve, reject) =>
          scrypt(PASSWORD, 'bench salt', 64, SCRYPT_OPTIONS, (err) => (err ? reject(err) : resolve())),
        ),
    ),
  );
  return [];
};

runBench({ name: 'login-storm', timeLimitMs: 5 * 60_000 }, async (cleanup) => {
  const started = Date.now();
  const database = await openBenchDatabase(cleanup);
  console.info(`[login-storm] ${database.where}`);
  const pool = openPool(database.url, cleanup);
  await migrate(pool);
  for (const seed of directorySeeds) await applySeed(pool, seed);
  await usersRepo.insertIfAbsent(pool, {
    username: 'bench',
    email: 'bench@example.org',
    passwordHash: await hashPassword(PASSWORD),
    role: 'admin',
  });
  const app = await startBenchApp(database.url, pool, cleanup, {
    rateLimits: { publicWrite: NO_LIMIT, loginUsername: NO_LIMIT, loginAddress: NO_LIMIT },
  });

  console.info(`[login-storm] the read alone, ${ALONE_READS} times after 5 not counted ...`);
  for (let i = 0; i < 5; i++) await timedRead(app.url);
  const alone: number[] = [];
  for (let i = 0; i < ALONE_READS; i++) alone.push(await timedRead(app.url));

  const rows = [['case', 'read p50', 'read max', 'storm p50', 'answers']];
  rows.push(['read alone', ms(median(alone)), ms(Math.max(...alone)), '', '']);
  const cases = [
    { label: `${SIGN_INS} failed sign-ins (hashing bound on)`, storm: failedSignIns(app.url) },
    { label: `${SIGN_INS} scrypt calls, unbounded`, storm: unboundedHashes },
  ];
  for (const { label, storm } of cases) {
    console.info(`[login-storm] ${label}: ${ROUNDS} rounds ...`);
    const rounds: Round[] = [];
    for (let i = 0; i < ROUNDS; i++) rounds.push(await duringStorm(app.url, storm));
    const statuses: Record<string, number> = {};
    for (const round of rounds) for (const [status, n] of Object.entries(round.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
    const unexpected = Object.keys(statuses).filter((status) => status !== '401' && status !== '503');
    if (unexpected.length > 0) throw new BenchFailure(`${label}: answers ${unexpected.join(', ')}; only 401 and 503 are expected.`);
    const answers = Object.entries(statuses)
      .map(([status, n]) => `${status} x ${n}`)
      .join(', ');
    const reads = rounds.map((round) => round.read);
    rows.push([label, ms(median(reads)), ms(Math.max(...reads)), ms(median(rounds.map((round) => round.storm))), answers]);
  }

  const signedIn = await fetch(app.url + API.login, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'bench', password: PASSWORD }),
  });
  if (signedIn.status !== 200) throw new BenchFailure(`The right password answered ${signedIn.status} after the storms.`);

  console.info(`\n${textTable(rows)}\n`);
  console.info(
    `[login-storm] hashing bound: ${HASHING_CONCURRENCY} at once, ${HASHING_QUEUE_LIMIT} waiting; ` +
      `done in ${((Date.now() - started) / 1000).toFixed(0)} s (node ${process.version}, ${os.cpus().length} CPUs, ` +
      `UV_THREADPOOL_SIZE ${process.env['UV_THREADPOOL_SIZE'] ?? 'unset (4)'})`,
  );
});
