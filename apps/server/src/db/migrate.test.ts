import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Pool } from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StartupError } from '../startup-error';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { loadMigrations, migrate } from './migrate';
import { createPool } from './pool';

const silent = pino({ level: 'silent' });
let database: TestDatabase;
const pools: Pool[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  await database.drop();
});

const newPool = () => {
  const pool = createPool(database.url, silent, 2);
  pools.push(pool);
  return pool;
};

const PRODUCT_TABLES = [
  'audit_log',
  'error_reports',
  'harvest_states',
  'idempotency_keys',
  'jobs',
  'mail_token_key',
  'rate_limit_windows',
  'schema_migrations',
  'seed_runs',
  'sessions',
  'simulator_completeness',
  'simulator_listings',
  'simulator_submissions',
  'simulators',
  'simulators_row_count',
  'subscription_digests',
  'subscriptions',
  'sync_change_log',
  'sync_dataset',
  'sync_listings_answers',
  'sync_tombstones',
  'technologies',
  'users',
];

describe('migrate', () => {
  it('reads the migration files in version order', () => {
    const versions = loadMigrations().map((m) => m.version);
    expect(versions.length).toBeGreaterThanOrEqual(4);
    expect(versions).toEqual(versions.toSorted((a, b) => a - b));
  });

  it('applies every migration once when two servers start at the same time', async () => {
    const [a, b] = await Promise.all([migrate(newPool()), migrate(newPool())]);
    const all = loadMigrations().map((m) => m.version);
    // One of them did the work, the other waited on the lock and found nothing left.
    expect([...a, ...b].toSorted((x, y) => x - y)).toEqual(all);
    expect([a.length, b.length].toSorted((x, y) => x - y)).toEqual([0, all.length]);
    const { rows } = await newPool().query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual(all);
  });

  it('is idempotent: a second run applies nothing and changes nothing', async () => {
    const pool = newPool();
    const before = await pool.query('SELECT version, applied_at FROM schema_migrations ORDER BY version');
    expect(await migrate(pool)).toEqual([]);
    const after = await pool.query('SELECT version, applied_at FROM schema_migrations ORDER BY version');
    expect(after.rows).toEqual(before.rows);
  });

  it('creates every table the product needs', async () => {
    const { rows } = await newPool().query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(rows.map((r) => r.table_name)).toEqual(PRODUCT_TABLES);
  });

  it('gives visitor-written tables a unique client id for idempotent retries', async () => {
    const pool = newPool();
    const insert = () =>
      pool.query(`INSERT INTO subscriptions (client_id, email) VALUES ('6f1c9a52-8a61-4c38-9d55-5e8f2c1a0b7e', 'a@example.org')
                  ON CONFLICT (client_id) DO NOTHING`);
    expect((await insert()).rowCount).toBe(1);
    expect((await insert()).rowCount).toBe(0);
    for (const table of ['error_reports', 'simulator_submissions']) {
      const { rows } = await pool.query(`SELECT 1 FROM information_schema.columns WHERE table_name = $1 AND column_name = 'client_id'`, [
        table,
      ]);
      expect(rows).toHaveLength(1);
    }
  });

  it('refuses to run when an applied migration was edited', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rsd-migrations-'));
    try {
      for (const m of loadMigrations()) {
        await fs.writeFile(path.join(dir, `${String(m.version).padStart(4, '0')}_${m.name}.sql`), m.sql);
      }
      const first = loadMigrations(dir)[0]!;
      await fs.writeFile(path.join(dir, `${String(first.version).padStart(4, '0')}_${first.name}.sql`), `${first.sql}\n-- edited`);
      await expect(migrate(newPool(), loadMigrations(dir))).rejects.toThrow(/changed after it was applied/);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses, in one sentence, a schema that a newer build has migrated, and changes nothing', async () => {
    const pool = newPool();
    const build = Math.max(...loadMigrations().map((m) => m.version));
    await pool.query(`INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, 'from_a_newer_build', 'x')`, [build + 2]);
    try {
      const refusal = migrate(pool, [
        ...loadMigrations(),
        { version: build + 1, name: 'only_here', sql: 'CREATE TABLE only_here ()', checksum: 'y' },
      ]);
      await expect(refusal).rejects.toThrow(StartupError);
      await expect(refusal).rejects.toThrow(
        `The database schema is at version ${build + 2}, newer than this build (${build + 1}): run the newer build, or restore a database of this version.`,
      );
      const { rows } = await pool.query(`SELECT to_regclass('only_here') AS t`);
      expect(rows[0]).toEqual({ t: null });
    } finally {
      await pool.query('DELETE FROM schema_migrations WHERE version = $1', [build + 2]);
    }
    expect(await migrate(pool)).toEqual([]);
  });

  it('rolls back a failing migration and names it', async () => {
    const pool = newPool();
    const broken = { version: 9999, name: 'broken', sql: 'CREATE TABLE half_done (id int); SELECT 1/0;', checksum: 'x' };
    await expect(migrate(pool, [...loadMigrations(), broken])).rejects.toThrow(/Migration 9999_broken failed: division by zero/);
    const { rows } = await pool.query(
      `SELECT to_regclass('half_done') AS t, (SELECT count(*)::int FROM schema_migrations WHERE version = 9999) AS n`,
    );
    expect(rows[0]).toEqual({ t: null, n: 0 });
  });
});
