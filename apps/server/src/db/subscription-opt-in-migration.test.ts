import { describe, expect, it } from 'vitest';
import { emptyTestDatabase } from '../test/migrated-database';
import { migrate } from './migrate';
import { migrateBefore } from '../test/older-schema';

const OPT_IN = 20;

const database = emptyTestDatabase();

describe('migration 0020: double opt-in', () => {
  it('leaves subscriptions stored before it pending, never confirmed, and draws a 32-byte signing key', async () => {
    await migrateBefore(database.pool, OPT_IN);
    await database.pool.query(`INSERT INTO subscriptions (email, name) VALUES ('early@example.org', 'Early')`);

    await migrate(database.pool);

    const { rows } = await database.pool.query<{ status: string; confirmed_at: Date | null; confirmation_sent_at: Date | null }>(
      `SELECT status, confirmed_at, confirmation_sent_at FROM subscriptions WHERE email = 'early@example.org'`,
    );
    expect(rows).toEqual([{ status: 'pending', confirmed_at: null, confirmation_sent_at: null }]);
    const key = await database.pool.query<{ length: number }>('SELECT octet_length(key) AS length FROM mail_token_key');
    expect(key.rows).toEqual([{ length: 32 }]);
  });
});
