import {
  API,
  normalizeCapabilities,
  normalizeLearningResources,
  parseSpecifications,
  SYNC_PROTOCOL,
  SyncResponse,
} from '@rsd/core';
import { DatabaseError, type Pool } from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../../db/migrate';
import { createPool } from '../../db/pool';
import { fixtureSeed } from '../../test/fixtures';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: fixtureSeed });
});
afterAll(() => server?.close());

async function pullAll(): Promise<SyncResponse> {
  const res = await fetch(`${server.url}${API.sync}?since=0&limit=5000&protocol=${SYNC_PROTOCOL}`);
  expect(res.status).toBe(200);
  return SyncResponse.parse(await res.json());
}

/** The SQLSTATE of a failed statement, or 'ok'. */
async function sqlState(sql: string): Promise<string> {
  try {
    await server.pool.query(sql);
    return 'ok';
  } catch (error) {
    if (error instanceof DatabaseError && error.code) return error.code;
    throw error;
  }
}

const CHECK = '23514';
const NOT_NULL = '23502';

/** [value as SQL, what the database does]: refuses it, or keeps it (and then sync must read it). */
const ODD_VALUES: [string, string, string][] = [
  ['an empty array', `'[]'::jsonb`, CHECK],
  ['a number', `'42'::jsonb`, CHECK],
  ['text of bad JSON', `to_jsonb('{not json'::text)`, 'ok'],
  ['JSON null', `'null'::jsonb`, CHECK],
  ['SQL NULL', `NULL`, 'ok'],
];

describe('odd JSON in a synced row', () => {
  describe.each([
    ['simulators', 'detailed_capabilities'],
    ['simulators', 'learning_resources'],
    ['technologies', 'specifications'],
  ])('%s.%s', (table, column) => {
    it.each(ODD_VALUES)('%s: refused by the database, or synced and read as empty lists', async (_name, value, outcome) => {
      const { rows } = await server.pool.query<{ id: number }>(`SELECT min(id) AS id FROM ${table}`);
      const id = rows[0]!.id;
      expect(await sqlState(`UPDATE ${table} SET ${column} = ${value} WHERE id = ${id}`)).toBe(outcome);

      const page = await pullAll();
      expect(page.hasMore).toBe(false);
      if (table === 'simulators') {
        const simulator = page.simulators.find((s) => s.id === id)!;
        const blob = column === 'detailed_capabilities' ? simulator.detailedCapabilities : simulator.learningResources;
        if (outcome === 'ok') {
          expect(normalizeCapabilities(blob).physics).toEqual([]);
          expect(normalizeLearningResources(blob).documentation).toEqual([]);
        }
      } else {
        const technology = page.technologies.find((t) => t.id === id)!;
        if (outcome === 'ok') expect(parseSpecifications(technology.specifications)).toEqual([]);
      }
    });
  });

  it.each([
    ['an empty array', `'[]'::jsonb`, 'ok'],
    ['odd entries', `'[2019, {"y": 1}, "2020"]'::jsonb`, CHECK],
    ['a number', `'42'::jsonb`, CHECK],
    ['text of bad JSON', `to_jsonb('[not json'::text)`, CHECK],
    ['JSON null', `'null'::jsonb`, CHECK],
    ['SQL NULL', `NULL`, NOT_NULL],
    ['null entries', `'[null, 2019]'::jsonb`, 'ok'],
  ])('technologies.deployed_years with %s', async (_name, value, outcome) => {
    const { rows } = await server.pool.query<{ id: number }>(`SELECT min(id) AS id FROM technologies`);
    expect(await sqlState(`UPDATE technologies SET deployed_years = ${value} WHERE id = ${rows[0]!.id}`)).toBe(outcome);
    expect((await pullAll()).technologies.length).toBeGreaterThan(0);
  });
});

describe('TRUNCATE of a synced table', () => {
  it.each(['simulators', 'technologies'])('is refused for %s, and the rows stay', async (table) => {
    const before = await server.pool.query(`SELECT count(*)::int AS n FROM ${table}`);
    await expect(server.pool.query(`TRUNCATE ${table} CASCADE`)).rejects.toThrow(/TRUNCATE .* is refused/);
    expect((await server.pool.query(`SELECT count(*)::int AS n FROM ${table}`)).rows).toEqual(before.rows);
  });
});

describe('migration 0006 on a database that already holds odd rows', () => {
  let database: TestDatabase;
  let pool: Pool;
  beforeAll(async () => {
    database = await createTestDatabase();
    pool = createPool(database.url, pino({ level: 'silent' }));
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  it('repairs them (with new versions, so clients get the repair) and then enforces the shapes', async () => {
    await migrate(pool, loadMigrations().filter((m) => m.version < 6));
    const { rows: sims } = await pool.query<{ id: number; version: string }>(
      `INSERT INTO simulators (name, full_name, short_description, description, website, detailed_capabilities, learning_resources)
       VALUES ('Array', 'a', 'b', 'c', 'https://a.example', '[]', '7'),
              ('Good', 'a', 'b', 'c', 'https://b.example', '{"physics": []}', '"{\\"tutorials\\": []}"')
       RETURNING id, version`,
    );
    await pool.query(
      `INSERT INTO technologies (name, vendor_name, readiness_level, category, specifications, deployed_years)
       VALUES ('T', 'V', 'research', 'c', '[1]', '[2019, {"y": 1}, [3], "2021", null]')`,
    );

    expect(await migrate(pool)).toContain(6);

    const { rows } = await pool.query<{ name: string; detailed_capabilities: unknown; learning_resources: unknown; version: string }>(
      `SELECT name, detailed_capabilities, learning_resources, version FROM simulators ORDER BY id`,
    );
    expect(rows.map((r) => [r.name, r.detailed_capabilities, r.learning_resources])).toEqual([
      ['Array', null, null],
      ['Good', { physics: [] }, '{"tutorials": []}'],
    ]);
    expect(Number(rows[0]!.version)).toBeGreaterThan(Number(sims[1]!.version));
    expect(rows[1]!.version).toBe(sims[1]!.version);
    const tech = await pool.query(`SELECT specifications, deployed_years FROM technologies`);
    expect(tech.rows).toEqual([{ specifications: null, deployed_years: [2019, null, null, '2021', null] }]);
    await expect(pool.query(`UPDATE simulators SET learning_resources = '[]'`)).rejects.toThrow(/learning_resources_shape/);
  });
});
