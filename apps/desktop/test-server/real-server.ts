import { spawn, type ChildProcess } from 'node:child_process';
import { access, chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './free-port';

const repoRoot = resolve(import.meta.dirname, '../../..');

export interface RealServer {
  url: string;
  /** Its embedded database, for tests that put a row into a state no API call can. */
  databaseUrl: string;
  /** Its DATA_DIR: the cluster in `postgres/`, its password in `postgres-password` (a test may back it up and put it back). */
  dataDir: string;
  /** Stops the server gracefully (SIGTERM), as an operator or a lost network would, and its PostgreSQL with it. */
  stop(): Promise<void>;
  /** Starts it again after stop(), on the same port and data folder (the rows it stored are still there). */
  start(): Promise<void>;
  /** Stops it if running and removes its data folder. */
  dispose(): Promise<void>;
}

export interface RealServerOptions {
  nodeEnv: 'production' | 'test';
  /** The web build it serves; unset: the repository's out/web. */
  webDistDir?: string;
  /** More environment for the server, e.g. ADMIN_USERNAME and ADMIN_PASSWORD for its first admin, or DATABASE_URL for another server's database. */
  env?: Record<string, string>;
}

/** One running server process, and the log it has written so far. */
interface Running {
  child: ChildProcess;
  exited: Promise<void>;
  log: () => string;
}

function launch(env: NodeJS.ProcessEnv): Running {
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return { child, exited, log: () => log };
}

async function waitUntilReady({ child, log }: Running, url: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${log()}`);
    if (Date.now() > deadline) throw new Error(`The server did not start within 90 s:\n${log()}`);
    const ready = await fetch(`${url}/api/sync?limit=1`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function stopProcess({ child, exited }: Running): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const killTimer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(killTimer);
}

/**
 * Resolves once the embedded PostgreSQL has finished its own shutdown, which it may still be doing after a slow
 * server gave up waiting and exited: it removes its pid file last. A copy taken earlier is of a running cluster.
 */
async function clusterStopped(dataDir: string): Promise<void> {
  const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
  const deadline = Date.now() + 60_000;
  while (
    await access(pidFile).then(
      () => true,
      () => false,
    )
  ) {
    if (Date.now() > deadline) throw new Error(`PostgreSQL in ${dataDir} did not stop within 60 s.`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The real directory server, started as `npm start` starts it (migrations, seed) on a fresh embedded
 * PostgreSQL in a temp folder. Tests of the desktop app talk HTTP to it and never import server code.
 * Always the embedded database: some tests stop this server, and must not touch a shared one.
 */
export async function startRealServer(options: RealServerOptions): Promise<RealServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'rsd-real-server-'));
  // As root, PostgreSQL runs as the `postgres` user, which must be able to enter the (0700) temp folder.
  await chmod(dataDir, 0o755);
  const port = await freePort();
  const pgPort = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const env = {
    ...inherited,
    PORT: String(port),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    LOG_LEVEL: 'warn',
    NODE_ENV: options.nodeEnv,
    ...(options.webDistDir ? { WEB_DIST_DIR: options.webDistDir } : {}),
    ...options.env,
  };
  let running = launch(env);

  const stop = async () => {
    await stopProcess(running);
    await clusterStopped(dataDir);
  };
  const start = async () => {
    if (running.child.exitCode === null && running.child.signalCode === null) return;
    running = launch(env);
    await waitUntilReady(running, url);
  };
  const dispose = async () => {
    await stop();
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(running, url);
  } catch (error) {
    await dispose();
    throw error;
  }
  // Given a database (a second server on another's, as a bench's baseline build), it starts no cluster of its own.
  const given = options.env?.DATABASE_URL;
  // Else the server generated the cluster's password and keeps it in its data folder.
  const databaseUrl =
    given ??
    `postgres://postgres:${encodeURIComponent((await readFile(join(dataDir, 'postgres-password'), 'utf8')).trim())}@127.0.0.1:${pgPort}/rsd`;
  return { url, databaseUrl, dataDir, stop, start, dispose };
}
