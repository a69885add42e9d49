import { Simulator } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertBulkSimulators } from '../../test/bulk-simulators';
import { eventually } from '../../test/eventually';
import { startTestServer, type TestServer } from '../../test/test-server';
import { LIST_CACHE_MAX_ROWS } from './simulator-list-cache';
import { simulatorsRepo } from './simulators.repo';

/** One row more than the list is kept in memory for. */
const ROWS = LIST_CACHE_MAX_ROWS + 1;

let server: TestServer;
beforeAll(async () => {
  // The listings keeper's passes after the bulk insert would be counted as the list's SQL.
  server = await startTestServer({ listingsKeeper: false });
  await insertBulkSimulators(server.pool, ROWS);
});
afterAll(() => server?.close());

const get = (headers: Record<string, string> = {}) => fetch(server.url + API.simulators, { headers });

/** SQL the app's pool (`on`'s) runs while `fn` runs. */
async function sqlDuring(fn: () => Promise<unknown>, on: TestServer = server): Promise<number> {
  const query = vi.spyOn(on.pool, 'query');
  const connect = vi.spyOn(on.pool, 'connect');
  try {
    await fn();
    return query.mock.calls.length + connect.mock.calls.length;
  } finally {
    query.mockRestore();
    connect.mockRestore();
  }
}

describe(`GET /api/simulators with more than ${LIST_CACHE_MAX_ROWS} simulators`, () => {
  it('keeps only its gzip in memory: the next 200 runs no SQL and sends the same bytes', async () => {
    const first = await get({ 'Accept-Encoding': 'gzip' });
    expect(first.status).toBe(200);
    const list = Simulator.array().parse(await first.json());
    expect(list).toHaveLength(ROWS);
    // Each row's text is PostgreSQL's (simulator-json-row.test.ts): the same records the repository maps.
    expect(list).toEqual(await simulatorsRepo.list(server.pool));

    let again: Response | undefined;
    expect(await sqlDuring(async () => (again = await get({ 'Accept-Encoding': 'gzip' })))).toBe(0);
    expect(again?.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await again?.json()).toEqual(list);
  });

  it('streams the rows from PostgreSQL to a client that takes no gzip, even with the gzip kept: the same bytes', async () => {
    const zipped = await get({ 'Accept-Encoding': 'gzip' });
    const body = await zipped.text();
    // Read through a cursor in a snapshot of its own (a connection), not unzipped from the kept gzip.
    let plain: Response | undefined;
    expect(await sqlDuring(async () => (plain = await get({ 'Accept-Encoding': 'identity' })))).toBeGreaterThan(0);
    expect(plain?.headers.get('content-encoding')).toBeNull();
    expect(plain?.headers.get('etag')).toBe(zipped.headers.get('etag'));
    expect(await plain?.text()).toBe(body);
    // The kept gzip is still there for the next client that takes it.
    expect(await sqlDuring(() => get({ 'Accept-Encoding': 'gzip' }).then((res) => res.arrayBuffer()))).toBe(0);
  });

  it('streams the first plain request after a start from PostgreSQL, making no gzip it would not send', async () => {
    // A second server process on the same table: no write since it started, so no stamp heard yet.
    const started = await startTestServer({ databaseOf: server, listingsKeeper: false });
    try {
      const plain = await fetch(started.url + API.simulators, { headers: { 'Accept-Encoding': 'identity' } });
      expect(await plain.text()).toBe(await (await get({ 'Accept-Encoding': 'identity' })).text());
      // The gzip is made by the first request that takes it: the plain one left none kept.
      const zipped = () => fetch(started.url + API.simulators, { headers: { 'Accept-Encoding': 'gzip' } }).then((res) => res.arrayBuffer());
      expect(await sqlDuring(zipped, started)).toBeGreaterThan(0);
      expect(await sqlDuring(zipped, started)).toBe(0);
    } finally {
      await started.close();
    }
  });

  it('still answers a matching If-None-Match with 304 and no SQL', async () => {
    const etag = (await get()).headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    let res: Response | undefined;
    expect(await sqlDuring(async () => (res = await get({ 'If-None-Match': etag })))).toBe(0);
    expect(res?.status).toBe(304);
    expect(res?.headers.get('etag')).toBe(etag);
  });

  it('compresses the stream for a client that accepts gzip', async () => {
    const res = await get({ 'Accept-Encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await res.json()).toHaveLength(ROWS);
  });

  it("drops the kept gzip on a write's NOTIFY: the list then has the write", async () => {
    const before = await get();
    await server.pool.query(
      `INSERT INTO simulators (name, full_name, short_description, description, website)
       VALUES ('Written late', 'Written late', 'New.', 'New.', 'https://example.org/late')`,
    );
    await eventually(async () => {
      const after = await get();
      expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
      expect(
        Simulator.array()
          .parse(await after.json())
          .map((simulator) => simulator.name),
      ).toContain('Written late');
    });
  });
});
