import { ErrorBody, readSyncCursor, SYNC_PROTOCOL, SyncResponse } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSyncedWrite } from '../../db/transactions';
import { fixtureSeed, simulatorInput } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/test-server';
import { simulatorsRepo } from '../simulators/simulators.repo';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: fixtureSeed });
});
afterAll(() => server?.close());

async function pull(since?: string, limit?: number): Promise<SyncResponse> {
  const params = new URLSearchParams();
  if (since !== undefined) params.set('since', since);
  if (limit !== undefined) params.set('limit', String(limit));
  params.set('protocol', String(SYNC_PROTOCOL));
  const res = await fetch(`${server.url}${API.sync}?${params}`);
  expect(res.status).toBe(200);
  return SyncResponse.parse(await res.json());
}

/** The client's view: key `s:<id>` / `t:<id>` -> version, as a sync engine would store it. */
type Replica = Map<string, number>;

function apply(replica: Replica, page: SyncResponse): void {
  for (const s of page.simulators) replica.set(`s:${s.id}`, s.version);
  for (const t of page.technologies) replica.set(`t:${t.id}`, t.version);
  for (const id of page.deleted.simulators) replica.delete(`s:${id}`);
  for (const id of page.deleted.technologies) replica.delete(`t:${id}`);
}

/** The version a cursor points at (clients never look inside; the tests compare it with the rows'). */
const versionOf = (cursor: string) => Number(readSyncCursor(cursor).version);

/** Every version a page carries, rows and tombstones alike (tombstone versions are not in the body). */
const rowVersions = (page: SyncResponse) => [...page.simulators, ...page.technologies].map((r) => r.version);

async function databaseState(): Promise<Replica> {
  const { rows } = await server.pool.query<{ key: string; version: string }>(
    `SELECT 's:' || id AS key, version FROM simulators UNION ALL SELECT 't:' || id, version FROM technologies`,
  );
  return new Map(rows.map((r) => [r.key, Number(r.version)]));
}

