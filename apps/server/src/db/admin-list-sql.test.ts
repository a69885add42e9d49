import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { searchDocument } from './admin-list-sql';
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

// Each list's search columns (its repo's LIST_SQL) and the index migration 0011 built for that expression.
const SEARCHES = [
  { table: 'error_reports', columns: ['simulator_name', 'reporter_name', 'error_type'] },
  { table: 'simulator_submissions', columns: ['name', 'submitter_name', 'submitter_affiliation'] },
  { table: 'jobs', columns: ['title', 'company', 'location'] },
  { table: 'users', columns: ['username', 'email', 'role'] },
  { table: 'simulators', columns: ['name', 'full_name'] },
  { table: 'technologies', columns: ['name', 'vendor_name'] },
];

describe('the admin list indexes', () => {
  it.each(SEARCHES)('$table: the search expression is the one its trigram index holds', async ({ table, columns }) => {
    const plan = await planOf(`SELECT id FROM ${table} WHERE (${searchDocument(columns)}) ILIKE $1`, ['%okafor%']);
    expect(plan).toContain(`${table}_search_idx`);
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
