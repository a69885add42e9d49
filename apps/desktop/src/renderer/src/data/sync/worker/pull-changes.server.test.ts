import {
  normalizeCapabilities,
  normalizeLearningResources,
  parseSpecifications,
  PLAIN_CURSOR_PROTOCOL,
  readSyncCursor,
  SYNC_PROTOCOL,
  writeSyncCursor,
} from '@rsd/core';
import { describe, expect, it } from 'vitest';
import { fetchFromRealServer, realDatabase } from '../../../test/real-server-context';
import { withFreshCache } from '../../../test/test-db';
import { readAllListings } from '../../cache/all-listings';
import { db, SYNC_META_KEY } from '../../cache/db';
import { useSyncStatus } from '../status';
import { fetchSyncPage } from './fetch-sync-page';
import { readSyncMeta } from './meta';
import { createSyncEngine, SyncProtocolError, type SyncEngineOptions } from './pull-changes';

withFreshCache();
fetchFromRealServer();
const database = realDatabase();

const engine = (options: Partial<SyncEngineOptions> = {}) =>
  createSyncEngine({ db, fetchPage: fetchSyncPage, limit: 7, runExclusive: null, ...options });

/**
 * The rows as the database holds them. Not the list endpoints: their in-memory cache is dropped when the database's
 * change notice arrives, which may be just after a write this test made straight to the database.
 */
async function databaseRows(table: 'simulators' | 'technologies'): Promise<Array<[number, string, number]>> {
  const { rows } = await database.query<{ id: number; name: string; version: string }>(`SELECT id, name, version FROM ${table}`);
  return rows.map((r) => [r.id, r.name, Number(r.version)]);
}

async function expectCacheMatchesServer(): Promise<void> {
  const cachedSimulators = await db.simulators.toArray();
  const cachedTechnologies = await db.technologies.toArray();
  expect(cachedSimulators.map((s) => [s.id, s.name, s.version]).toSorted()).toEqual((await databaseRows('simulators')).toSorted());
  expect(cachedTechnologies.map((t) => [t.id, t.name, t.version]).toSorted()).toEqual((await databaseRows('technologies')).toSorted());
}

const firstId = async (table: string) => (await database.query<{ id: number }>(`SELECT min(id) AS id FROM ${table}`)).rows[0]!.id;