async function pullAll(since: string, limit: number, replica: Replica = new Map()) {
  const pages: SyncResponse[] = [];
  let cursor = since;
  for (;;) {
    const page = await pull(cursor, limit);
    pages.push(page);
    apply(replica, page);
    cursor = page.cursor;
    if (!page.hasMore) return { pages, cursor, replica };
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('GET /api/sync', () => {
  it('full pull: every simulator and technology from the beginning, with the protocol and a cursor', async () => {
    const page = await pull();
    expect(page.protocol).toBe(SYNC_PROTOCOL);
    expect(page.hasMore).toBe(false);
    expect(page.simulators.map((s) => s.name)).toEqual(['OPM Flow', 'MRST', 'DuMux']);
    expect(page.technologies.map((t) => t.name)).toEqual(['Fibre-optic flow monitoring', 'Smart completions']);
    expect(page.deleted).toEqual({ simulators: [], technologies: [] });
    expect(versionOf(page.cursor)).toBe(Math.max(...rowVersions(page)));
    expect(await pull('0')).toEqual(page);
    const state = await databaseState();
    const replica: Replica = new Map();
    apply(replica, page);
    expect(replica).toEqual(state);
  });

  it('names its database: the same dataset on every pull, another one for another database', async () => {
    const first = await pull();
    expect(first.dataset).toMatch(/^[0-9a-f-]{36}$/);
    expect((await pull(first.cursor)).dataset).toBe(first.dataset);
    const other = await startTestServer({ seed: fixtureSeed });
    try {
      const res = await fetch(`${other.url}${API.sync}`);
      expect(SyncResponse.parse(await res.json()).dataset).not.toBe(first.dataset);
    } finally {
      await other.close();
    }
  });

  it('a pull from the latest cursor is empty and keeps the cursor', async () => {
    const { cursor, dataset } = await pull();
    expect(await pull(cursor)).toEqual({
      protocol: SYNC_PROTOCOL,
      dataset,
      cursor,
      hasMore: false,
      remaining: 0,
      simulators: [],
      technologies: [],
      deleted: { simulators: [], technologies: [] },
    });
  });

  it('paging returns every row exactly once, in version order, at most `limit` a page', async () => {
    const { pages, replica } = await pullAll('0', 2);
    expect(pages.length).toBe(3);
    expect(pages.map((p) => p.hasMore)).toEqual([true, true, false]);
    // Five changes, two a page: what follows each page's cursor, so a first sync can show pages of a total.
    expect(pages.map((p) => p.remaining)).toEqual([3, 1, 0]);
    const versions = pages.flatMap(rowVersions);
    expect(new Set(versions).size).toBe(versions.length);
    for (const page of pages) expect(page.simulators.length + page.technologies.length).toBeLessThanOrEqual(2);
    let previous = 0;
    for (const page of pages) {
      const inPage = rowVersions(page);
      expect(Math.min(...inPage)).toBeGreaterThan(previous);
      previous = versionOf(page.cursor);
      expect(Math.max(...inPage)).toBe(previous);
    }
    expect(replica).toEqual(await databaseState());
  });

  it('a delta after one update returns only that row', async () => {
    const { cursor } = await pull();
    await server.pool.query(`UPDATE technologies SET overview = 'Updated overview' WHERE name = 'Smart completions'`);
    const delta = await pull(cursor);
    expect(delta.simulators).toEqual([]);
    expect(delta.technologies.map((t) => [t.name, t.overview])).toEqual([['Smart completions', 'Updated overview']]);
    expect(delta.deleted).toEqual({ simulators: [], technologies: [] });
    expect(versionOf(delta.cursor)).toBe(delta.technologies[0]!.version);
    expect(versionOf(delta.cursor)).toBeGreaterThan(versionOf(cursor));
  });

  it('a delete returns a tombstone, once', async () => {
    const { cursor } = await pull();
    const doomed = await withSyncedWrite(server.pool, (c) => simulatorsRepo.insert(c, simulatorInput({ name: 'Doomed' })));
    const afterInsert = await pull(cursor);
    expect(afterInsert.simulators.map((s) => s.id)).toEqual([doomed.id]);

    await server.pool.query('DELETE FROM simulators WHERE id = $1', [doomed.id]);
    const afterDelete = await pull(afterInsert.cursor);
    expect(afterDelete.simulators).toEqual([]);
    expect(afterDelete.deleted).toEqual({ simulators: [doomed.id], technologies: [] });
    expect(versionOf(afterDelete.cursor)).toBeGreaterThan(versionOf(afterInsert.cursor));
    // A client starting later never sees the row, only (harmlessly) its tombstone.
    const fresh = await pull('0');
    expect(fresh.simulators.map((s) => s.id)).not.toContain(doomed.id);
    expect(fresh.deleted.simulators).toContain(doomed.id);
    expect((await pull(afterDelete.cursor)).deleted.simulators).toEqual([]);
  });

  it('a technology delete lands in deleted.technologies', async () => {
    const { cursor } = await pull();
    const { rows } = await server.pool.query<{ id: number }>(
      `INSERT INTO technologies (name, vendor_name, readiness_level, category)
       VALUES ('Short-lived', 'Example Vendor', 'research', 'testing') RETURNING id`,
    );
    await server.pool.query('DELETE FROM technologies WHERE id = $1', [rows[0]!.id]);
    const delta = await pull(cursor);
    expect(delta.technologies).toEqual([]);
    expect(delta.deleted).toEqual({ simulators: [], technologies: [rows[0]!.id] });
  });

  it.each([
    ['since=abc', 'since'],
    ['since=-1', 'since'],
    ['since=1.5', 'since'],
    ['since=1234567890123456789', 'since'],
    ['since=3.0123456789abcdef0123456789abcdef', 'since'],
    ['limit=0', 'limit'],
    ['limit=-5', 'limit'],
    ['limit=2.5', 'limit'],
    ['limit=many', 'limit'],
    ['limit=5001', 'limit'],
    ['protocol=abc', 'protocol'],
    ['protocol=-1', 'protocol'],
    ['protocol=1.5', 'protocol'],
  ])('answers 400 JSON for %s', async (query, field) => {
    const res = await fetch(`${server.url}${API.sync}?${query}`);
    expect(res.status).toBe(400);
    const body = ErrorBody.parse(await res.json());
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields ?? {})).toEqual([field]);
  });

  it('delivers every row written by concurrent transactions, including ones that commit late', async () => {
    const replica: Replica = new Map();
    let cursor = (await pullAll('0', 3, replica)).cursor;
    const { rows: existing } = await server.pool.query<{ id: number }>('SELECT id FROM simulators ORDER BY id');
    const existingIds = existing.map((r) => r.id);

    /** One connection writing in rounds; each transaction stays open `holdMs`, so others queue behind it. */
    async function writer(n: number, rounds: number, holdMs: number): Promise<void> {
      const client = new Client({ connectionString: server.databaseUrl });
      await client.connect();
      try {
        for (let round = 0; round < rounds; round++) {
          await client.query('BEGIN');
          const { rows } = await client.query<{ id: number }>(
            `INSERT INTO simulators (name, full_name, short_description, description, website)
             VALUES ($1, 'Concurrent', 'short text', 'long text', 'https://example.org') RETURNING id`,
            [`w${n}-r${round}`],
          );
          await client.query('UPDATE simulators SET strengths = array_append(strengths, $1) WHERE id = $2', [
            `w${n}-r${round}`,
            existingIds[(n + round) % existingIds.length],
          ]);
          if (round % 2 === 0) {
            await client.query(
              `INSERT INTO technologies (name, vendor_name, readiness_level, category)
               VALUES ($1, 'Example Vendor', 'research', 'testing')`,
              [`w${n}-r${round}`],
            );
          }
          if (round % 3 === 2) await client.query('DELETE FROM simulators WHERE id = $1', [rows[0]!.id]);
          await sleep(holdMs);
          await client.query('COMMIT');
        }
      } finally {
        await client.end();
      }
    }

    /** The app's own write path, in the mix. */
    async function appWriter(rounds: number): Promise<void> {
      for (let round = 0; round < rounds; round++) {
        await withSyncedWrite(server.pool, async (c) => {
          await simulatorsRepo.insert(c, simulatorInput({ name: `app-r${round}` }));
          await sleep(15);
        });
      }
    }

    const progress = { writing: true };
    const writers = Promise.all([
      writer(1, 6, 5),
      writer(2, 6, 20),
      writer(3, 4, 60),
      writer(4, 3, 120),
      writer(5, 8, 0),
      appWriter(6),
    ]).finally(() => {
      progress.writing = false;
    });

    let pagesDuringWrites = 0;
    let rowsDuringWrites = 0;
    while (progress.writing) {
      const page = await pull(cursor, 3);
      expect(versionOf(page.cursor)).toBeGreaterThanOrEqual(versionOf(cursor));
      for (const v of rowVersions(page)) expect(v).toBeGreaterThan(versionOf(cursor));
      apply(replica, page);
      cursor = page.cursor;
      pagesDuringWrites++;
      rowsDuringWrites += page.simulators.length + page.technologies.length;
      if (!page.hasMore) await sleep(3);
    }
    await writers;
    cursor = (await pullAll(cursor, 3, replica)).cursor;

    // The pulls really raced the writers...
    expect(pagesDuringWrites).toBeGreaterThan(10);
    expect(rowsDuringWrites).toBeGreaterThan(10);
    // ...and the replica ends exactly where the database is: every row, at its final version.
    const state = await databaseState();
    expect(state.size).toBeGreaterThan(40);
    expect(replica).toEqual(state);
  });
});
