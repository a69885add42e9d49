import http from 'node:http';
import { ErrorBody, Simulator } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventually } from '../../test/eventually';
import { fixtureSeed } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  // The listings keeper's pass after each write would be counted as a request's SQL.
  server = await startTestServer({ seed: fixtureSeed, listingsKeeper: false });
});
afterAll(() => server?.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers });

/** Runs `fn` against another connection, as another server process or an admin's psql would. */
async function onOtherConnection(fn: (client: Client) => Promise<unknown>): Promise<void> {
  const client = new Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}

/** Resolves once this server has heard the next NOTIFY for the simulators (its list cache hears it first). */
function nextSimulatorsChange(): Promise<void> {
  return new Promise((resolve) => {
    const off = server.changes.subscribe(({ table }) => {
      if (table !== 'simulators') return;
      off();
      resolve();
    });
  });
}

/** Counts every way a request could reach the database through the app's pool. */
function spyOnDatabase() {
  const query = vi.spyOn(server.pool, 'query');
  const connect = vi.spyOn(server.pool, 'connect');
  return {
    calls: () => query.mock.calls.length + connect.mock.calls.length,
    restore: () => {
      query.mockRestore();
      connect.mockRestore();
    },
  };
}

describe('GET /api/simulators', () => {
  it('lists every simulator as core Simulator objects, in id order', async () => {
    const res = await get(API.simulators);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = Simulator.array().parse(await res.json());
    expect(body.map((s) => s.name)).toEqual(['OPM Flow', 'MRST', 'DuMux']);
    expect(body.map((s) => s.id)).toEqual(body.map((s) => s.id).toSorted((a, b) => a - b));
    const opm = body[0]!;
    expect(opm).toMatchObject({
      fullName: 'Open Porous Media Flow',
      programmingLanguages: ['C++'],
      lastReleaseDate: '2024-10-15',
      organizations: ['SINTEF', { name: 'Equinor', role: 'Sponsor', url: 'https://equinor.com' }],
      detailedCapabilities: { physics_and_models: [{ capability_name: 'Black-oil', description: 'Three phases' }] },
      // JSON text stays JSON text: the normalisers read both forms.
      learningResources: '{"official_documentation":[{"title":"Manual","url":"https://opm-project.org/manual"}]}',
    });
    expect(opm.version).toBeGreaterThan(0);
    expect(Date.parse(opm.updatedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(body[2]!.detailedCapabilities).toBeNull();
  });

  it('sends a weak ETag (of the table content stamp) and Cache-Control: no-cache, gzip-compressed', async () => {
    const res = await get(API.simulators, { 'Accept-Encoding': 'gzip' });
    expect(res.headers.get('etag')).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await res.json()).toHaveLength(3);
  });

  it('sends plain JSON to a client that does not accept gzip', async () => {
    const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(server.url + API.simulators, resolve).on('error', reject),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of res) chunks.push(chunk as Buffer);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(Buffer.concat(chunks).toString('utf8'))).toHaveLength(3);
  });

  it('answers 304 to a matching If-None-Match without running any SQL', async () => {
    const etag = (await get(API.simulators)).headers.get('etag')!;
    const db = spyOnDatabase();
    try {
      for (const header of [etag, etag.replace(/^W\//, ''), `"other", ${etag}`, '*']) {
        const res = await get(API.simulators, { 'If-None-Match': header });
        expect(res.status).toBe(304);
        expect(res.headers.get('etag')).toBe(etag);
        expect(await res.text()).toBe('');
      }
      // The full body comes from memory as well.
      expect((await get(API.simulators)).status).toBe(200);
      expect(db.calls()).toBe(0);
    } finally {
      db.restore();
    }
  });

  it('answers 200 with the body to a stale If-None-Match', async () => {
    const res = await get(API.simulators, { 'If-None-Match': '"stale"' });
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveLength(3);
  });

  it('drops the cached list when another connection changes a simulator (LISTEN/NOTIFY)', async () => {
    const before = await get(API.simulators);
    const etag = before.headers.get('etag')!;
    const [first] = Simulator.array().parse(await before.json());

    await onOtherConnection((c) => c.query('UPDATE simulators SET name = $1 WHERE id = $2', ['OPM Flow 2', first!.id]));

    await eventually(async () => {
      const res = await get(API.simulators, { 'If-None-Match': etag });
      expect(res.status).toBe(200);
      expect(res.headers.get('etag')).not.toBe(etag);
      const list = Simulator.array().parse(await res.json());
      expect(list[0]).toMatchObject({ id: first!.id, name: 'OPM Flow 2' });
      expect(list[0]!.version).toBeGreaterThan(first!.version);
    });
  });

  it('answers 304 without SQL after a write dropped the list, to the ETag another server process sent', async () => {
    await get(API.simulators);
    const other = await startTestServer({ databaseOf: server, listingsKeeper: false });
    try {
      const heard = nextSimulatorsChange();
      await onOtherConnection((c) => c.query(`UPDATE simulators SET short_description = 'Changed elsewhere.' WHERE name = 'DuMux'`));
      await heard;
      // This process has dropped its list; the other one reads the new rows and their ETag.
      const fresh = await fetch(other.url + API.simulators);
      const etag = fresh.headers.get('etag')!;
      const list = Simulator.array().parse(await fresh.json());
      expect(list.find((s) => s.name === 'DuMux')?.shortDescription).toBe('Changed elsewhere.');

      const db = spyOnDatabase();
      try {
        const res = await get(API.simulators, { 'If-None-Match': etag });
        expect(res.status).toBe(304);
        expect(res.headers.get('etag')).toBe(etag);
        expect(db.calls()).toBe(0);
      } finally {
        db.restore();
      }
      // The same rows from this process: the same ETag, which the NOTIFY told before any read.
      expect((await get(API.simulators)).headers.get('etag')).toBe(etag);
    } finally {
      await other.close();
    }
  });

  it('drops the cached list on inserts and deletes too', async () => {
    await onOtherConnection((c) =>
      c.query(`INSERT INTO simulators (name, full_name, short_description, description, website)
               VALUES ('Temp', 'Temporary', 'short text', 'long text', 'https://example.org')`),
    );
    await eventually(async () => expect(await (await get(API.simulators)).json()).toHaveLength(4));
    await onOtherConnection((c) => c.query(`DELETE FROM simulators WHERE name = 'Temp'`));
    await eventually(async () => expect(await (await get(API.simulators)).json()).toHaveLength(3));
  });

  it('stops trusting the cache while the change feed is down, and recovers when it reconnects', async () => {
    const etagBefore = (await get(API.simulators)).headers.get('etag')!;
    // Cut the LISTEN connection from the server side, then write while it is down.
    await onOtherConnection(async (c) => {
      await c.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                     WHERE datname = current_database() AND query LIKE 'LISTEN%'`);
      await c.query(`UPDATE simulators SET short_description = 'Changed while nobody listened.' WHERE name = 'MRST'`);
    });
    await eventually(async () => {
      const list = Simulator.array().parse(await (await get(API.simulators)).json());
      expect(list.find((s) => s.name === 'MRST')?.shortDescription).toBe('Changed while nobody listened.');
    });
    await eventually(async () => expect(server.changes.live).toBe(true));
    // Writes may have been missed while it was down: the ETag from before is not taken as current.
    expect((await get(API.simulators, { 'If-None-Match': etagBefore })).status).toBe(200);
    // Live again: the list is served from memory once more.
    await get(API.simulators);
    const db = spyOnDatabase();
    try {
      expect((await get(API.simulators)).status).toBe(200);
      expect(db.calls()).toBe(0);
    } finally {
      db.restore();
    }
  });
});

describe('GET /api/simulators/:id', () => {
  it('returns one simulator', async () => {
    const [first] = Simulator.array().parse(await (await get(API.simulators)).json());
    const res = await get(API.simulator(first!.id));
    expect(res.status).toBe(200);
    expect(Simulator.parse(await res.json())).toEqual(first);
  });

  it.each(['abc', '0', '-1', '1.5', '1e2', '007', ' 1', '1 ', '9007199254740993'])('answers 400 JSON for id %s', async (id) => {
    const res = await get(API.simulator(id));
    expect(res.status).toBe(400);
    const body = ErrorBody.parse(await res.json());
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields).toEqual({ id: ['id must be a positive integer.'] });
  });

  it.each([999_999, 2_147_483_648, 99_999_999_999])('answers 404 JSON when there is no simulator %d', async (id) => {
    const res = await get(API.simulator(id));
    expect(res.status).toBe(404);
    expect(ErrorBody.parse(await res.json())).toEqual({
      error: { code: 'not_found', message: `Simulator ${id} was not found.` },
    });
  });
});
