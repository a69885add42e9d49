import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { API, Simulator, SyncResponse } from '@rsd/core';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directorySeed } from './db/seed/directory-seed';

/**
 * The real entry point as `npm start` runs it (minus the web build step), in its own process, on an
 * embedded PostgreSQL in a temporary DATA_DIR: start-up, SIGTERM with a request in flight, and a
 * second start on the same data.
 */

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const INDEX_HTML = '<!doctype html><title>directory</title>';

interface LogRecord {
  msg: string;
  port?: number;
  migrations?: number[];
}

interface RunningServer {
  url: string;
  /** The embedded PostgreSQL's URL for the app database, for a second connection. */
  databaseUrl: string;
  logs: LogRecord[];
  exited: Promise<number | null>;
  child: ChildProcess;
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

function startMain(): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: '0',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: '0',
      WEB_DIST_DIR: webDir,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const logs: LogRecord[] = [];
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let pgPort: number | undefined;
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
        if (record.msg === 'listening') {
          resolve({
            url: `http://127.0.0.1:${record.port}`,
            databaseUrl: `postgres://postgres:postgres@127.0.0.1:${pgPort}/rsd`,
            logs,
            exited,
            child,
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
    http.get(url, { agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }).on('error', reject);
  });
}

async function simulatorsAndDataset(url: string) {
  const simulators = Simulator.array().parse(await (await fetch(url + API.simulators)).json());
  const { dataset } = SyncResponse.parse(await (await fetch(url + API.sync)).json());
  return { count: simulators.length, dataset };
}

const seconds = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('main: the server process', { timeout: 90_000 }, () => {
  let first: { count: number; dataset: string };

  it('starts an embedded PostgreSQL in DATA_DIR, migrates, seeds and serves the API and the web build', async () => {
    const server = await startMain();
    const messages = server.logs.map((r) => r.msg);
    expect(messages).toContain('initialising embedded PostgreSQL cluster');
    expect(messages).toContain(`seed ${directorySeed.id} applied`);
    first = await simulatorsAndDataset(server.url);
    expect(first.count).toBe(directorySeed.data.simulators.length);
    const page = await fetch(`${server.url}/simulator/1`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(INDEX_HTML);

    // Hold a lock the jobs query needs, so a request is still running when SIGTERM arrives.
    const blocker = new Client({ connectionString: server.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE jobs IN ACCESS EXCLUSIVE MODE');
      const inFlight = fetch(server.url + API.jobs);
      await seconds(300);
      server.child.kill('SIGTERM');
      await seconds(300);
      // No longer accepting...
      await expect(freshGet(server.url + API.jobs)).rejects.toThrow(/ECONNREFUSED/);
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
});
