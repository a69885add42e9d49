import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Simulator, SyncResponse } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directorySeeds, directorySimulators } from '../db/seed/directory-seed';
import { createAccount, sendAs, sessionOf } from '../test/accounts';
import { eventually } from '../test/eventually';
import { simulatorInput } from '../test/fixtures';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { unprivilegedAccount, type RunAs } from './accounts';
import { readImageRuntime, REPO_ROOT } from './dockerfile';
import { freePorts, killIfRunning, runHealthcheck, startImageProcess, type ImageProcess } from './image-process';
import { findNginx, startNginx, type RunningNginx } from './nginx';

/**
 * The deployment compose.yaml describes, on this machine: two server processes started exactly as the Dockerfile's
 * image starts them (its CMD, its ENV, an unprivileged user) on one PostgreSQL, behind a real nginx running the
 * shipped site (deploy/nginx/directory.conf). CI installs nginx (.ci/run) and builds out/web first (npm run build).
 */

const runtime = readImageRuntime();
/** What compose.yaml adds to the image's environment for the app, but for the database's address. */
const composeEnv = (database: TestDatabase) => ({ DATABASE_URL: database.url, TRUST_PROXY: '1' });
const MAIN_JS = path.join(REPO_ROOT, 'out', 'server', 'main.js');
const WEB_INDEX = path.join(REPO_ROOT, 'out', 'web', 'index.html');

let tmp: string;
let database: TestDatabase;
let pool: Pool | undefined;
let runAs: RunAs | undefined;
let ports: [number, number];
const servers: [ImageProcess | undefined, ImageProcess | undefined] = [undefined, undefined];
let nginx: RunningNginx | undefined;

beforeAll(async () => {
  // Before anything else, so that a machine without nginx fails with the sentence saying how to install it.
  findNginx();
  // The compiled entry, current with the sources (scripts/build-server.mjs; npm run build makes it in CI).
  await promisify(execFile)(process.execPath, [path.join(REPO_ROOT, 'scripts', 'build-server.mjs'), '--if-stale']);
  await fs.access(WEB_INDEX).catch(() => {
    throw new Error(`${WEB_INDEX} is missing: the image serves the web build; make it with npm run build:web.`);
  });
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'rsd-deploy-'));
  await fs.chmod(tmp, 0o755);
  const account = await unprivilegedAccount(tmp, [MAIN_JS, WEB_INDEX, path.join(REPO_ROOT, 'node_modules', 'pg', 'package.json')]);
  if (account && 'reason' in account) console.warn(`The server processes run as root: ${account.reason}.`);
  else runAs = account;
  database = await createTestDatabase();
  const [first = 0, second = 0] = await freePorts(2);
  ports = [first, second];
});

afterAll(async () => {
  servers.forEach(killIfRunning);
  await nginx?.stop();
  await pool?.end();
  await database?.drop();
  if (tmp) await fs.rm(tmp, { recursive: true, force: true });
});

const start = (index: 0 | 1) => {
  const server = startImageProcess(runtime, { port: ports[index], env: composeEnv(database), runAs });
  servers[index] = server;
  return server;
};

const running = (index: 0 | 1): ImageProcess => {
  const server = servers[index];
  if (!server) throw new Error(`Server ${index + 1} was not started: the first test starts both.`);
  return server;
};

/** The effective user id of a running process, from /proc. */
async function uidOf(pid: number | undefined): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^Uid:\s+\d+\s+(\d+)/m.exec(status)?.[1]);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the load's clients record together: the good answers, and each failure in a sentence. */
interface LoadResult {
  ok: number;
  failures: string[];
}

/**
 * One visitor after another, until `stop` says so: the home page, the simulator list (plain, and conditional once
 * it has an ETag), a simulator, and a first sync walked page by page. Any answer but 2xx or 304, and any error
 * (refused, reset, a body cut short), is a failure.
 */
async function visitor(base: string, ids: number[], stop: () => boolean, result: LoadResult): Promise<void> {
  let etag: string | undefined;
  const get = async (url: string, headers: Record<string, string> = {}): Promise<Response | undefined> => {
    try {
      const res = await fetch(base + url, { headers, signal: AbortSignal.timeout(10_000) });
      // The whole body: a response cut short fails here, not unnoticed.
      const body = await res.arrayBuffer();
      if (res.status !== 304 && (res.status < 200 || res.status > 299)) {
        result.failures.push(`GET ${url} answered ${res.status}: ${Buffer.from(body).toString('utf8').slice(0, 200)}`);
        return undefined;
      }
      result.ok++;
      return new Response(res.status === 304 ? null : body, { status: res.status, headers: res.headers });
    } catch (err) {
      const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
      result.failures.push(`GET ${url} failed: ${err instanceof Error ? err.message : String(err)}${cause}`);
      return undefined;
    }
  };
  for (let round = 0; !stop(); round++) {
    await get('/');
    const list = await get(API.simulators, etag ? { 'If-None-Match': etag } : {});
    etag = list?.headers.get('etag') ?? etag;
    await get(API.simulator(ids[round % ids.length]!));
    let since = '0';
    for (let page = 0; page < 20 && !stop(); page++) {
      const res = await get(`${API.sync}?since=${since}&limit=5`);
      if (!res) break;
      const body = SyncResponse.parse(await res.json());
      if (!body.hasMore) break;
      since = body.cursor;
    }
  }
}

