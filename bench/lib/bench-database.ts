import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { pino } from 'pino';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded';
import type { Cleanup } from './harness';

const silent = pino({ level: 'silent' });

async function onServer(adminUrl: string, sql: (client: Client) => string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql(client));
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database just for this run: on DATABASE_URL's server when it is set (created here,
 * dropped at the end), otherwise on a throw-away embedded PostgreSQL in a temp folder on a free port.
 * Returns its connection URL, and the embedded cluster's folder; everything is undone through `cleanup`.
 */
export async function openBenchDatabase(cleanup: Cleanup): Promise<{ url: string; where: string; clusterDir?: string }> {
  const name = `rsd_bench_${randomBytes(5).toString('hex')}`;
  const external = process.env.DATABASE_URL?.trim();
  let adminUrl: string;
  let where: string;
  let clusterDir: string | undefined;
  if (external) {
    adminUrl = external;
    where = `database ${name} on DATABASE_URL's server`;
  } else {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rsd-bench-pg-'));
    // Run as root, PostgreSQL runs as the `postgres` user, which must reach the cluster inside.
    await fs.chmod(dir, 0o755);
    cleanup.defer('temp cluster folder', () => fs.rm(dir, { recursive: true, force: true }));
    clusterDir = path.join(dir, 'postgres');
    const passwordFile = path.join(dir, 'postgres-password');
    const server = await startEmbeddedPostgres({ clusterDir, passwordFile, port: 0, logger: silent, ephemeral: true });
    cleanup.defer('embedded PostgreSQL', () => server.stop());
    adminUrl = server.urlOf('postgres');
    where = `embedded PostgreSQL on 127.0.0.1:${server.port} (${clusterDir})`;
  }
  await onServer(adminUrl, (c) => `CREATE DATABASE ${c.escapeIdentifier(name)}`);
  cleanup.defer('bench database', () => onServer(adminUrl, (c) => `DROP DATABASE IF EXISTS ${c.escapeIdentifier(name)} WITH (FORCE)`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), where, ...(clusterDir ? { clusterDir } : {}) };
}
