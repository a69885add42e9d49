import { isDeepStrictEqual } from 'node:util';
import { API, makeRepositoryFacts } from '@rsd/core/testing';
import { Simulator } from '@rsd/core';
import type { Pool } from 'pg';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate';
import { directorySeeds } from '../../db/seed/directory-seed';
import { applySeed } from '../../db/seed/seed';
import { simulatorInput, technologyInput } from '../../test/fixtures';
import { RENDERED_BEFORE_0026 } from '../../test/list-json-before-0026';
import { emptyTestDatabase } from '../../test/migrated-database';
import { insertOlderSimulator, migrateBefore } from '../../test/older-schema';
import { signedInTestServer } from '../../test/signed-in-server';
import { deriveStaleCapabilities } from './simulator-capabilities';
import { rescoreStaleSimulators } from './simulator-completeness';
import { SIMULATOR_STREAMS, simulatorsRepo } from './simulators.repo';

/**
 * A guard for migration 0026's kept list text: every simulator's `list_json` must be what the list would build from
 * the row's columns now. A later migration (or any write) that changes a listed column with the triggers off leaves a
 * stale text, which the list would go on sending; this fails it in CI.
 */

/** The first migration after the one that keeps the text: rows stored before it meet every later migration. */
const AFTER_LIST_JSON = 27;

/** A simulator whose kept text is not current: by its bytes, against its record as the app reads it, or both. */
interface StaleText {
  id: number;
  bytes: boolean;
  record: boolean;
}

/**
 * Every simulator whose kept text is not current, checked two ways: byte for byte against the text the list rendered
 * per request before 0026, and parsed against the record the app builds from the columns (the JSON export's, the
 * detail's), which names every key of core's Simulator however the SQL spells them.
 */
async function staleListTexts(pool: Pool): Promise<StaleText[]> {
  const { rows } = await pool.query<{ id: number; bytes: boolean }>(
    `SELECT id, list_json IS DISTINCT FROM (${RENDERED_BEFORE_0026}) AS bytes FROM simulators ORDER BY id`,
  );
  const records = (await pool.query(SIMULATOR_STREAMS.records.sql)).rows.map(SIMULATOR_STREAMS.records.map);
  const kept = (await pool.query<{ json: string }>(SIMULATOR_STREAMS.json.sql)).rows;
  return rows
    .map(({ id, bytes }, i) => ({ id, bytes, record: records[i]?.id !== id || !isDeepStrictEqual(JSON.parse(kept[i]!.json), records[i]) }))
    .filter((row) => row.bytes || row.record);
}

describe('the kept list text of rows stored before every later migration', () => {
  const database = emptyTestDatabase();

  it('is current after the later migrations, the seeds and the start-up writes', async () => {
    await migrateBefore(database.pool, AFTER_LIST_JSON);
    await insertOlderSimulator(database.pool, 'Stored at 0026 "quoted"');
    await insertOlderSimulator(database.pool, 'Stored at 0026, Ünïcödé');

    // As main.ts starts a server: every migration, checked before any write with the trigger on could redo the text
    // (the start-up's scoring writes every row stored before it); then the directory's seeds, and the rows it derives
    // and scores again.
    await migrate(database.pool);
    expect(await staleListTexts(database.pool)).toEqual([]);
    for (const seed of directorySeeds) await applySeed(database.pool, seed);
    await deriveStaleCapabilities(database.pool);
    await rescoreStaleSimulators(database.pool, simulatorsRepo.listByIds);

    const { rows } = await database.pool.query<{ count: number }>('SELECT count(*)::int AS count FROM simulators');
    expect(rows[0]!.count).toBeGreaterThan(2);
    expect(await staleListTexts(database.pool)).toEqual([]);
  });
});

describe('the kept list text after writes through the API', () => {
  const server = signedInTestServer('curator', { seed: { simulators: [simulatorInput({ name: 'Seeded' })], technologies: [], jobs: [] } });

  it('is current after every kind of write', async () => {
    const created = await server.send('POST', API.simulators, simulatorInput({ name: 'Written "through" the API' }));
    expect(created.status).toBe(201);
    const simulator = Simulator.parse(await created.json());
    const edited = await server.send('PUT', API.simulator(simulator.id), {
      ...simulatorInput({ name: 'Edited', learningResources: { nested: [1, 2.5, null, 'é'] }, detailedCapabilities: null }),
      expectedVersion: simulator.version,
    });
    expect(edited.status).toBe(200);
    const other = Simulator.parse(await (await server.send('POST', API.simulators, simulatorInput({ name: 'Deleted later' }))).json());
    expect((await server.send('DELETE', API.simulator(other.id))).status).toBe(200);
    expect((await server.send('POST', API.technologies, technologyInput({ name: 'A technology' }))).status).toBe(201);
    // The harvester's write keeps updated_at as it was (a later BEFORE trigger puts it back): the text must too.
    await simulatorsRepo.writeRepositoryFacts(server.pool, simulator.id, makeRepositoryFacts());

    expect(await staleListTexts(server.pool)).toEqual([]);
  });

  it('is found stale when a listed column is written with the trigger off, by its bytes and by its record', async () => {
    const { rows } = await server.pool.query<{ id: number }>(`SELECT id FROM simulators WHERE name = 'Seeded'`);
    const id = rows[0]!.id;
    await server.pool.query('ALTER TABLE simulators DISABLE TRIGGER simulators_write_list_json');
    try {
      await server.pool.query(`UPDATE simulators SET short_description = 'Written with the trigger off.' WHERE id = $1`, [id]);
    } finally {
      await server.pool.query('ALTER TABLE simulators ENABLE TRIGGER simulators_write_list_json');
    }
    expect(await staleListTexts(server.pool)).toEqual([{ id, bytes: true, record: true }]);

    // Any write with the trigger on brings the text back.
    await server.pool.query('UPDATE simulators SET short_description = short_description WHERE id = $1', [id]);
    expect(await staleListTexts(server.pool)).toEqual([]);
  });
});
