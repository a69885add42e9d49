import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './free-port';

const repoRoot = resolve(import.meta.dirname, '../../..');

export interface RealServer {
  url: string;
  /** Its embedded database, for tests that put a row into a state no API call can. */
  databaseUrl: string;
  /** Stops the server gracefully (SIGTERM), as an operator or a lost network would. */
  stop(): Promise<void>;
  /** Starts it again after stop(), on the same address and database (its data is kept). */
  start(): Promise<void>;
  /** Stops it if running and removes its data folder. */
  dispose(): Promise<void>;
}

export interface RealServerOptions {
  nodeEnv: 'production' | 'test';
  /** The web build it serves; unset: the repository's out/web. */
  webDistDir?: string;
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
  let current: ServerProcess | null = null;

  const stop = async () => {
    await current?.stop();
  };
  const dispose = async () => {
    await stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  const start = async () => {
    if (current?.running()) return;
    current = await launch({ ...options, dataDir, port, pgPort, url });
  };

  try {
    await start();
  } catch (error) {
    await dispose();
    throw error;
  }
  // The server generated the cluster's password and keeps it in its data folder.
  const password = (await readFile(join(dataDir, 'postgres-password'), 'utf8')).trim();
  const databaseUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/rsd`;
  return { url, databaseUrl, stop, start, dispose };
}

interface ServerProcess {
  running(): boolean;
  stop(): Promise<void>;
}

interface LaunchOptions extends RealServerOptions {
  dataDir: string;
  port: number;
  pgPort: number;
  url: string;
}

/** One run of the server process on the given ports and data folder; resolves once it answers. */
async function launch(options: LaunchOptions): Promise<ServerProcess> {
  const { dataDir, port, pgPort, url } = options;
  let log = '';
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...inherited,
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: 'warn',
      NODE_ENV: options.nodeEnv,
      ...(options.webDistDir ? { WEB_DIST_DIR: options.webDistDir } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const running = () => child.exitCode === null && child.signalCode === null;

  const stop = async () => {
    if (!running()) return;
    child.kill('SIGTERM');
    const killTimer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(killTimer);
  };

  try {
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${log}`);
      if (Date.now() > deadline) throw new Error(`The server did not start within 90 s:\n${log}`);
      const ready = await fetch(`${url}/api/sync?limit=1`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { running, stop };
}
