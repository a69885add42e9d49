import { ErrorBody, SYNC_PROTOCOL, SyncResponse } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSeed } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/test-server';
import { createSyncService } from './sync.service';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: fixtureSeed });
});
afterAll(() => server?.close());

async function get(query: string): Promise<Response> {
  return fetch(`${server.url}${API.sync}?${query}`);
}

async function pull(since: string): Promise<SyncResponse> {
  const res = await get(`since=${since}&protocol=${SYNC_PROTOCOL}`);
  expect(res.status).toBe(200);
  return SyncResponse.parse(await res.json());
}

async function errorOf(res: Response): Promise<ErrorBody['error']> {
  expect(res.status).toBe(409);
  return ErrorBody.parse(await res.json()).error;
}

describe('the protocol a client sends', () => {
  it("is served when it is the server's own, and when a client from before it was sent omits it", async () => {
    expect((await get(`protocol=${SYNC_PROTOCOL}`)).status).toBe(200);
    expect((await get('')).status).toBe(200);
  });

  it.each([SYNC_PROTOCOL + 1, SYNC_PROTOCOL + 40])("protocol=%i gets one clear error naming the server's protocol", async (protocol) => {
    const error = await errorOf(await get(`since=0&protocol=${protocol}`));
    expect(error.code).toBe('unsupported_protocol');
    expect(error.protocol).toBe(SYNC_PROTOCOL);
    expect(error.message).toContain(`sync protocol ${SYNC_PROTOCOL}`);
  });
});

describe('a cursor ahead of the server (a database restored from a dump)', () => {
  it('is answered with resync_required, not an empty page', async () => {
    const { cursor } = await pull('0');
    expect((await pull(cursor)).simulators).toEqual([]);
    const error = await errorOf(await get(`since=${BigInt(cursor) + 100n}&protocol=${SYNC_PROTOCOL}`));
    expect(error.code).toBe('resync_required');
  });
});

describe('tombstone horizon', () => {
  it('prunes tombstones older than the horizon; a cursor from before them must resync, later ones go on', async () => {
    const before = await pull('0');
    const doomed = await server.pool.query<{ id: number }>(`SELECT min(id) AS id FROM simulators`);
    await server.pool.query('DELETE FROM simulators WHERE id = $1', [doomed.rows[0]!.id]);
    const afterDelete = await pull(before.cursor);
    expect(afterDelete.deleted.simulators).toEqual([doomed.rows[0]!.id]);
    await server.pool.query(`UPDATE sync_tombstones SET deleted_at = now() - interval '91 days'`);

    // A fresh service prunes on its first pull (as a server does after start).
    const service = createSyncService(server.pool, { tombstoneHorizonDays: 90 });
    await service.pull({ since: '0', limit: 10 });
    expect((await server.pool.query('SELECT count(*)::int AS n FROM sync_tombstones')).rows[0].n).toBe(0);
    expect(await service.pruneTombstones()).toBe(0);

    // This client never saw the delete, and the server can no longer tell it.
    expect((await errorOf(await get(`since=${before.cursor}&protocol=${SYNC_PROTOCOL}`))).code).toBe('resync_required');
    // One that did, and a fresh one, carry on.
    expect((await pull(afterDelete.cursor)).deleted.simulators).toEqual([]);
    expect((await pull('0')).simulators.map((s) => s.id)).not.toContain(doomed.rows[0]!.id);
  });

  it('keeps tombstones younger than the horizon, and prunes again only when the interval has passed', async () => {
    const { rows } = await server.pool.query<{ id: number }>(`SELECT min(id) AS id FROM technologies`);
    await server.pool.query('DELETE FROM technologies WHERE id = $1', [rows[0]!.id]);
    let now = 0;
    const service = createSyncService(server.pool, { tombstoneHorizonDays: 30, pruneIntervalMs: 1000, now: () => now });
    await service.pull({ since: '0', limit: 10 });
    expect((await server.pool.query('SELECT count(*)::int AS n FROM sync_tombstones')).rows[0].n).toBe(1);

    await server.pool.query(`UPDATE sync_tombstones SET deleted_at = now() - interval '31 days'`);
    now = 999;
    await service.pull({ since: '0', limit: 10 });
    expect((await server.pool.query('SELECT count(*)::int AS n FROM sync_tombstones')).rows[0].n).toBe(1);
    now = 1000;
    await service.pull({ since: '0', limit: 10 });
    expect((await server.pool.query('SELECT count(*)::int AS n FROM sync_tombstones')).rows[0].n).toBe(0);
  });
});
