import { AdminCount, adminPage, AuditEntry, CSV_BOM, ErrorBody, Subscriber } from '@rsd/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAccount, sendAs, sessionOf } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let admin: string;
let editor: string;
const Page = adminPage(Subscriber);
const LIST = '/api/admin/subscribers';

interface Row {
  email: string;
  name: string | null;
  company: string | null;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  /** Its dates fall on this day of January 2026. */
  day: number;
  bounced?: true;
}

/** The table's rows, one per state, with known dates so the sort is known. */
const ROWS: readonly Row[] = [
  { email: 'ada@example.org', name: 'Ada', company: 'Analytical Engines', status: 'confirmed', day: 1 },
  { email: 'grace@navy.example', name: 'Grace', company: 'Navy', status: 'pending', day: 2 },
  { email: 'hedy@example.org', name: null, company: null, status: 'unsubscribed', day: 3 },
  { email: 'katherine@nasa.example', name: 'Katherine', company: 'NASA', status: 'confirmed', day: 4 },
  { email: 'mary@nasa.example', name: 'Mary', company: '=HYPERLINK("x")', status: 'pending', day: 5, bounced: true },
];

async function insert(row: Row): Promise<number> {
  const at = new Date(Date.UTC(2026, 0, row.day));
  const { rows } = await server.pool.query<{ id: number }>(
    `INSERT INTO subscriptions (email, name, company, source, created_at, status, confirmed_at, unsubscribed_at, bounced_at)
     VALUES ($1, $2, $3, 'website', $4, $5, $6, $7, $8) RETURNING id`,
    [
      row.email,
      row.name,
      row.company,
      at,
      row.status,
      row.status === 'pending' ? null : at,
      row.status === 'unsubscribed' ? at : null,
      row.bounced ? at : null,
    ],
  );
  return rows[0]!.id;
}

beforeAll(async () => {
  server = await startTestServer();
  await createAccount(server.pool, 'subscribers-admin');
  await createAccount(server.pool, 'subscribers-editor', { role: 'editor' });
  admin = await sessionOf(server.url, 'subscribers-admin');
  editor = await sessionOf(server.url, 'subscribers-editor');
  for (const row of ROWS) await insert(row);
});
afterAll(() => server?.close());

const get = (path: string, cookie = admin) => sendAs(server.url, cookie, 'GET', path);
const emails = async (query: string) => {
  const res = await get(`${LIST}?${query}`);
  expect(res.status).toBe(200);
  return Page.parse(await res.json()).items.map((s) => s.email);
};

