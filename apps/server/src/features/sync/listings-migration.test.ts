import { pino } from 'pino';
import { describe, expect, it, onTestFinished } from 'vitest';
import { migrate } from '../../db/migrate';
import { createPool } from '../../db/pool';
import { insertOlderSimulator, migrateBefore } from '../../test/older-schema';
import { createTestDatabase } from '../../test/test-database';

describe('migration 0027', () => {
  it("drops the listings stored before the server read each record's JSON lists, odd entries and all", async () => {
    const database = await createTestDatabase();
    const pool = createPool(database.url, pino({ level: 'silent' }));
    onTestFinished(async () => {
      await pool.end();
      await database.drop();
    });
    await migrateBefore(pool, 27);
    const { id, version } = await insertOlderSimulator(pool, 'Odd');
    await pool.query(
      `INSERT INTO simulator_listings (simulator_id, version, listing)
       VALUES ($1, $2, '{"relevantOrganizations": [{"role": "no name"}, 7], "terms": [null]}')`,
      [id, version],
    );

    expect(await migrate(pool)).toContain(27);

    expect((await pool.query(`SELECT simulator_id FROM simulator_listings`)).rows).toEqual([]);
  });
});
