import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Pool } from 'pg';
import { serverRenderDirOf } from '@rsd/core';
import { createApp } from './app';
import { startBackgroundJobs } from './background/background-jobs';
import { ConfigError, loadConfig, type Config } from './config';
import { ChangeFeed } from './db/change-feed';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { createPool } from './db/pool';
import { ensureAdminUser, ensureGeneratedAdmin, GENERATED_ADMIN_USERNAME } from './db/seed/admin-user';
import { directorySeeds } from './db/seed/directory-seed';
import { applySeed } from './db/seed/seed';
import { DEFAULT_USER_AGENT } from './features/harvest/harvest-run';
import { harvestJob } from './features/harvest/harvest-job';
import { digestDeps, digestJob, digestTask } from './features/subscriptions/digest';
import { erasePendingJob } from './features/subscriptions/erase-pending';
import { deriveStaleCapabilities } from './features/simulators/simulator-capabilities';
import { rescoreStaleSimulators } from './features/simulators/simulator-completeness';
import { simulatorsRepo } from './features/simulators/simulators.repo';
import { listen } from './http/listen';
import { loadSimulatorRender } from './http/server-render';
import { createLogger, type Logger } from './logger';
import { createMailer } from './mail/mailer';
import { Draining } from './operations/draining';
import { gracefulClose } from './operations/graceful-close';
import { createMetrics } from './operations/metrics';
import { serveMetrics } from './operations/metrics-server';
import { StartupError } from './startup-error';

/**
 * Once SHUTDOWN_TIMEOUT_MS has cut the last requests, closing the change feed, the pool and the database gets this
 * long; a shutdown still waiting then (a query that never returns) gives up and exits with 1.
 */
const CLOSE_AFTER_DRAIN_MS = 5_000;

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

/** The metrics port has nothing worth waiting for: a scrape cut short is retried at the next interval. */
function closeAtOnce(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

const portOf = (server: Server) => (server.address() as AddressInfo).port;

async function start(config: Config, logger: Logger, resources: Resources, draining: Draining, onDatabaseLost: () => void): Promise<void> {
  const database: Database = await openDatabase(config, logger, onDatabaseLost);
  resources.add('database', () => database.close());

  const pool: Pool = createPool(database.url, logger);
  resources.add('pool', () => pool.end());

  const applied = await migrate(pool);
  if (applied.length) logger.info({ migrations: applied }, 'migrations applied');
  for (const seed of directorySeeds) {
    const seeded = await applySeed(pool, seed);
    if (seeded) logger.info(seeded, `seed ${seed.id} applied`);
  }
  // Uncurated rows whose capability terms predate the column or the vocabulary's version; before the scores, since
  // the write draws new versions. A failure leaves their terms as they were: no reason to refuse to start.
  try {
    const derived = await deriveStaleCapabilities(pool);
    if (derived > 0) logger.info({ simulators: derived }, 'capability terms derived');
  } catch (err) {
    logger.warn({ err }, 'deriving the capability terms of simulators failed');
  }
  // Rows that predate the scores, were written around the server, or were scored under an older rule. A failure
  // costs only the admin table's order, so it is no reason to refuse to start.
  try {
    const scored = await rescoreStaleSimulators(pool, simulatorsRepo.listByIds);
    if (scored > 0) logger.info({ simulators: scored }, 'completeness scored');
  } catch (err) {
    logger.warn({ err }, 'scoring the completeness of simulators failed');
  }
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
  // Process metrics only when served: collecting them keeps an event-loop monitor running.
  const metrics = createMetrics(pool, { processMetrics: config.metricsPort !== undefined });
  const mailer = createMailer({ ...config.mail, nodeEnv: config.nodeEnv }, logger);
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
    metrics,
    draining,
    mailer,
  });
  // Scheduled jobs on graphile-worker (each tick runs once across every process). Opened before the public port, so
  // stopped once the requests in flight are done, before the pool and the database close.
  const userAgent = config.publicOrigin ? `${DEFAULT_USER_AGENT} (+${config.publicOrigin})` : DEFAULT_USER_AGENT;
  const digest = digestDeps({ pool, mailer, logger }, config);
  const background = await startBackgroundJobs({
    connectionString: database.url,
    logger,
    jobs: [
      ...harvestJob(pool, config.harvest, logger, { userAgent }),
      ...digestJob(digest, config.digest.schedule),
      erasePendingJob(pool, logger),
    ],
    tasks: [digestTask(digest)],
  });
  resources.add('background jobs', () => background.stop());
  // Opened before the public port, so closed after it: the drain itself can be watched.
  if (config.metricsPort !== undefined) {
    const metricsServer = await serveMetrics(metrics.registry, config.metricsPort, config.metricsHost, logger);
    resources.add('metrics server', () => closeAtOnce(metricsServer));
    logger.info({ host: config.metricsHost, port: portOf(metricsServer) }, 'metrics listening');
  }
  const server = await listen(app, config.port, config.host, config.connectionTimeouts);
  const publicServer = gracefulClose(server, draining, logger);
  resources.add('http server', () => publicServer.close(config.shutdownTimeoutMs));

  const port = portOf(server);
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
  const draining = new Draining();

  // Not ready at once, stop accepting, let requests finish, then close the feed, the pool and the database, in that order.
  let stopping = false;
  const shutdown = (reason: NodeJS.Signals | 'database lost', exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    draining.start();
    logger.info({ reason, shutdownTimeoutMs: config.shutdownTimeoutMs }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown did not finish in time; exiting anyway');
      process.exit(1);
    }, config.shutdownTimeoutMs + CLOSE_AFTER_DRAIN_MS).unref();
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
    await start(config, logger, resources, draining, onDatabaseLost);
  } catch (err) {
    if (err instanceof StartupError) logger.fatal(err.message);
    else logger.fatal({ err }, 'start-up failed');
    console.error(`Start-up failed: ${err instanceof Error ? err.message : String(err)}`);
    await resources.closeAll();
    process.exit(1);
  }
}

await main();
