import { normalizeCapabilities, normalizeLearningResources, parseSpecifications, SYNC_PROTOCOL, SyncResponse } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { DatabaseError, type Pool } from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { migrate } from '../../db/migrate';
import { createPool } from '../../db/pool';
import { fixtureSeed } from '../../test/fixtures';
import { createTestDatabase } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { migrateBefore } from '../../test/older-schema';

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

/** A fresh database with every migration before `version` applied; dropped when the test ends. */
async function databaseMigratedBefore(version: number): Promise<Pool> {
  const database = await createTestDatabase();
  const pool = createPool(database.url, pino({ level: 'silent' }));
  onTestFinished(async () => {
    await pool.end();
    await database.drop();
  });
  await migrateBefore(pool, version);
  return pool;
}

const CHECK = '23514';
const NOT_NULL = '23502';

/** A synced JSON column, and whether what a page carries for row `id` reads as empty lists. */
interface JsonColumn {
  table: 'simulators' | 'technologies';
  column: string;
  readsEmpty: (page: SyncResponse, id: number) => boolean;
}

const simulatorOf = (page: SyncResponse, id: number) => page.simulators.find((s) => s.id === id);

const JSON_COLUMNS: [string, JsonColumn][] = [
  [
    'simulators.detailed_capabilities',
    {
      table: 'simulators',
      column: 'detailed_capabilities',
      readsEmpty: (page, id) => {
        const capabilities = normalizeCapabilities(simulatorOf(page, id)?.detailedCapabilities);
        return capabilities.physics.length + capabilities.numericalMethods.length === 0;
      },
    },
  ],
  [
    'simulators.learning_resources',
    {
      table: 'simulators',
      column: 'learning_resources',
      readsEmpty: (page, id) => {
        const resources = normalizeLearningResources(simulatorOf(page, id)?.learningResources);
        return resources.documentation.length + resources.tutorials.length + resources.publications.length === 0;
      },
    },
  ],
  [
    'technologies.specifications',
    {
      table: 'technologies',
      column: 'specifications',
      readsEmpty: (page, id) => parseSpecifications(page.technologies.find((t) => t.id === id)?.specifications).length === 0,
    },
  ],
];

const REFUSED_BLOBS: [string, string][] = [
  ['an empty array', `'[]'::jsonb`],
  ['a number', `'42'::jsonb`],
  ['JSON null', `'null'::jsonb`],
];
const ACCEPTED_BLOBS: [string, string][] = [
  ['text of bad JSON', `to_jsonb('{not json'::text)`],
  ['SQL NULL', `NULL`],
];

const firstId = async (table: string) => (await server.pool.query<{ id: number }>(`SELECT min(id) AS id FROM ${table}`)).rows[0]!.id;

describe('odd JSON in a synced row', () => {
  describe.each(JSON_COLUMNS)('%s', (_name, { table, column, readsEmpty }) => {
    it.each(REFUSED_BLOBS)('%s can never be right: the database refuses it', async (_value, sql) => {
      expect(await sqlState(`UPDATE ${table} SET ${column} = ${sql} WHERE id = ${await firstId(table)}`)).toBe(CHECK);
    });

    it.each(ACCEPTED_BLOBS)('%s is stored, synced, and reads as empty lists', async (_value, sql) => {
      const id = await firstId(table);
      expect(await sqlState(`UPDATE ${table} SET ${column} = ${sql} WHERE id = ${id}`)).toBe('ok');
      const page = await pullAll();
      expect(page.hasMore).toBe(false);
      expect(readsEmpty(page, id)).toBe(true);
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

describe('odd entries in a synced list', () => {
  it('a JSON list with unreadable entries is stored and synced, and its readable entries arrive', async () => {
    const id = await firstId('simulators');
    await server.pool.query(
      `UPDATE simulators SET organizations = '[1, "SINTEF", {"name": 5}, null]',
         relevant_organizations = '[{"role": "no name"}, {"name": "Equinor"}]',
         benchmark_studies = '["text", {"benchmark_name": "SPE10"}]'
       WHERE id = $1`,
      [id],
    );
    const page = await pullAll();
    expect(page.hasMore).toBe(false);
    const simulator = simulatorOf(page, id);
    expect(simulator?.organizations).toEqual(['SINTEF']);
    expect(simulator?.relevantOrganizations).toEqual([{ name: 'Equinor' }]);
    expect(simulator?.benchmark_studies.map((b) => b.benchmark_name)).toEqual(['SPE10']);
  });

  it.each([
    ['simulators', 'programming_languages'],
    ['simulators', 'application_areas'],
    ['simulators', 'key_features'],
    ['simulators', 'strengths'],
    ['technologies', 'deployed_companies'],
  ])('%s.%s refuses a NULL entry, which no client could read as text', async (table, column) => {
    expect(await sqlState(`UPDATE ${table} SET ${column} = ARRAY['a', NULL] WHERE id = ${await firstId(table)}`)).toBe(CHECK);
  });
});

describe('migration 0007 on a database whose text lists hold NULL', () => {
  it('drops them from simulators, keeps positions in deployed companies, and gives the rows new versions', async () => {
    const pool = await databaseMigratedBefore(7);
    const { rows: before } = await pool.query<{ version: string }>(
      `INSERT INTO simulators (name, full_name, short_description, description, website, programming_languages, strengths)
       VALUES ('Holes', 'a', 'b', 'c', 'https://a.example', ARRAY['C++', NULL, 'Python'], ARRAY[NULL]::text[])
       RETURNING version`,
    );
    await pool.query(
      `INSERT INTO technologies (name, vendor_name, readiness_level, category, deployed_companies, deployed_years)
       VALUES ('T', 'V', 'research', 'c', ARRAY['A', NULL, 'C'], '[2019, 2020, 2021]')`,
    );

    expect(await migrate(pool)).toContain(7);

    const { rows } = await pool.query<{ programming_languages: string[]; strengths: string[]; version: string }>(
      `SELECT programming_languages, strengths, version FROM simulators`,
    );
    expect(rows.map((r) => [r.programming_languages, r.strengths])).toEqual([[['C++', 'Python'], []]]);
    expect(Number(rows[0]!.version)).toBeGreaterThan(Number(before[0]!.version));
    const tech = await pool.query(`SELECT deployed_companies FROM technologies`);
    expect(tech.rows).toEqual([{ deployed_companies: ['A', '', 'C'] }]);
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
  it('repairs them (with new versions, so clients get the repair) and then enforces the shapes', async () => {
    const pool = await databaseMigratedBefore(6);
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
