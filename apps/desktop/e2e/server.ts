import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../../..');

export interface RunningServer {
  url: string;
  /** Stops the server gracefully (SIGTERM), as an operator or a lost network would. */
  stop(): Promise<void>;
  /** Stops it if running and removes its data folder. */
  dispose(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

async function waitUntilServing(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/simulators`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start within 90 s:\n${output()}`);
}

/** Starts the real server (as `npm start` does) on a fresh embedded database in a temp folder. */
export async function startServer(): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rsd-e2e-'));
  // As root, PostgreSQL runs as the `postgres` user, which must be able to enter the (0700) temp folder.
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  // Always the embedded database: the offline test stops this server, and must not touch a shared one.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...inherited,
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killTimer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(killTimer);
  };

  try {
    await waitUntilServing(url, child, () => log);
  } catch (error) {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    stop,
    async dispose() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
