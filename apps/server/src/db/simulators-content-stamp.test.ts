import { describe, expect, it } from 'vitest';
import { rowsOfStamp } from '../features/simulators/simulator-list-cache';
import { simulatorsRepo } from '../features/simulators/simulators.repo';
import { simulatorInput } from '../test/fixtures';
import { migratedTestDatabase } from '../test/migrated-database';
import { withTransaction } from './transactions';

/**
 * Migrations 0023 and 0025: what names the simulators table's contents, in the list's ETag and the export's, with the
 * row count kept by statement triggers rather than counted.
 */
const db = migratedTestDatabase();

const stamp = () => simulatorsRepo.contentStamp(db.pool);

/** The count the stamp carries against the rows actually there. */
async function keptAndCounted(): Promise<[number, number]> {
  const { rows } = await db.pool.query<{ count: string }>('SELECT count(*) AS count FROM simulators');
  return [rowsOfStamp(await stamp()), Number(rows[0]?.count)];
}

const insertMany = (names: readonly string[]) =>
  db.pool.query(
    `INSERT INTO simulators (name, full_name, short_description, description, website)
     SELECT n, n, 's', 'd', 'https://example.org' FROM unnest($1::text[]) n`,
    [names],
  );

describe('simulators_content_stamp', () => {
  it('changes with every insert, update and delete, and comes back only with the same rows', async () => {
    const empty = await stamp();
    const first = await simulatorsRepo.insert(db.pool, simulatorInput({ name: 'First' }));
    const one = await stamp();
    const second = await simulatorsRepo.insert(db.pool, simulatorInput({ name: 'Second' }));
    const two = await stamp();
    await db.pool.query(`UPDATE simulators SET name = 'First, renamed' WHERE id = $1`, [first.id]);
    const renamed = await stamp();
    expect(new Set([empty, one, two, renamed]).size).toBe(4);

    // Second is not the highest version any more: deleting it leaves the highest as it was, and the count tells
    // this state from the one before.
    await db.pool.query('DELETE FROM simulators WHERE id = $1', [second.id]);
    const firstAlone = await stamp();
    expect([empty, one, two, renamed]).not.toContain(firstAlone);
    await db.pool.query('DELETE FROM simulators WHERE id = $1', [first.id]);
    expect(await stamp()).toBe(empty);
  });

  it('tells a version drawn again after a restore from the one before it', async () => {
    const kept = await simulatorsRepo.insert(db.pool, simulatorInput({ name: 'Before the restore' }));
    const before = await stamp();
    // A restore: the row is gone (no tombstone, as in the copy) and the sequence is back where it was.
    await db.pool.query('DELETE FROM simulators WHERE id = $1', [kept.id]);
    await db.pool.query('DELETE FROM sync_tombstones WHERE entity_id = $1', [kept.id]);
    await db.pool.query(`SELECT setval('sync_version_seq', $1::bigint - 1)`, [kept.version]);

    const other = await simulatorsRepo.insert(db.pool, simulatorInput({ name: 'After the restore' }));

    expect(other.version).toBe(kept.version);
    expect(await stamp()).not.toBe(before);
  });

  it('counts the rows of multi-row inserts and deletes, an upsert and a rolled-back write', async () => {
    await insertMany(['m1', 'm2', 'm3', 'm4']);
    const [kept, counted] = await keptAndCounted();
    expect(kept).toBe(counted);

    await db.pool.query(`DELETE FROM simulators WHERE name IN ('m1', 'm2')`);
    await db.pool.query(`UPDATE simulators SET name = name || '!' WHERE name LIKE 'm%'`);
    // An upsert that updates one row and inserts another: only the new row is counted.
    const [existing] = (await db.pool.query<{ id: number }>(`SELECT id FROM simulators ORDER BY id LIMIT 1`)).rows;
    await db.pool.query(
      `INSERT INTO simulators (id, name, full_name, short_description, description, website)
       VALUES ($1, 'upserted', 'u', 's', 'd', 'w'), (1000000, 'new', 'n', 's', 'd', 'w')
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name`,
      [existing?.id],
    );
    await expect(
      withTransaction(db.pool, async (client) => {
        await client.query('DELETE FROM simulators');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const [afterAll, countedAfterAll] = await keptAndCounted();
    expect(afterAll).toBe(countedAfterAll);
    expect(afterAll).toBeGreaterThan(0);

    await db.pool.query(`DELETE FROM simulators`);
    expect(await keptAndCounted()).toEqual([0, 0]);
  });
});
