import { describe, expect, it } from 'vitest';
import { simulatorsRepo } from '../features/simulators/simulators.repo';
import { simulatorInput } from '../test/fixtures';
import { migratedTestDatabase } from '../test/migrated-database';

/** Migration 0023: what names the simulators table's contents, in the list's ETag and the export's. */
const db = migratedTestDatabase();

const stamp = () => simulatorsRepo.contentStamp(db.pool);

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
});
