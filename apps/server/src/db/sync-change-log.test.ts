import { describe, expect, it } from 'vitest';
import { simulatorsRepo } from '../features/simulators/simulators.repo';
import { simulatorInput } from '../test/fixtures';
import { insertOlderSimulator, migrateBefore } from '../test/older-schema';
import { emptyTestDatabase } from '../test/migrated-database';
import { migrate } from './migrate';
import { withSyncedWrite } from './transactions';

/** Migration 0015: the fingerprint of every version drawn (see docs/architecture.md, "Restores"). */

const database = emptyTestDatabase();

const CHANGE_LOG_MIGRATION = 15;

interface Entry {
  version: string;
  fingerprint: string;
}

const log = async (): Promise<Entry[]> =>
  (await database.pool.query<Entry>('SELECT version, fingerprint::text AS fingerprint FROM sync_change_log ORDER BY version')).rows;

/** Every version a row or tombstone carries, in order. */
const carried = async (): Promise<string[]> =>
  (
    await database.pool.query<{ version: string }>(
      `SELECT version FROM simulators UNION ALL SELECT version FROM technologies UNION ALL SELECT version FROM sync_tombstones
       ORDER BY version`,
    )
  ).rows.map((r) => r.version);

const insertTechnology = (name: string) =>
  database.pool.query<{ id: number; version: string }>(
    `INSERT INTO technologies (name, vendor_name, readiness_level, category) VALUES ($1, 'V', 'research', 'c') RETURNING id, version`,
    [name],
  );

describe('the sync change log', () => {
  it('is filled, when the migration runs, with the versions rows and tombstones carry, each with its own fingerprint', async () => {
    await migrateBefore(database.pool, CHANGE_LOG_MIGRATION);
    const kept = await insertOlderSimulator(database.pool, 'Kept');
    const gone = await insertOlderSimulator(database.pool, 'Gone');
    await database.pool.query(`UPDATE simulators SET name = 'Kept, renamed' WHERE id = $1`, [kept.id]);
    await database.pool.query('DELETE FROM simulators WHERE id = $1', [gone.id]);
    await insertTechnology('T');

    expect(await migrate(database.pool)).toContain(CHANGE_LOG_MIGRATION);

    const entries = await log();
    expect(entries.map((e) => e.version)).toEqual(await carried());
    // The superseded versions (the first 'Kept', 'Gone' itself) are not there: no stamped cursor can name them.
    expect(entries.map((e) => Number(e.version))).not.toContain(kept.version);
    expect(entries.map((e) => Number(e.version))).not.toContain(gone.version);
    expect(new Set(entries.map((e) => e.fingerprint)).size).toBe(entries.length);
  });

  it('gets the version of every insert, update and delete, drawn with a fingerprint of its own', async () => {
    const before = await log();
    const sim = await simulatorsRepo.insert(database.pool, simulatorInput({ name: 'Logged' }));
    await database.pool.query(`UPDATE simulators SET name = 'Logged, renamed' WHERE id = $1`, [sim.id]);
    const { rows } = await insertTechnology('Logged too');
    await database.pool.query('DELETE FROM technologies WHERE id = $1', [rows[0]!.id]);

    const drawn = (await log()).slice(before.length);
    const renamed = (await database.pool.query<{ version: string }>('SELECT version FROM simulators WHERE id = $1', [sim.id])).rows[0]!;
    const tombstone = (
      await database.pool.query<{ version: string }>(`SELECT version FROM sync_tombstones WHERE entity = 'technology' AND entity_id = $1`, [
        rows[0]!.id,
      ])
    ).rows[0]!;
    expect(drawn.map((e) => e.version)).toEqual([String(sim.version), renamed.version, rows[0]!.version, tombstone.version]);
    expect(new Set([...before, ...drawn].map((e) => e.fingerprint)).size).toBe(before.length + drawn.length);
  });

  it('keeps no version of a write that rolled back', async () => {
    const before = await log();
    await expect(
      withSyncedWrite(database.pool, async (client) => {
        await simulatorsRepo.insert(client, simulatorInput({ name: 'Rolled back' }));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await log()).toEqual(before);
  });

  it('draws a new fingerprint for a version drawn again (the sequence set back by hand)', async () => {
    const { rows } = await insertTechnology('Drawn twice');
    const version = rows[0]!.version;
    const first = (await log()).find((e) => e.version === version)!;
    await database.pool.query('DELETE FROM technologies WHERE id = $1', [rows[0]!.id]);
    await database.pool.query('DELETE FROM sync_tombstones WHERE entity_id = $1', [rows[0]!.id]);
    await database.pool.query(`SELECT setval('sync_version_seq', $1::bigint - 1)`, [version]);

    const again = await insertTechnology('Drawn again');

    expect(again.rows[0]!.version).toBe(version);
    const second = (await log()).find((e) => e.version === version)!;
    expect(second.fingerprint).not.toBe(first.fingerprint);
  });
});
