import type { AdminListQuery } from '@rsd/core';
import type { PoolClient } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { adminListCount, adminListPage, type AdminListSql } from './admin-list-sql';
import { withTransaction } from './transactions';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** The plan PostgreSQL would pick if reading the whole table were not an option (the test tables are tiny). */
const planOf = (sql: string, params: unknown[] = []) =>
  withTransaction(server.pool, async (client) => {
    await client.query('SET LOCAL enable_seqscan = off');
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });

// Each list's search columns (product rules §5) and the stored search column migration 0012 built from them.
const SEARCHES = [
  { table: 'error_reports', columns: ['simulator_name', 'reporter_name', 'error_type'] },
  { table: 'simulator_submissions', columns: ['name', 'submitter_name', 'submitter_affiliation'] },
  { table: 'jobs', columns: ['title', 'company', 'location'] },
  { table: 'users', columns: ['username', 'email', 'role'] },
  { table: 'simulators', columns: ['name', 'full_name'] },
  { table: 'technologies', columns: ['name', 'vendor_name'] },
];

/** How PostgreSQL prints a generated column's expression, so two spellings of one expression compare equal. */
async function generatedExpression(client: PoolClient, table: string, column: string): Promise<string | undefined> {
  const { rows } = await client.query<{ expr: string }>(
    `SELECT pg_get_expr(d.adbin, d.adrelid) AS expr
       FROM pg_attrdef d JOIN pg_attribute a ON a.attrelid = d.adrelid AND a.attnum = d.adnum
      WHERE d.adrelid = $1::regclass AND a.attname = $2`,
    [table, column],
  );
  return rows[0]?.expr;
}

describe('the admin list search columns and indexes', () => {
  it.each(SEARCHES)('$table: admin_search is its list columns, lower-cased and joined by U+001F', async ({ table, columns }) => {
    const doc = columns.map((column) => `coalesce(${column}, '')`).join(` || E'\\x1f' || `);
    // The expected column is added in a transaction that is rolled back: PostgreSQL prints both the same way.
    const client = await server.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`ALTER TABLE ${table} ADD COLUMN expected_search text GENERATED ALWAYS AS (lower(${doc})) STORED`);
      const expected = await generatedExpression(client, table, 'expected_search');
      expect(expected).toContain('lower(');
      expect(await generatedExpression(client, table, 'admin_search')).toBe(expected);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });

  it.each(SEARCHES)('$table: the search reads its trigram index', async ({ table }) => {
    const plan = await planOf(`SELECT id FROM ${table} WHERE admin_search LIKE lower($1)`, ['%Okafor%']);
    expect(plan).toContain(`${table}_admin_search_idx`);
  });

  it.each([
    ['error_reports', 'created_at', 'error_reports_created_idx'],
    ['simulator_submissions', 'created_at', 'simulator_submissions_created_idx'],
    ['jobs', 'posted_at', 'jobs_posted_at_idx'],
  ])('%s: page 1 in the default order reads its index, not a sort', async (table, column, index) => {
    const plan = await planOf(`SELECT id FROM ${table} ORDER BY ${column} DESC NULLS LAST, id DESC LIMIT 10`);
    expect(plan).toContain(index);
    expect(plan).not.toContain('Sort');
  });
});

/** Page `page` of the error reports, newest first, searching `q`. */
const query = (q: string, page = 1, pageSize = 10): AdminListQuery<'createdAt'> => ({
  page,
  pageSize,
  q,
  sort: { field: 'createdAt', descending: true },
});

