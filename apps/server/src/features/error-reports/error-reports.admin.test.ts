import { ADMIN_COUNT_CAP, AdminCount, adminPage, ErrorBody, ErrorReport, REVIEW_NOTES } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureSeed } from '../../test/fixtures';
import { signedInTestServer } from '../../test/signed-in-server';

const server = signedInTestServer('admin', { seed: fixtureSeed });
const Page = adminPage(ErrorReport);

beforeAll(async () => {
  // 12 reports: reporters r01..r12, created a minute apart, one with wildcard characters in its name.
  for (let i = 1; i <= 12; i++) {
    await server.pool.query(
      `INSERT INTO error_reports (error_type, description, reporter_name, reporter_email, created_at)
       VALUES ($1, 'Something is wrong here.', $2, 'r@example.org', $3)`,
      [i % 2 ? 'outdated' : 'missing', i === 7 ? 'r07 100%_sure' : `r${String(i).padStart(2, '0')}`, new Date(Date.UTC(2026, 0, 1, 0, i))],
    );
  }
});

const get = async (path: string) => fetch(server.url + path, { headers: { Cookie: server.cookie } });
const list = async (query: string) => Page.parse(await (await get(`${API.errorReports}?${query}`)).json());
/** GET /api/error-reports/count: the matches of a search, counted on their own. */
const count = async (query: string) => AdminCount.parse(await (await get(`${API.errorReports}/count?${query}`)).json());

describe('GET /api/error-reports (admin)', () => {
  it('pages 10 at a time by default, newest first, saying whether a page follows; the count says 12', async () => {
    const first = await list('');
    expect(first).toMatchObject({ page: 1, pageSize: 10, hasNext: true });
    expect(await count('')).toEqual({ total: 12, totalExact: true });
    expect(first.items.map((r) => r.reporterName).slice(0, 2)).toEqual(['r12', 'r11']);
    const second = await list('page=2');
    expect(second).toMatchObject({ page: 2, hasNext: false });
    expect(second.items.map((r) => r.reporterName)).toEqual(['r02', 'r01']);
    expect((await list('page=3')).items).toEqual([]);
  });

  it('offers 10, 25, 50 and 100 rows a page and refuses other sizes', async () => {
    expect((await list('pageSize=25')).items).toHaveLength(12);
    const res = await get(`${API.errorReports}?pageSize=7`);
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(await res.json()).error.fields).toEqual({ pageSize: ['Page size must be one of 10, 25, 50, 100.'] });
  });

  it('searches reporter name, simulator name and error type, case-insensitively, with % and _ meaning themselves', async () => {
    expect((await list('q=R1')).items.map((r) => r.reporterName)).toEqual(['r12', 'r11', 'r10']);
    expect(await count('q=MISSING')).toEqual({ total: 6, totalExact: true });
    expect(await count('q=r1')).toEqual({ total: 3, totalExact: true });
    expect((await list('q=100%25_')).items.map((r) => r.reporterName)).toEqual(['r07 100%_sure']);
    expect(await count('q=%25')).toEqual({ total: 1, totalExact: true });
  });

  it("refuses a count search longer than 200 characters with the list's message", async () => {
    const res = await get(`${API.errorReports}/count?q=${'x'.repeat(201)}`);
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(await res.json()).error.fields).toEqual({ q: ['Search must be at most 200 characters.'] });
  });

  it('sorts by a field either way', async () => {
    expect((await list('sort=createdAt&pageSize=25')).items[0]!.reporterName).toBe('r01');
    const byType = (await list('sort=-errorType&pageSize=25')).items.map((r) => r.errorType);
    expect(byType).toEqual(byType.toSorted().toReversed());
  });
});

describe('GET and PATCH /api/error-reports/:id', () => {
  it('resolves and reopens a report with the notes of the spec', async () => {
    const [report] = (await list('q=r03')).items;
    const patch = (body: unknown) =>
      fetch(server.url + API.errorReportStatus(report!.id), {
        method: 'PATCH',
        headers: { Cookie: server.cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const resolved = ErrorReport.parse(await (await patch({ resolved: true, adminNotes: REVIEW_NOTES.resolved })).json());
    expect(resolved).toMatchObject({ resolved: true, adminNotes: 'Reviewed and resolved by admin' });
    expect(ErrorReport.parse(await (await get(API.errorReport(report!.id))).json()).resolved).toBe(true);
    const reopened = ErrorReport.parse(await (await patch({ resolved: false, adminNotes: REVIEW_NOTES.reopened })).json());
    expect(reopened).toMatchObject({ resolved: false, adminNotes: 'Reopened by admin for further review' });
  });

  it.each(['999999', '3000000000'])('answers 404 for a report that does not exist (%s)', async (id) => {
    expect((await get(API.errorReport(id))).status).toBe(404);
  });
});

describe('GET /api/error-reports/count past the count cap', () => {
  it(`counts up to ${ADMIN_COUNT_CAP.toLocaleString('en-US')} matches, then says the total is at least that; the pages go on`, async () => {
    // 10,001 more reports, all matching 'capped', newest last; the 12 above stay outside that search.
    await server.pool.query(
      `INSERT INTO error_reports (error_type, description, reporter_name, reporter_email, created_at)
       SELECT 'other', 'Something is wrong here.', 'capped ' || n, 'r@example.org', timestamptz '2027-01-01' + n * interval '1 second'
         FROM generate_series(1, $1::int) AS n`,
      [ADMIN_COUNT_CAP + 1],
    );
    expect(await count('q=capped')).toEqual({ total: ADMIN_COUNT_CAP, totalExact: false });
    expect(await count('')).toEqual({ total: ADMIN_COUNT_CAP, totalExact: false });
    // Past the cap the pages still say where they end: the last page of the search is full and has no next.
    const last = await list('q=capped&page=1001');
    expect(last).toMatchObject({ hasNext: false });
    expect(last.items.map((r) => r.reporterName)).toEqual(['capped 1']);
    expect(await list('q=capped&page=1000')).toMatchObject({ hasNext: true });
    // Under the cap nothing changes: the exact total.
    expect(await count('q=capped 1000')).toEqual({ total: 3, totalExact: true }); // 1000, 10000, 10001
  });
});
