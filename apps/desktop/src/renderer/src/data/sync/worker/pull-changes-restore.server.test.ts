import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { readSyncCursor } from '@rsd/core';
import { Client } from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRealServer, type RealServer } from '../../../../../../test-server/real-server';
import { withFreshCache } from '../../../test/test-db';
import { ApiError } from '../../api-client';
import { db } from '../../cache/db';
import { useSyncStatus } from '../status';
import { fetchSyncPage } from './fetch-sync-page';
import { readSyncMeta } from './meta';
import { createSyncEngine, type FetchSyncPage } from './pull-changes';

/**
 * A server whose data folder is put back from a copy made while it was stopped (a file-level backup restored): a
 * server of this file's own, since it is stopped and its cluster replaced. (A dump restored is the server project's
 * sync-restore.test.ts.)
 */

withFreshCache();

const realFetch = globalThis.fetch;
let server: RealServer;

beforeAll(async () => {
  server = await startRealServer({ nodeEnv: 'test', webDistDir: join(tmpdir(), 'rsd-test-no-web-build') });
});
afterAll(() => server?.dispose());

// The app's own sync fetcher calls the same-origin /api; here the origin is this file's server.
beforeEach(() => {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => realFetch(new URL(String(input), server.url), init));
  return () => vi.unstubAllGlobals();
});

/** One connection a statement, so none is left open when the server stops. */
async function query<T extends object>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

const run = promisify(execFile);
/** With owners and modes: run as root, the cluster belongs to the `postgres` user, who must still own the copy. */
const copyFolder = (from: string, to: string) => run('cp', ['-a', from, to]);

const latestVersion = async () => BigInt((await query<{ v: string }>('SELECT last_value AS v FROM sync_version_seq'))[0]!.v);

/** The database's rows, not the list endpoints': their cache may not yet have heard of a write made straight to it. */
const databaseRows = async (table: 'simulators' | 'technologies') =>
  (await query<{ id: number; name: string; version: string }>(`SELECT id, name, version FROM ${table}`)).map((r) => [
    r.id,
    r.name,
    Number(r.version),
  ]);

async function expectCacheMatchesServer(): Promise<void> {
  expect((await db.simulators.toArray()).map((s) => [s.id, s.name, s.version]).toSorted()).toEqual(
    (await databaseRows('simulators')).toSorted(),
  );
  expect((await db.technologies.toArray()).map((t) => [t.id, t.name, t.version]).toSorted()).toEqual(
    (await databaseRows('technologies')).toSorted(),
  );
}

const engine = (fetchPage: FetchSyncPage = fetchSyncPage) => createSyncEngine({ db, fetchPage, limit: 7, runExclusive: null });

describe('sync after the data folder is put back from a backup', () => {
  it("resyncs a client that synced past the backup through staging, and ends with exactly the server's rows", async () => {
    await engine().syncNow();

    // The backup: the cluster copied while the server, and its PostgreSQL, are stopped.
    const cluster = join(server.dataDir, 'postgres');
    const backup = join(server.dataDir, 'postgres-backup');
    await server.stop();
    await copyFolder(cluster, backup);
    await server.start();

    // Changes after the backup, which the client receives: an insert, an update and a delete.
    const [added] = await query<{ id: number }>(
      `INSERT INTO simulators (name, full_name, short_description, description, website)
       VALUES ('After the backup', 'A', 'short', 'long', 'https://example.org') RETURNING id`,
    );
    const [renamed] = await query<{ id: number; name: string }>(
      `UPDATE simulators SET name = 'Renamed after the backup' WHERE id = (SELECT min(id) FROM simulators) RETURNING id, name`,
    );
    const [deleted] = await query<{ id: number }>('DELETE FROM technologies WHERE id = (SELECT min(id) FROM technologies) RETURNING id');
    await engine().syncNow();
    expect(await db.simulators.get(added!.id)).toBeDefined();
    expect(await db.technologies.get(deleted!.id)).toBeUndefined();
    const before = (await readSyncMeta(db))!;
    const passed = readSyncCursor(before.cursor).version;

    // The restore: the backup put back in place of the cluster, the server started on it.
    await server.stop();
    await rm(cluster, { recursive: true, force: true });
    await copyFolder(backup, cluster);
    await server.start();
    expect(await latestVersion()).toBeLessThan(passed);

    // New writes draw the versions the client passed again, and many more beyond.
    for (let round = 0; (await latestVersion()) <= passed + 20n; round += 1) {
      await query(`UPDATE simulators SET short_description = $1 WHERE id = (SELECT max(id) FROM simulators)`, [
        `Written after the restore ${round}`,
      ]);
    }

    const sent: string[] = [];
    const refused: (string | undefined)[] = [];
    const oldRowShown: boolean[] = [];
    const watched: FetchSyncPage = async (since, limit, protocol) => {
      sent.push(since);
      oldRowShown.push((await db.simulators.get(added!.id)) !== undefined);
      try {
        return await fetchSyncPage(since, limit, protocol);
      } catch (error) {
        if (error instanceof ApiError) refused.push(error.body?.error.code);
        throw error;
      }
    };
    await engine(watched).syncNow();

    expect(refused).toEqual(['resync_required']);
    expect(sent.slice(0, 2)).toEqual([before.cursor, '0']);
    // A resync of several pages, during which the cache the screens read stayed the old one.
    expect(sent.length).toBeGreaterThan(3);
    expect(oldRowShown.every(Boolean)).toBe(true);
    await expectCacheMatchesServer();
    expect(await db.simulators.get(added!.id)).toBeUndefined();
    expect((await db.simulators.get(renamed!.id))?.name).not.toBe(renamed!.name);
    expect(await db.technologies.get(deleted!.id)).toBeDefined();
    // The copy kept its dataset id: only the cursor's stamp told the server the client was past it.
    expect((await readSyncMeta(db))?.dataset).toBe(before.dataset);
    expect(useSyncStatus.getState()).toMatchObject({ stale: false, error: null });
  }, 120_000);
});