describe('adminListPage and adminListCount', () => {
  const LIST: AdminListSql<'createdAt'> = {
    from: 'error_reports',
    select: 'id, reporter_name',
    sortColumns: { createdAt: 'created_at' },
  };
  const REPORTS: [simulator: string | null, reporter: string, type: string, description: string][] = [
    ['OPM Flow', 'Ada Okafor', 'outdated', 'Version is old.'],
    ['DuMux Lab', 'ÉLODIE Brun', 'missing', 'No link.'],
    [null, String.raw`50%_off\x`, 'other', 'Odd name.'],
    ['Flow', 'Lab Rat', 'inaccurate', 'Findable only in the description.'],
  ];
  beforeAll(async () => {
    for (const [i, [simulator, reporter, type, description]] of REPORTS.entries()) {
      await server.pool.query(
        `INSERT INTO error_reports (simulator_name, reporter_name, error_type, description, reporter_email, created_at)
         VALUES ($1, $2, $3, $4, 'hidden-in-email@example.org', $5)`,
        [simulator, reporter, type, description, new Date(Date.UTC(2026, 0, 1, 0, i))],
      );
    }
  });

  const search = async (q: string) => {
    const result = await adminListPage(server.pool, LIST, query(q), (row: { reporter_name: string }) => row.reporter_name);
    // The count reads the same search: it must find the same rows.
    expect(await adminListCount(server.pool, LIST, q)).toEqual({ total: result.items.length, totalExact: true });
    return result.items;
  };

  it('matches a substring of any list column, whatever its case', async () => {
    expect(await search('dumux LAB')).toEqual(['ÉLODIE Brun']);
    expect(await search('élodie')).toEqual(['ÉLODIE Brun']);
    expect(await search('OUTDATED')).toEqual(['Ada Okafor']);
    expect(await search('flow')).toEqual(['Lab Rat', 'Ada Okafor']);
  });

  it('finds a text of several words as one substring: each long word looked up, the whole text checked', async () => {
    expect(await search('élodie BRUN')).toEqual(['ÉLODIE Brun']);
    expect(await search('a okafor')).toEqual(['Ada Okafor']);
    expect(await search('ada  okafor')).toEqual([]);
    expect(await search('okafor ada')).toEqual([]);
    // Only short words: the whole text is looked up as it is.
    expect(await search('ux l')).toEqual(['ÉLODIE Brun']);
    expect(await search('ab ra')).toEqual(['Lab Rat']);
  });

  it('finds terms of one and two characters', async () => {
    expect(await search('é')).toEqual(['ÉLODIE Brun']);
    expect(await search('UX')).toEqual(['ÉLODIE Brun']);
  });

  it('takes %, _ and \\ as the characters themselves', async () => {
    expect(await search('%')).toEqual([String.raw`50%_off\x`]);
    expect(await search('_')).toEqual([String.raw`50%_off\x`]);
    expect(await search('\\')).toEqual([String.raw`50%_off\x`]);
    expect(await search('f%o')).toEqual([]);
    expect(await search('o_e')).toEqual([]);
  });

  it('never matches across two columns, nor in columns the list does not search', async () => {
    expect(await search('flow lab')).toEqual([]);
    expect(await search('lab rat')).toEqual(['Lab Rat']);
    expect(await search('findable')).toEqual([]);
    expect(await search('hidden-in-email')).toEqual([]);
  });

  it('says whether a row follows the page, with one statement per page and none for a count', async () => {
    let checkouts = 0;
    const count = () => checkouts++;
    server.pool.on('acquire', count);
    try {
      const ids = (page: number, pageSize: number) =>
        adminListPage(server.pool, LIST, query('a', page, pageSize), (row: { id: number }) => row.id);
      // 'a' matches three reports: pages of 2 are one full page with a next, then one row without.
      expect(await ids(1, 2)).toMatchObject({ page: 1, pageSize: 2, hasNext: true });
      expect((await ids(1, 2)).items).toHaveLength(2);
      expect(await ids(2, 2)).toMatchObject({ page: 2, hasNext: false });
      expect((await ids(2, 2)).items).toHaveLength(1);
      expect(await ids(1, 3)).toMatchObject({ hasNext: false });
      expect(await ids(3, 2)).toMatchObject({ items: [], hasNext: false });
      expect(checkouts).toBe(6);
      expect(await adminListCount(server.pool, LIST, 'a')).toEqual({ total: 3, totalExact: true });
      expect(await adminListCount(server.pool, LIST, 'nothing like it')).toEqual({ total: 0, totalExact: true });
      expect(checkouts).toBe(8);
    } finally {
      server.pool.off('acquire', count);
    }
  });
});
