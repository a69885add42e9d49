import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Pool } from 'pg';
import { pino } from 'pino';
import { createApp } from '../app';
import type { TrustProxy } from '../config';
import { ChangeFeed } from '../db/change-feed';
import { migrate } from '../db/migrate';
import { createPool } from '../db/pool';
import { applySeed, type SeedData } from '../db/seed/seed';
import type { RateLimitRules } from '../http/rate-limit-rules';
import type { RenderSimulatorPage } from '../http/server-render';
import type { Mailer } from '../mail/mailer';
import type { Draining } from '../operations/draining';
import { createMetrics, type Metrics } from '../operations/metrics';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestServerOptions {
  /** Rows to load through the real seed loader (e.g. `fixtureSeed`); none by default. */
  seed?: SeedData;
  /** The web build to serve; by default a folder that does not exist (non-API paths answer 503). */
  webDistDir?: string;
  /** The server render bundle's drawing of a simulator's page; none by default (pages go as the build has them). */
  renderSimulatorPage?: RenderSimulatorPage;
  /** The app's clock (session expiry); the real time by default. */
  clock?: () => Date;
  /**
   * By default generous (TEST_RATE_LIMITS), since a test file sends many writes from 127.0.0.1; a test of the
   * limit itself sets its own.
   */
  rateLimits?: Partial<RateLimitRules>;
  trustProxy?: TrustProxy;
  /** PUBLIC_ORIGIN; unset by default, so links follow the request. */
  publicOrigin?: string;
  /**
   * Serve this database, not dropped on close: a running test server's, as a second server process would, or one
   * the test made (a restored copy).
   */
  databaseOf?: Pick<TestServer, 'databaseUrl'>;
  /** The app's drain switch, for a test to turn on; one of its own that stays off by default. */
  draining?: Draining;
  /** Where subscription mails go (test/smtp-inbox.ts); by default each is written to the silent log. */
  mailer?: Mailer;
  /** The listings keeper (AppDeps.listingsKeeper): on by default; off where a test counts queries or sessions. */
  listingsKeeper?: boolean;
}

/** High enough that no test but the rate limit's own meets it. */
export const TEST_RATE_LIMITS: RateLimitRules = {
  publicWrite: { limit: 100_000, windowSeconds: 60 },
  loginUsername: { limit: 100_000, windowSeconds: 900 },
  loginAddress: { limit: 100_000, windowSeconds: 900 },
};

export interface TestServer {
  /** Base URL, e.g. http://127.0.0.1:43125 (no trailing slash). */
  url: string;
  /** The pool the app uses: spy on it to see what SQL a request runs. */
  pool: Pool;
  /** The test database's URL, for extra connections (another "process" writing). */
  databaseUrl: string;
  changes: ChangeFeed;
  /** The app's instruments (its registry holds no process metrics): serve `metrics.registry` to scrape them. */
  metrics: Metrics;
  /** Stops the server, closes every connection and drops the database. */
  close(): Promise<void>;
}

const silent = pino({ level: 'silent' });

/** The real app on a fresh, migrated database, listening on a free port of 127.0.0.1. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database: Pick<TestDatabase, 'url' | 'drop'> = options.databaseOf
    ? { url: options.databaseOf.databaseUrl, drop: async () => undefined }
    : await createTestDatabase();
  const pool = createPool(database.url, silent);
  await migrate(pool);
  if (options.seed) await applySeed(pool, { id: 'test', data: options.seed });
  const changes = await ChangeFeed.start({ connectionString: database.url, logger: silent, retryDelayMs: 50 });
  const metrics = createMetrics(pool);
  const app = createApp({
    pool,
    changes,
    logger: silent,
    webDistDir: options.webDistDir ?? path.join(os.tmpdir(), 'rsd-test-no-web-build'),
    renderSimulatorPage: options.renderSimulatorPage,
    checkResponses: true,
    clock: options.clock,
    rateLimits: { ...TEST_RATE_LIMITS, ...options.rateLimits },
    trustProxy: options.trustProxy,
    publicOrigin: options.publicOrigin,
    metrics,
    draining: options.draining,
    mailer: options.mailer,
    listingsKeeper: options.listingsKeeper,
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    pool,
    databaseUrl: database.url,
    changes,
    metrics,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await changes.close();
      await pool.end();
      await database.drop();
    },
  };
}
