import { ErrorBody, PLAIN_CURSOR_PROTOCOL, readSyncCursor, SYNC_PROTOCOL, SyncResponse, writeSyncCursor } from '@rsd/core';
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

async function pull(since: string, protocol = SYNC_PROTOCOL, limit = 500): Promise<SyncResponse> {
  const res = await get(`since=${since}&protocol=${protocol}&limit=${limit}`);
  expect(res.status).toBe(200);
  return SyncResponse.parse(await res.json());
}

/** The same cursor with its version moved by `by`, as a restored database would see a client's. */
function shifted(cursor: string, by: bigint): string {
  const { version, stamp } = readSyncCursor(cursor);
  return writeSyncCursor({ version: version + by, stamp });
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

  it('still serves protocol 1 (apps in the field, and those from before the protocol was sent), with bare versions as cursors', async () => {
    for (const query of [`protocol=${PLAIN_CURSOR_PROTOCOL}`, '']) {
      const page = SyncResponse.parse(await (await get(query)).json());
      expect(page.protocol).toBe(PLAIN_CURSOR_PROTOCOL);
      expect(page.cursor).toMatch(/^\d{1,18}$/);
    }
    const current = await pull('0');
    expect(current.protocol).toBe(SYNC_PROTOCOL);
    expect(readSyncCursor(current.cursor).stamp).not.toBeNull();
    expect((await pull('0', PLAIN_CURSOR_PROTOCOL)).cursor).toBe(String(readSyncCursor(current.cursor).version));
  });

  it.each([0, SYNC_PROTOCOL + 1, SYNC_PROTOCOL + 40])("protocol=%i gets one clear error naming the server's protocol", async (protocol) => {
    const error = await errorOf(await get(`since=0&protocol=${protocol}`));
    expect(error.code).toBe('unsupported_protocol');
    expect(error.protocol).toBe(SYNC_PROTOCOL);
    expect(error.message).toContain(`sync protocol ${SYNC_PROTOCOL}`);
  });
});

