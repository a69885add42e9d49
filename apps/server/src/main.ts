import type { Server } from 'node:http';
import type { Pool } from 'pg';
import { serverRenderDirOf } from '@rsd/core';
import { createApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { ChangeFeed } from './db/change-feed';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { createPool } from './db/pool';
import { ensureAdminUser, ensureGeneratedAdmin, GENERATED_ADMIN_USERNAME } from './db/seed/admin-user';
import { directorySeed } from './db/seed/directory-seed';
import { applySeed } from './db/seed/seed';
import { listen } from './http/listen';
import { loadSimulatorRender } from './http/server-render';
import { createLogger, type Logger } from './logger';
import { StartupError } from './startup-error';

/** How long in-flight requests get to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;
/** After this, a shutdown still waiting on something (a query that never returns) gives up. */
const SHUTDOWN_DEADLINE_MS = SHUTDOWN_GRACE_MS + 5_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

/** Closes what was opened, last opened first; used both on a failed start and on shutdown. */
class Resources {
  private closers: Array<{ name: string; close: () => Promise<unknown> }> = [];
  constructor(private readonly logger: Logger) {}
  add(name: string, close: () => Promise<unknown>): void {
    this.closers.unshift({ name, close });
  }
  async closeAll(): Promise<void> {
    for (const { name, close } of this.closers) {
      await close().catch((err: unknown) => this.logger.error({ err }, `closing ${name} failed`));
    }
    this.closers = [];
  }
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    // Stop accepting; in-flight requests finish, idle keep-alive sockets close now.
    server.close(() => resolve());
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
  });
}

async function start(config: Config, logger: Logger, resources: Resources, onDatabaseLost: () => void): Promise<void> {
  const database: Database = await openDatabase(config, logger, onDatabaseLost);
  resources.add('database', () => database.close());

  const pool: Pool = createPool(database.url, logger);
  resources.add('pool', () => pool.end());

  const applied = await migrate(pool);
  if (applied.length) logger.info({ migrations: applied }, 'migrations applied');
  const seeded = await applySeed(pool, directorySeed);
  if (seeded) logger.info(seeded, `seed ${directorySeed.id} applied`);
  if (config.admin && (await ensureAdminUser(pool, config.admin))) {
    logger.info({ username: config.admin.username }, 'administrator account created');
  }
  const generated = !config.admin && database.embedded ? await ensureGeneratedAdmin(pool) : undefined;
  if (generated) {
    // Printed to the console only, never to the log: it is a credential, shown once.
    console.info(
      `Administrator account created: username "${GENERATED_ADMIN_USERNAME}", password "${generated}". ` +
        'It is shown only this once: sign in at /admin/login and change it, or set ADMIN_USERNAME and ADMIN_PASSWORD.',
    );
  }

  const changes = await ChangeFeed.start({ connectionString: database.url, logger });
  resources.add('change feed', () => changes.close());

  const renderSimulatorPage = await loadSimulatorRender(serverRenderDirOf(config.webDistDir)).catch((err: unknown) => {
    logger.warn({ err }, 'the server render bundle could not be loaded: simulator pages go undrawn');
    return undefined;
  });
  const app = createApp({
    pool,
    changes,
    logger,
    webDistDir: config.webDistDir,
    renderSimulatorPage,
    syncTombstoneHorizonDays: config.syncTombstoneHorizonDays,
    rateLimits: config.rateLimits,
    trustProxy: config.trustProxy,
    publicOrigin: config.publicOrigin,
  });
  const server = await listen(app, config.port, config.host);
  resources.add('http server', () => closeServer(server));

  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info(
    {
      host: config.host,
      port,
      embeddedDatabase: database.embedded,
      webDistDir: config.webDistDir,
      simulatorPagesDrawn: renderSimulatorPage !== undefined,
    },
    'listening',
  );
  console.info(`Reservoir simulation directory: http://${displayHost(config.host)}:${port}`);
}

/** What to type in a browser for a bind address (a wildcard is reachable as localhost too). */
function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '127.0.0.1' || host === '::1') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  const resources = new Resources(logger);

  // Stop accepting, let requests finish, then close the feed, the pool and the database, in that order.
  let stopping = false;
  const shutdown = (reason: NodeJS.Signals | 'database lost', exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown did not finish in time; exiting anyway');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    void resources.closeAll().then(() => process.exit(exitCode));
  };
  // Not `shutdown` itself: Node passes the signal's number as a second argument, which would become the exit code.
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // Exiting lets a supervisor (systemd, a container runtime) start afresh instead of a server answering 503 for ever.
  const onDatabaseLost = () => {
    logger.fatal('the embedded PostgreSQL stopped and could not be restarted; exiting');
    shutdown('database lost', 1);
  };

  try {
    await start(config, logger, resources, onDatabaseLost);
  } catch (err) {
    if (err instanceof StartupError) logger.fatal(err.message);
    else logger.fatal({ err }, 'start-up failed');
    console.error(`Start-up failed: ${err instanceof Error ? err.message : String(err)}`);
    await resources.closeAll();
    process.exit(1);
  }
}

await main();
