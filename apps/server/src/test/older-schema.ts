import { loadMigrations, migrate } from '../db/migrate';
import type { Pool } from 'pg';
import type { Queryable } from '../db/pool';

/**
 * A simulator row written as a server on an older schema wrote it, for tests that migrate part of the way: the
 * repository writes this build's columns, which such a schema lacks. Only columns of the first schema (0002) are named.
 */
export async function insertOlderSimulator(db: Queryable, name: string): Promise<{ id: number; version: number }> {
  const { rows } = await db.query<{ id: number; version: string }>(
    `INSERT INTO simulators (name, full_name, short_description, description, website)
     VALUES ($1, $1, 'A simulator.', 'A simulator of an older schema.', 'https://example.org') RETURNING id, version`,
    [name],
  );
  return { id: rows[0]!.id, version: Number(rows[0]!.version) };
}

/** Migrates a fresh database up to, not including, migration `version`: the schema a server before it ran. */
export async function migrateBefore(pool: Pool, version: number): Promise<void> {
  await migrate(
    pool,
    loadMigrations().filter((migration) => migration.version < version),
  );
}