describe('sync against the real server', () => {
  it('pulls the whole directory in pages, then only what changed', async () => {
    const first = await engine().syncNow();
    expect(first.pages).toBeGreaterThan(1);
    await expectCacheMatchesServer();
    expect(await readSyncMeta(db)).toMatchObject({ protocol: SYNC_PROTOCOL, lastSyncedAt: expect.any(String) });

    const id = await firstId('simulators');
    await database.query(`UPDATE simulators SET short_description = 'Changed on the server' WHERE id = $1`, [id]);
    const delta = await engine().syncNow();
    expect(delta).toEqual({ pages: 1, changes: { simulators: true, technologies: false, listings: true } });
    expect((await db.simulators.get(id))?.shortDescription).toBe('Changed on the server');
  });

  it("gives each cached listing the capability terms of the server's row, in its order", async () => {
    await engine().syncNow();
    const { rows } = await database.query<{ id: number; terms: string[] }>(
      `SELECT id, ARRAY(SELECT c->>'term' FROM jsonb_array_elements(capabilities) WITH ORDINALITY AS e(c, n) ORDER BY n) AS terms
         FROM simulators`,
    );
    expect(rows.some((row) => row.terms.length > 0)).toBe(true);
    const listings = await readAllListings(db);
    expect(listings.map((listing) => [listing.id, listing.terms]).toSorted()).toEqual(rows.map((row) => [row.id, row.terms]).toSorted());
  });

  it('syncs rows whose JSON columns hold what the database accepts but nobody can read, as empty lists', async () => {
    await engine().syncNow();
    const simulatorId = await firstId('simulators');
    const technologyId = await firstId('technologies');
    await database.query(
      `UPDATE simulators SET detailed_capabilities = to_jsonb('{not json'::text), learning_resources = NULL WHERE id = $1`,
      [simulatorId],
    );
    await database.query(
      `UPDATE technologies SET specifications = to_jsonb('[1, 2'::text), deployed_years = '[null, "soon"]' WHERE id = $1`,
      [technologyId],
    );
    // And the shapes that can never be right are refused where they are written.
    await expect(database.query(`UPDATE simulators SET detailed_capabilities = '[]' WHERE id = $1`, [simulatorId])).rejects.toThrow(
      /detailed_capabilities_shape/,
    );

    await engine().syncNow();

    const simulator = (await db.simulators.get(simulatorId))!;
    expect(normalizeCapabilities(simulator.detailedCapabilities).physics).toEqual([]);
    expect(normalizeLearningResources(simulator.learningResources).documentation).toEqual([]);
    const technology = (await db.technologies.get(technologyId))!;
    expect(parseSpecifications(technology.specifications)).toEqual([]);
    expect(technology.deployedYears).toEqual([null, 'soon']);
    await expectCacheMatchesServer();
  });

  it('removes a row deleted on the server', async () => {
    await engine().syncNow();
    const { rows } = await database.query<{ id: number }>(
      `INSERT INTO simulators (name, full_name, short_description, description, website)
       VALUES ('Short-lived', 'S', 's', 'd', 'https://example.org') RETURNING id`,
    );
    await engine().syncNow();
    expect(await db.simulators.get(rows[0]!.id)).toBeDefined();

    await database.query('DELETE FROM simulators WHERE id = $1', [rows[0]!.id]);
    await engine().syncNow();
    expect(await db.simulators.get(rows[0]!.id)).toBeUndefined();
    await expectCacheMatchesServer();
  });

  it('resyncs through staging when its cursor is ahead of the server (a database restored from a dump)', async () => {
    await engine().syncNow();
    const meta = (await readSyncMeta(db))!;
    const extra = { ...(await db.simulators.toArray())[0]!, id: 99_999, name: 'Not on this server' };
    await db.simulators.put(extra);
    const { version, stamp } = readSyncCursor(meta.cursor);
    await db.meta.put({ ...meta, key: SYNC_META_KEY, cursor: writeSyncCursor({ version: version + 1000n, stamp }) });

    await engine().syncNow();

    expect(await db.simulators.get(99_999)).toBeUndefined();
    await expectCacheMatchesServer();
    expect((await readSyncMeta(db))?.cursor).toBe(meta.cursor);
    expect(useSyncStatus.getState()).toMatchObject({ stale: false, error: null });
  });

  it('still serves an app of protocol 1 (in the field), which resyncs its cache once and then pulls deltas', async () => {
    await engine().syncNow();
    const id = await firstId('simulators');

    await engine({ protocol: PLAIN_CURSOR_PROTOCOL }).syncNow();
    await database.query(`UPDATE simulators SET short_description = 'Changed for an older app' WHERE id = $1`, [id]);
    expect(await engine({ protocol: PLAIN_CURSOR_PROTOCOL }).syncNow()).toEqual({
      pages: 1,
      changes: { simulators: true, technologies: false, listings: true },
    });

    expect((await db.simulators.get(id))?.shortDescription).toBe('Changed for an older app');
    expect(await readSyncMeta(db)).toMatchObject({ protocol: PLAIN_CURSOR_PROTOCOL, cursor: expect.stringMatching(/^\d+$/) });
    await expectCacheMatchesServer();
    // And back: this app's protocol finds a cache of another protocol, and replaces it whole.
    await engine().syncNow();
    expect(readSyncCursor((await readSyncMeta(db))!.cursor).stamp).not.toBeNull();
    await expectCacheMatchesServer();
  });

  it.each([
    ['an older app', PLAIN_CURSOR_PROTOCOL - 1, true],
    ['a newer app', SYNC_PROTOCOL + 1, false],
  ])('keeps the cache when the server cannot serve %s, and says who must update', async (_name, protocol, updateRequired) => {
    await engine().syncNow();
    const before = await db.simulators.count();

    await expect(engine({ protocol }).syncNow()).rejects.toBeInstanceOf(SyncProtocolError);

    expect(await db.simulators.count()).toBe(before);
    expect(useSyncStatus.getState().updateRequired).toBe(updateRequired);
  });
});
