import pino from 'pino';
import type { Pool } from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { migrate } from '../db/migrate';
import { createPool } from '../db/pool';
import { createTestDatabase, type TestDatabase } from './test-database';

const made = <T>(value: T | undefined): T => {
  if (value === undefined) throw new Error("The test file's database is made in beforeAll: read it inside a test.");
  return value;
};

export interface TestFileDatabase {
  readonly pool: Pool;
  readonly url: string;
}

/** A fresh database for one test file, `prepare`d before its tests and dropped after them. */
function testFileDatabase(prepare: (pool: Pool) => Promise<unknown>): TestFileDatabase {
  let database: TestDatabase | undefined;
  let pool: Pool | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    pool = createPool(database.url, pino({ level: 'silent' }));
    await prepare(pool);
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });
  return {
    get pool() {
      return made(pool);
    },
    get url() {
      return made(database).url;
    },
  };
}

/**
 * A fresh database with every migration for one test file: made before its tests, dropped after them. Read
 * `pool` and `url` inside tests (they exist once the file's beforeAll has run).
 */
export const migratedTestDatabase = (): TestFileDatabase => testFileDatabase(migrate);

/** The same with no migration applied, for a migration's own test, which moves the schema forward itself. */
export const emptyTestDatabase = (): TestFileDatabase => testFileDatabase(async () => undefined);