describe('the admin Subscribers table', () => {
  it('pages newest first by default, saying whether a page follows', async () => {
    const first = Page.parse(await (await get(`${LIST}?pageSize=10`)).json());
    expect(first.items.map((s) => s.email)).toEqual(ROWS.map((r) => r.email).toReversed());
    expect(first.hasNext).toBe(false);
    expect(first.items[0]).toMatchObject({ name: 'Mary', status: 'pending', source: 'website', bouncedAt: '2026-01-05T00:00:00.000Z' });
    expect(first.items.find((s) => s.email === 'hedy@example.org')).toMatchObject({
      name: null,
      company: null,
      status: 'unsubscribed',
      subscribedAt: '2026-01-03T00:00:00.000Z',
      confirmedAt: '2026-01-03T00:00:00.000Z',
      unsubscribedAt: '2026-01-03T00:00:00.000Z',
    });
    const sorted = ROWS.map((r) => r.email).toSorted();
    const page1 = Page.parse(await (await get(`${LIST}?sort=email&pageSize=10&page=1`)).json());
    expect(page1.items.map((s) => s.email)).toEqual(sorted);
  });

  it('pages through the rows without overlap', async () => {
    const paged = Array.from({ length: 12 }, (_, i) => `page${String(i).padStart(2, '0')}@paging.example`);
    for (const email of paged) await server.pool.query('INSERT INTO subscriptions (email) VALUES ($1)', [email]);
    const [first, second] = await Promise.all(
      [1, 2].map(async (page) => Page.parse(await (await get(`${LIST}?q=paging&sort=email&page=${page}`)).json())),
    );
    expect([first!.items.length, first!.hasNext, second!.items.length, second!.hasNext]).toEqual([10, true, 2, false]);
    expect([...first!.items, ...second!.items].map((s) => s.email)).toEqual(paged);
    await server.pool.query(`DELETE FROM subscriptions WHERE email LIKE '%@paging.example'`);
  });

  it('searches email, name and company, case aside', async () => {
    expect(await emails('q=NASA&sort=email')).toEqual(['katherine@nasa.example', 'mary@nasa.example']);
    expect(await emails('q=grace')).toEqual(['grace@navy.example']);
    expect(await emails('q=analytical')).toEqual(['ada@example.org']);
    expect(await emails('q=nobody-like-this')).toEqual([]);
  });

  it('filters by status, or by a hard bounce, together with the search', async () => {
    expect(await emails('status=confirmed&sort=email')).toEqual(['ada@example.org', 'katherine@nasa.example']);
    expect(await emails('status=pending&sort=email')).toEqual(['grace@navy.example', 'mary@nasa.example']);
    expect(await emails('status=unsubscribed')).toEqual(['hedy@example.org']);
    expect(await emails('status=bounced')).toEqual(['mary@nasa.example']);
    expect(await emails('status=confirmed&q=nasa')).toEqual(['katherine@nasa.example']);
    const count = AdminCount.parse(await (await get(`${LIST}/count?status=pending&q=nasa`)).json());
    expect(count).toEqual({ total: 1, totalExact: true });
    expect(AdminCount.parse(await (await get(`${LIST}/count`)).json()).total).toBe(ROWS.length);
  });

  it('exports the same search, filter and sort as CSV, every row, with formulas neutralised', async () => {
    const res = await get(`${LIST}?format=csv&q=nasa&status=pending&pageSize=10&page=2`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename=subscribers.csv');
    expect(res.headers.get('cache-control')).toBe('no-store');
    // Read as bytes: decoding UTF-8 as text drops the byte order mark that Excel needs.
    const text = Buffer.from(await res.arrayBuffer()).toString('utf8');
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.slice(CSV_BOM.length).split('\r\n')).toEqual([
      '"Email","Name","Company","Source","Status","Bounced","Subscribed","Confirmed","Unsubscribed"',
      `"mary@nasa.example","Mary","'=HYPERLINK(""x"")","website","pending","2026-01-05T00:00:00.000Z","2026-01-05T00:00:00.000Z","",""`,
      '',
    ]);
    const all = await (await get(`${LIST}?format=csv&sort=email`)).text();
    expect(all.trim().split('\r\n')).toHaveLength(ROWS.length + 1);
  });

  it('answers a bad query 400 in the one error shape, naming the field', async () => {
    for (const query of ['status=spam', 'format=xlsx', 'sort=password', 'pageSize=7', `q=${'x'.repeat(201)}`]) {
      const res = await get(`${LIST}?${query}`);
      expect(res.status).toBe(400);
      expect(ErrorBody.parse(await res.json()).error.code).toBe('validation_failed');
    }
    const count = await get(`${LIST}/count?status=spam`);
    expect(ErrorBody.parse(await count.json()).error.fields).toEqual({
      status: ['Status must be one of pending, confirmed, unsubscribed, bounced.'],
    });
    const del = await sendAs(server.url, admin, 'DELETE', `${LIST}/abc`);
    expect(del.status).toBe(400);
    expect(ErrorBody.parse(await del.json()).error.code).toBe('validation_failed');
  });

  it('is for admins only: 401 without a session, 403 for another role, on every entry', async () => {
    for (const [method, path] of [
      ['GET', LIST],
      ['GET', `${LIST}?format=csv`],
      ['GET', `${LIST}/count`],
      ['DELETE', `${LIST}/1`],
    ] as const) {
      const anonymous = await fetch(server.url + path, { method });
      expect(anonymous.status).toBe(401);
      expect(ErrorBody.parse(await anonymous.json()).error.code).toBe('unauthorized');
      const other = await sendAs(server.url, editor, method, path);
      expect(other.status).toBe(403);
      expect(ErrorBody.parse(await other.json()).error.code).toBe('forbidden');
    }
    expect(await emails('q=example.org&sort=email')).toContain('ada@example.org');
  });
});

describe('erasing a subscriber', () => {
  it('deletes the row itself, not a mark, and audits it with the id and a masked address only', async () => {
    const id = await insert({ email: 'erase.me@forget.example', name: 'Erin', company: 'Forget Ltd', status: 'confirmed', day: 9 });
    const res = await sendAs(server.url, admin, 'DELETE', `${LIST}/${id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id });

    const left = await server.pool.query(`SELECT 1 FROM subscriptions WHERE id = $1 OR lower(email) = 'erase.me@forget.example'`, [id]);
    expect(left.rowCount).toBe(0);
    expect(await emails('q=forget')).toEqual([]);

    const log = z.array(AuditEntry).parse(await (await get(`/api/audit-log?entity=subscriber&entityId=${id}`)).json());
    expect(log).toEqual([
      expect.objectContaining({
        actorUsername: 'subscribers-admin',
        action: 'delete',
        entity: 'subscriber',
        entityId: id,
        summary: 'Erased subscriber e***@forget.example.',
      }),
    ]);
    // Nothing in the audit log keeps the address, the name or the company.
    const kept = await server.pool.query(
      `SELECT 1 FROM audit_log WHERE summary ILIKE '%erase.me%' OR summary ILIKE '%Erin%' OR summary ILIKE '%Forget Ltd%'`,
    );
    expect(kept.rowCount).toBe(0);
  });

  it('answers 404 for a subscriber that is not there (already erased), and audits nothing', async () => {
    const res = await sendAs(server.url, admin, 'DELETE', `${LIST}/999999`);
    expect(res.status).toBe(404);
    expect(ErrorBody.parse(await res.json()).error.code).toBe('not_found');
    const audit = await server.pool.query(`SELECT 1 FROM audit_log WHERE entity = 'subscriber' AND entity_id = 999999`);
    expect(audit.rowCount).toBe(0);
  });
});
