import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { migrate } from './migrate';
import { createPool } from './pool';
import { migrateBefore } from '../test/older-schema';

const OPT_IN = 20;

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

describe('migration 0020: double opt-in', () => {
  it('leaves subscriptions stored before it pending, never confirmed, and draws a 32-byte signing key', async () => {
    await migrateBefore(pool, OPT_IN);
    await pool.query(`INSERT INTO subscriptions (email, name) VALUES ('early@example.org', 'Early')`);

    await migrate(pool);

    const { rows } = await pool.query<{ status: string; confirmed_at: Date | null; confirmation_sent_at: Date | null }>(
      `SELECT status, confirmed_at, confirmation_sent_at FROM subscriptions WHERE email = 'early@example.org'`,
    );
    expect(rows).toEqual([{ status: 'pending', confirmed_at: null, confirmation_sent_at: null }]);
    const key = await pool.query<{ length: number }>('SELECT octet_length(key) AS length FROM mail_token_key');
    expect(key.rows).toEqual([{ length: 32 }]);
  });
});
