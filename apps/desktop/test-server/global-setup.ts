import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from './free-port';
import { startTestPostgres } from './postgres';

const repoRoot = resolve(import.meta.dirname, '../../..');

/**
 * One real directory server for the renderer-server project: started as `npm start` starts it (migrations,
 * seed), on a database of its own. The renderer never imports server code; it talks HTTP to this process.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startTestPostgres();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: postgres.databaseUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      WEB_DIST_DIR: resolve(repoRoot, 'apps/desktop/test-server/no-web-build'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killTimer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killTimer);
    }
    await postgres.stop();
  };

  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${log}`);
      if (Date.now() > deadline) throw new Error(`The server did not start within 60 s:\n${log}`);
      const ready = await fetch(`${url}/api/sync?limit=1`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide('realServerUrl', url);
  project.provide('realDatabaseUrl', postgres.databaseUrl);
  return stop;
}