describe('two server processes as the image runs them, behind nginx', { timeout: 60_000 }, () => {
  it('start together on one empty database: migrated and seeded once, the same data from both, as an unprivileged user', async () => {
    await Promise.all([start(0).listening, start(1).listening]);
    const logs = [...running(0).logs, ...running(1).logs];
    expect(logs.filter((r) => r.msg === 'migrations applied')).toHaveLength(1);
    for (const seed of directorySeeds) expect(logs.filter((r) => r.msg === `seed ${seed.id} applied`)).toHaveLength(1);
    const lists = await Promise.all([running(0), running(1)].map((server) => fetch(server.url + API.simulators)));
    const etags = lists.map((res) => res.headers.get('etag'));
    expect(etags[0]).toBeTruthy();
    expect(etags[1]).toBe(etags[0]);
    expect(Simulator.array().parse(await lists[0]!.json())).toHaveLength(directorySimulators.length);
    await lists[1]!.body?.cancel();
    // As root, the unprivileged account; otherwise whoever runs the tests, who is not root either.
    const uid = runAs?.uid ?? process.getuid?.();
    for (const index of [0, 1] as const) expect(await uidOf(running(index).child.pid)).toBe(uid);
    // The image's HEALTHCHECK passes against each.
    for (const index of [0, 1] as const) expect(await runHealthcheck(runtime, ports[index], runAs)).toBe(0);
  });

  it('read at once through one process what was written through the other, with a session from either', async () => {
    pool = new Pool({ connectionString: database.url, max: 2 });
    await createAccount(pool, 'deploy-admin');
    const [first, second] = [running(0).url, running(1).url];
    const cookie = await sessionOf(first, 'deploy-admin');

    const created = await sendAs(first, cookie, 'POST', API.simulators, simulatorInput({ name: 'Deployment Check' }));
    expect(created.status).toBe(201);
    const simulator = Simulator.parse(await created.json());
    const read = await fetch(second + API.simulator(simulator.id));
    expect(read.status).toBe(200);
    expect(Simulator.parse(await read.json())).toEqual(simulator);

    // The session made by the first process is good on the second: no process keeps one to itself.
    const edit = { ...simulatorInput({ name: 'Deployment Checked' }), expectedVersion: simulator.version };
    const updated = await sendAs(second, cookie, 'PUT', API.simulator(simulator.id), edit);
    expect(updated.status).toBe(200);
    const reread = await fetch(first + API.simulator(simulator.id));
    expect(Simulator.parse(await reread.json()).name).toBe('Deployment Checked');

    // Each process's in-memory list follows the other's write (PostgreSQL's NOTIFY).
    for (const url of [first, second]) {
      await eventually(async () => {
        const names = Simulator.array()
          .parse(await (await fetch(url + API.simulators)).json())
          .map((s) => s.name);
        expect(names).toContain('Deployment Checked');
      });
    }
  });

  it('lose no request while one process is stopped with SIGTERM and started again under load', async () => {
    nginx = await startNginx({ upstreams: ports.map((port) => `127.0.0.1:${port}`), runAs, accessLog: true });
    const home = await fetch(nginx.url + '/');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
    // nginx's own id for the request, passed on and answered by the app.
    expect(home.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    await home.body?.cancel();
    const ids = Simulator.array()
      .parse(await (await fetch(nginx.url + API.simulators)).json())
      .map((s) => s.id);

    const result: LoadResult = { ok: 0, failures: [] };
    let stopping = false;
    const base = nginx.url;
    const visitors = Array.from({ length: 4 }, () => visitor(base, ids, () => stopping, result));
    try {
      await sleep(2_500);
      const stopped = running(0);
      const stoppedAt = Date.now();
      stopped.child.kill('SIGTERM');
      expect(await stopped.exited).toBe(0);
      // Drained well within SHUTDOWN_TIMEOUT_MS (10 s): nothing it had was left hanging.
      expect(Date.now() - stoppedAt).toBeLessThan(8_000);
      expect(await runHealthcheck(runtime, ports[0], runAs)).not.toBe(0);
      await sleep(1_500);

      const restarted = start(0);
      await restarted.listening;
      const restartedAt = Date.now();
      expect(await runHealthcheck(runtime, ports[0], runAs)).toBe(0);
      // nginx tries a server it saw refuse again after the site's fail_timeout (5 s): give it time to.
      await sleep(6_500);
      stopping = true;
      await Promise.all(visitors);

      expect(result.failures.slice(0, 10), `nginx's error log:\n${await nginx.errorLog()}`).toEqual([]);
      expect(result.ok).toBeGreaterThan(100);
      const access = await nginx.accessLog();
      expect(access.filter((r) => r.status !== 200 && r.status !== 304)).toEqual([]);
      const served = (index: 0 | 1, from: number, to: number) =>
        access.filter((r) => r.at >= from && r.at <= to && r.upstreams.at(-1) === `127.0.0.1:${ports[index]}`).length;
      expect(served(0, 0, stoppedAt)).toBeGreaterThan(0);
      expect(served(1, stoppedAt, restartedAt)).toBeGreaterThan(0);
      // Back in the rotation once started again.
      expect(served(0, restartedAt, Infinity)).toBeGreaterThan(0);
      // nginx did meet the stopped process (502 there) and sent those requests on: without its retry, they fail.
      const retried = access.filter((r) => r.upstreams.length > 1);
      expect(retried.length).toBeGreaterThan(0);
      expect(retried.filter((r) => r.upstreams[0] !== `127.0.0.1:${ports[0]}` || r.upstreamStatuses[0] !== '502')).toEqual([]);
      expect(restarted.logs.filter((r) => r.level >= 50)).toEqual([]);
    } finally {
      stopping = true;
      await Promise.all(visitors);
    }
  });
});