describe('a cursor this database did not issue', () => {
  it('ahead of it (a database restored from a dump) is answered with resync_required, not an empty page', async () => {
    const { cursor } = await pull('0');
    expect((await pull(cursor)).simulators).toEqual([]);
    expect((await errorOf(await get(`since=${shifted(cursor, 100n)}&protocol=${SYNC_PROTOCOL}`))).code).toBe('resync_required');
    const plain = (await pull('0', PLAIN_CURSOR_PROTOCOL)).cursor;
    expect((await pull(plain, PLAIN_CURSOR_PROTOCOL)).simulators).toEqual([]);
    const error = await errorOf(await get(`since=${BigInt(plain) + 100n}&protocol=${PLAIN_CURSOR_PROTOCOL}`));
    expect(error.code).toBe('resync_required');
  });

  it('naming a change it holds under another fingerprint is answered with resync_required', async () => {
    const { cursor } = await pull('0');
    const { version, stamp } = readSyncCursor(cursor);
    const forged = writeSyncCursor({ version, stamp: { fingerprint: 'f'.repeat(32), prunedThrough: stamp?.prunedThrough ?? 0n } });
    const error = await errorOf(await get(`since=${forged}&protocol=${SYNC_PROTOCOL}`));
    expect(error.code).toBe('resync_required');
    expect(error.message).toContain('restored from an earlier copy');
    expect((await pull(cursor)).simulators).toEqual([]);
  });

  it("of the other protocol's form is answered with resync_required", async () => {
    const stamped = (await pull('0')).cursor;
    const plain = (await pull('0', PLAIN_CURSOR_PROTOCOL)).cursor;
    expect((await errorOf(await get(`since=${plain}&protocol=${SYNC_PROTOCOL}`))).code).toBe('resync_required');
    expect((await errorOf(await get(`since=${stamped}&protocol=${PLAIN_CURSOR_PROTOCOL}`))).code).toBe('resync_required');
    expect((await errorOf(await get(`since=${stamped}`))).code).toBe('resync_required');
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

  it('lets a client that started after a prune page through rows older than the pruned deletions', async () => {
    const { rows } = await server.pool.query<{ id: number }>(
      `INSERT INTO simulators (name, full_name, short_description, description, website)
       VALUES ('Pruned soon', 'P', 'short', 'long', 'https://example.org') RETURNING id`,
    );
    await server.pool.query('DELETE FROM simulators WHERE id = $1', [rows[0]!.id]);
    await server.pool.query(`UPDATE sync_tombstones SET deleted_at = now() - interval '91 days'`);
    await createSyncService(server.pool, { tombstoneHorizonDays: 90 }).pruneTombstones();
    const { rows: marks } = await server.pool.query<{ pruned_through: string }>('SELECT pruned_through FROM sync_dataset');
    const prunedThrough = BigInt(marks[0]!.pruned_through);

    const pages: SyncResponse[] = [];
    let cursor = '0';
    do {
      pages.push(await pull(cursor, SYNC_PROTOCOL, 1));
      cursor = pages.at(-1)!.cursor;
    } while (pages.at(-1)!.hasMore);

    // Its pages stop below the pruned deletions, but were read after the prune: it holds none of those rows.
    expect(pages.filter((page) => readSyncCursor(page.cursor).version < prunedThrough).length).toBeGreaterThan(1);
    const ids = async (table: string) =>
      (await server.pool.query<{ id: number }>(`SELECT id FROM ${table} ORDER BY id`)).rows.map((r) => r.id);
    expect(pages.flatMap((page) => page.simulators.map((s) => s.id)).toSorted((a, b) => a - b)).toEqual(await ids('simulators'));
    expect(pages.flatMap((page) => page.technologies.map((t) => t.id)).toSorted((a, b) => a - b)).toEqual(await ids('technologies'));
  });
});

describe('the fingerprints of changes', () => {
  it('are forgotten once superseded by a change older than the horizon: a client still there resyncs, later ones go on', async () => {
    const { rows } = await server.pool.query<{ id: number }>('SELECT min(id) AS id FROM simulators');
    const rename = (name: string) => server.pool.query('UPDATE simulators SET name = $1 WHERE id = $2', [name, rows[0]!.id]);
    const latest = (await pull('0')).cursor;
    await rename('First');
    const atFirst = (await pull(latest)).cursor;
    await rename('Second');
    const atSecond = (await pull(atFirst)).cursor;
    await server.pool.query(`UPDATE sync_change_log SET drawn_at = now() - interval '91 days'`);
    await rename('Third');
    const atThird = (await pull(atSecond)).cursor;
    await rename('Fourth');
    const atFourth = (await pull(atThird)).cursor;

    await createSyncService(server.pool, { tombstoneHorizonDays: 90 }).pruneTombstones();

    // 'Second' replaced 'First' before the horizon: a client at 'First' has not finished a sync since.
    expect((await errorOf(await get(`since=${atFirst}&protocol=${SYNC_PROTOCOL}`))).code).toBe('resync_required');
    // 'Second' is the newest change drawn before the horizon, the others are younger: their clients go on.
    expect((await pull(atSecond)).simulators.map((s) => s.name)).toEqual(['Fourth']);
    expect((await pull(atThird)).simulators.map((s) => s.name)).toEqual(['Fourth']);
    expect((await pull(atFourth)).simulators).toEqual([]);
    // What a row or tombstone carries keeps its fingerprint, however old: a first sync may stop at any of them.
    const { rows: unlogged } = await server.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n
         FROM (SELECT version FROM simulators UNION ALL SELECT version FROM technologies UNION ALL SELECT version FROM sync_tombstones) carried
        WHERE NOT EXISTS (SELECT 1 FROM sync_change_log l WHERE l.version = carried.version)`,
    );
    expect(unlogged[0]!.n).toBe(0);
    const { rows: logged } = await server.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM sync_change_log');
    const { rows: carried } = await server.pool.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM simulators) + (SELECT count(*) FROM technologies) + (SELECT count(*) FROM sync_tombstones) AS n`,
    );
    // Carried versions, plus 'Second' and 'Third', which no row carries any more.
    expect(logged[0]!.n).toBe(Number(carried[0]!.n) + 2);
  });
});
