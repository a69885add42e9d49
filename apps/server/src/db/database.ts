import path from 'node:path';
import { Client } from 'pg';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { resolveClusterDir } from './cluster-location';
import { startEmbeddedPostgres } from './embedded';

/** In DATA_DIR, mode 0600: the embedded cluster's superuser password. */
export const PASSWORD_FILE = 'postgres-password';

/** The application database on the embedded server. */
const EMBEDDED_DATABASE = 'rsd';

export interface Database {
  url: string;
  embedded: boolean;
  /** Stops the embedded server; nothing to do for an external one. */
  close(): Promise<void>;
}

/** Creates `name` on the server behind `adminUrl` unless it exists. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } catch (err) {
    // Two first starts racing: the other one created it.
    if ((err as { code?: string }).code !== '42P04') throw err;
  } finally {
    await client.end();
  }
}

/**
 * DATABASE_URL when set; otherwise an embedded PostgreSQL whose data lives in DATA_DIR/postgres (or, for
 * root, where the `postgres` user can reach it). `onFailure`: the embedded one died for good.
 */
export async function openDatabase(config: Config, logger: Logger, onFailure?: () => void): Promise<Database> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, close: async () => undefined };
  const server = await startEmbeddedPostgres({
    clusterDir: await resolveClusterDir(config.dataDir, logger),
    passwordFile: path.join(config.dataDir, PASSWORD_FILE),
    port: config.embeddedPgPort,
    logger,
    onFailure,
  });
  try {
    await ensureDatabase(server.urlOf('postgres'), EMBEDDED_DATABASE);
  } catch (err) {
    await server.stop();
    throw err;
  }
  return { url: server.urlOf(EMBEDDED_DATABASE), embedded: true, close: () => server.stop() };
}
