import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDERED_BEFORE_0026 } from '../test/list-json-before-0026';
import { insertOlderSimulator, migrateBefore } from '../test/older-schema';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { migrate } from './migrate';
import { createPool } from './pool';

const LIST_JSON = 26;

let database: TestDatabase;
let pool: ReturnType<typeof createPool>;
beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url, pino({ level: 'silent' }));
});
afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

describe('migration 0026: the JSON text of each listed simulator, kept', () => {
  it('fills the rows stored before it with their text, and draws them no new version', async () => {
    await migrateBefore(pool, LIST_JSON);
    const older = [await insertOlderSimulator(pool, 'Older "one"'), await insertOlderSimulator(pool, 'Older two')];

    await migrate(pool);

    const { rows } = await pool.query<{ id: number; version: string; current: boolean }>(
      `SELECT id, version, list_json = (${RENDERED_BEFORE_0026}) AS current FROM simulators ORDER BY id`,
    );
    expect(rows.map((r) => ({ id: r.id, version: Number(r.version), current: r.current }))).toEqual(
      older.map((o) => ({ ...o, current: true })),
    );
  });
});
