import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded';
import { StartupError } from '../startup-error';
import { RESTART_ATTEMPTS } from './embedded-supervisor';
import { runsAsRoot } from './postgres-user';
import { eventually } from '../test/eventually';
import { occupyPort } from '../test/occupy-port';

/** Real clusters of their own (not the run's shared one), in a temporary folder. */

const run = promisify(execFile);
let tmp: string;

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'rsd-embedded-'));
  // Run as root, PostgreSQL runs as the `postgres` user, which must reach the clusters inside.
  await fs.chmod(tmp, 0o755);
});
afterAll(() => fs.rm(tmp, { recursive: true, force: true }));

interface Captured {
  logs: Array<{ msg: string }>;
  failures: number;
}

async function start(name: string, captured: Captured = { logs: [], failures: 0 }) {
  const logger = pino({ level: 'info' }, { write: (line: string) => captured.logs.push(JSON.parse(line)) });
  const db = await startEmbeddedPostgres({
    clusterDir: path.join(tmp, name, 'postgres'),
    passwordFile: path.join(tmp, name, 'postgres-password'),
    port: 0,
    logger,
    onFailure: () => captured.failures++,
  });
  return { db, captured, passwordFile: path.join(tmp, name, 'postgres-password'), clusterDir: path.join(tmp, name, 'postgres') };
}

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

const withPassword = (db: EmbeddedDatabase, password: string) =>
  `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${db.port}/postgres`;

const postmasterPid = async (clusterDir: string) => Number.parseInt(await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8'), 10);

describe('embedded PostgreSQL: nobody else gets in', { timeout: 60_000 }, () => {
  it('has a generated password in a 0600 file, refuses the old fixed one, listens on 127.0.0.1 only, no socket', async () => {
    const { db, passwordFile } = await start('locked');
    try {
      const stat = await fs.stat(passwordFile);
      expect(stat.mode & 0o777).toBe(0o600);
      const password = (await fs.readFile(passwordFile, 'utf8')).trim();
      expect(password).toMatch(/^[\w-]{32}$/);
      expect(db.urlOf('postgres')).toBe(withPassword(db, password));

      await expect(query(withPassword(db, 'postgres'), 'SELECT 1')).rejects.toMatchObject({ code: '28P01' });
      const [listen] = await query<{ listen_addresses: string }>(db.urlOf('postgres'), 'SHOW listen_addresses');
      expect(listen?.listen_addresses).toBe('127.0.0.1');
      const [socket] = await query<{ unix_socket_directories: string }>(db.urlOf('postgres'), 'SHOW unix_socket_directories');
      expect(socket?.unix_socket_directories).toBe('');
      await expect(fs.access(path.join('/tmp', `.s.PGSQL.${db.port}`))).rejects.toThrow(/ENOENT/);
    } finally {
      await db.stop();
    }
  });

  it.runIf(runsAsRoot())('keeps another local user (nobody) out of the password file', async () => {
    const { db, passwordFile } = await start('nobody');
    try {
      await expect(run('runuser', ['-u', 'nobody', '--', 'cat', passwordFile])).rejects.toThrow(/Permission denied/);
    } finally {
      await db.stop();
    }
  });

  it('replaces the old fixed password of an existing cluster on its next start', async () => {
    const first = await start('legacy');
    // Make it a cluster as the old code left it: password `postgres`, no password file.
    await query(first.db.urlOf('postgres'), "ALTER ROLE postgres PASSWORD 'postgres'");
    await first.db.stop();
    await fs.rm(first.passwordFile);

    const second = await start('legacy');
    try {
      expect(second.captured.logs.map((r) => r.msg)).toContain(
        'the embedded PostgreSQL had the old fixed password; it now has its own generated one',
      );
      expect((await fs.stat(second.passwordFile)).mode & 0o777).toBe(0o600);
      await expect(query(withPassword(second.db, 'postgres'), 'SELECT 1')).rejects.toMatchObject({ code: '28P01' });
      expect(await query(second.db.urlOf('postgres'), 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await second.db.stop();
    }
  });
});

describe('embedded PostgreSQL: watched', { timeout: 60_000 }, () => {
  it('restarts PostgreSQL after it is killed', async () => {
    const { db, captured, clusterDir } = await start('restarts');
    try {
      const before = await postmasterPid(clusterDir);
      process.kill(before, 'SIGKILL');
      const rows = await eventually(() => query<{ one: number }>(db.urlOf('postgres'), 'SELECT 1 AS one'));
      expect(rows).toEqual([{ one: 1 }]);
      expect(await postmasterPid(clusterDir)).not.toBe(before);
      const messages = captured.logs.map((r) => r.msg);
      expect(messages).toContain('the embedded PostgreSQL exited unexpectedly; restarting it');
      expect(messages).toContain('embedded PostgreSQL restarted');
      expect(captured.failures).toBe(0);
    } finally {
      await db.stop();
    }
  });

  it('gives up after bounded retries when it cannot come back, and stops at once after that', async () => {
    const { db, captured, clusterDir } = await start('gives-up');
    process.kill(await postmasterPid(clusterDir), 'SIGKILL');
    // Someone else takes the port: every restart fails.
    const squatter = await occupyPort(db.port);
    try {
      await eventually(async () => expect(captured.failures).toBe(1), { timeoutMs: 30_000 });
      expect(captured.logs.filter((r) => r.msg === 'restart failed')).toHaveLength(RESTART_ATTEMPTS);
      const started = Date.now();
      await db.stop();
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      squatter.close();
    }
  });

  it('stops at once when PostgreSQL has already died', async () => {
    const { db, clusterDir } = await start('dead-stop');
    process.kill(await postmasterPid(clusterDir), 'SIGKILL');
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    await db.stop();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('embedded PostgreSQL: a failed start is one sentence', { timeout: 60_000 }, () => {
  it('says what to do when initdb fails (a cluster folder holding something else)', async () => {
    const clusterDir = path.join(tmp, 'cluttered', 'postgres');
    await fs.mkdir(clusterDir, { recursive: true });
    await fs.writeFile(path.join(clusterDir, 'notes.txt'), 'not a cluster\n');
    const failure = start('cluttered');
    await expect(failure).rejects.toBeInstanceOf(StartupError);
    await expect(failure).rejects.toThrow(
      new RegExp(`^The embedded PostgreSQL could not create its cluster in ${clusterDir} \\(Postgres init script failed`),
    );
  });
});
