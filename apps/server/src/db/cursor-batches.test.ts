import Cursor from 'pg-cursor';
import { describe, expect, it, vi } from 'vitest';
import { migratedTestDatabase } from '../test/migrated-database';
import { forEachBatch } from './cursor-batches';
import { withSnapshot } from './transactions';

const db = migratedTestDatabase();
const NUMBERS = 'SELECT n FROM generate_series(1, 10) n ORDER BY n';

describe('forEachBatch', () => {
  it('hands every row over in batches, in order, and leaves the client free for the next query', async () => {
    const batches: number[][] = [];
    const after = await withSnapshot(db.pool, async (client) => {
      await forEachBatch<{ n: number }>(client, NUMBERS, 4, async (rows) => {
        batches.push(rows.map((row) => row.n));
      });
      return (await client.query<{ one: number }>('SELECT 1 AS one')).rows[0]?.one;
    });
    expect(batches).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
      [9, 10],
    ]);
    expect(after).toBe(1);
  });

  it('reads at most one batch ahead of the one being visited: a slow consumer holds two batches, not the result', async () => {
    const reads = vi.spyOn(Cursor.prototype, 'read');
    try {
      const readsDuringVisits: number[] = [];
      await withSnapshot(db.pool, (client) =>
        forEachBatch<{ n: number }>(client, NUMBERS, 2, async () => {
          // Long enough for any read asked for too early to have been sent.
          await new Promise((resolve) => setTimeout(resolve, 20));
          readsDuringVisits.push(reads.mock.calls.length);
        }),
      );
      expect(readsDuringVisits).toEqual([2, 3, 4, 5, 6]);
    } finally {
      reads.mockRestore();
    }
  });

  it('closes the cursor when a visit fails, so the transaction can go on', async () => {
    const failure = new Error('the client went away');
    const after = await withSnapshot(db.pool, async (client) => {
      await expect(
        forEachBatch(client, NUMBERS, 3, () => {
          throw failure;
        }),
      ).rejects.toBe(failure);
      return (await client.query<{ one: number }>('SELECT 1 AS one')).rows[0]?.one;
    });
    expect(after).toBe(1);
  });
});
