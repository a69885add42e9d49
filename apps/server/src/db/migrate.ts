import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Pool } from 'pg';
import { StartupError } from '../startup-error';
import { MIGRATION_LOCK } from './locks';
import { highestVersion, newerSchemaMessage } from './schema-version';

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

// Beside this module when run as TypeScript; scripts/build-server.mjs copies them beside the compiled server (out/server).
const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
const FILE_NAME = /^(\d{4})_([a-z0-9_]+)\.sql$/;

/** Reads `NNNN_name.sql` files in version order. */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const migrations = fs
    .readdirSync(dir)
    .flatMap((file) => {
      const match = FILE_NAME.exec(file);
      if (!match) return [];
      const sql = fs.readFileSync(path.join(dir, file), 'utf8');
      return [{ version: Number(match[1]), name: match[2] ?? file, sql, checksum: createHash('sha256').update(sql).digest('hex') }];
    })
    .toSorted((a, b) => a.version - b.version);
  migrations.forEach((m, i) => {
    if (i > 0 && migrations[i - 1]?.version === m.version) throw new Error(`Two migrations share version ${m.version}.`);
  });
  return migrations;
}

/**
 * Applies pending migrations, each in its own transaction. A session advisory lock makes a second
 * server starting at the same time wait, then find nothing left to do. Returns the versions applied.
 */
export async function migrate(pool: Pool, migrations: Migration[] = loadMigrations()): Promise<number[]> {
  const client = await pool.connect();
  let broken: Error | undefined;
  // Checked-out clients have no pool error listener: keep a lost connection from crashing the process.
  const onError = (err: Error) => {
    broken = err;
  };
  client.on('error', onError);
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version    integer PRIMARY KEY,
        name       text NOT NULL,
        checksum   text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const { rows } = await client.query<{ version: number; checksum: string }>('SELECT version, checksum FROM schema_migrations');
      const applied = new Map(rows.map((r) => [r.version, r.checksum]));
      // A newer build has migrated this database: running here would write past rules this build does not know.
      const schema = highestVersion(rows);
      const build = highestVersion(migrations);
      if (schema > build) throw new StartupError(newerSchemaMessage(schema, build));
      for (const m of migrations) {
        const checksum = applied.get(m.version);
        if (checksum !== undefined && checksum !== m.checksum) {
          throw new Error(`Migration ${m.version}_${m.name} changed after it was applied. Add a new migration instead of editing it.`);
        }
      }
      const done: number[] = [];
      for (const m of migrations.filter((pending) => !applied.has(pending.version))) {
        await client.query('BEGIN');
        try {
          await client.query(m.sql);
          await client.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
            m.version,
            m.name,
            m.checksum,
          ]);
          await client.query('COMMIT');
        } catch (err) {
          await client.query('ROLLBACK');
          throw new Error(`Migration ${m.version}_${m.name} failed: ${(err as Error).message}`, { cause: err });
        }
        done.push(m.version);
      }
      return done;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
}
