import os from 'node:os';
import path from 'node:path';
import type { Pool } from 'pg';
import { pino } from 'pino';
import { createApp, type AppDeps } from '../../apps/server/src/app';
import { ChangeFeed, type ChangeSource } from '../../apps/server/src/db/change-feed';
import { createPool } from '../../apps/server/src/db/pool';
import type { Cleanup } from './harness';
import { listenOnLoopback } from './listen';

/** No request logs: writing one line per request would measure the terminal, not the server. */
export const silentLogger = pino({ level: 'silent' });

/** The server's own pool (same settings as `npm start`), closed at the end. */
export function openPool(databaseUrl: string, cleanup: Cleanup): Pool {
  const pool = createPool(databaseUrl, silentLogger);
  cleanup.defer('pool', () => pool.end());
  return pool;
}

export interface BenchApp {
  url: string;
  changes: ChangeFeed;
}

/**
 * The real app from createApp, wired as main.ts wires it, on 127.0.0.1; `pool` may be a counting wrapper.
 * `settings` are what main.ts reads from the environment (e.g. rate limits).
 */
export async function startBenchApp(
  databaseUrl: string,
  pool: Pool,
  cleanup: Cleanup,
  settings: Pick<AppDeps, 'rateLimits' | 'trustProxy'> = {},
): Promise<BenchApp> {
  const changes = await ChangeFeed.start({ connectionString: databaseUrl, logger: silentLogger });
  cleanup.defer('change feed', () => changes.close());
  // No web build: the benchmarks only call /api.
  const webDistDir = path.join(os.tmpdir(), 'rsd-bench-no-web-build');
  const app = createApp({ pool, changes, logger: silentLogger, webDistDir, ...settings });
  return { url: await listenOnLoopback(app, 'app server', cleanup), changes };
}

/** Resolves on the next NOTIFY for the simulators table (after the list cache has dropped its copy). */
export function nextSimulatorsChange(changes: ChangeSource): Promise<void> {
  return new Promise((resolve) => {
    const off = changes.subscribe(({ table }) => {
      if (table !== 'simulators') return;
      off();
      resolve();
    });
  });
}
