import { ErrorBody, INITIAL_CURSOR, readSyncCursor, SYNC_PROTOCOL, SyncResponse } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { Client } from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { fixtureSeed } from '../../test/fixtures';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * A database restored from a copy, as `CREATE DATABASE ... TEMPLATE` makes one: the same rows, sequence and
 * dataset id as a dump restored into a new database. (A data folder put back is the renderer-server project's
 * pull-changes-restore.server.test.ts.)
 */

async function onAdmin(sql: string): Promise<void> {
  const client = new Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Each synced row as a client keeps it: key `s:<id>` / `t:<id>` -> `<version> <name>`. */
type Rows = Map<string, string>;

/** A client that follows the protocol: pages into its rows, or, told to resync, into staging swapped in at the end. */
interface SyncClient {
  cursor: string;
  rows: Rows;
}

function apply(rows: Rows, page: SyncResponse): void {
  for (const s of page.simulators) rows.set(`s:${s.id}`, `${s.version} ${s.name}`);
  for (const t of page.technologies) rows.set(`t:${t.id}`, `${t.version} ${t.name}`);
  for (const id of page.deleted.simulators) rows.delete(`s:${id}`);
  for (const id of page.deleted.technologies) rows.delete(`t:${id}`);
}

/** Syncs to the end; returns the codes of the refusals met on the way. */
async function sync(server: TestServer, client: SyncClient): Promise<string[]> {
  const refusals: string[] = [];
  let staging: Rows | null = null;
  let cursor = client.cursor;
  for (;;) {
    const res = await fetch(`${server.url}${API.sync}?since=${cursor}&limit=2&protocol=${SYNC_PROTOCOL}`);
    if (res.status === 409) {
      const { code } = ErrorBody.parse(await res.json()).error;
      refusals.push(code);
      if (code !== 'resync_required' || staging !== null) throw new Error(`The server refused the sync: ${code}.`);
      staging = new Map();
      cursor = INITIAL_CURSOR;
      continue;
    }
    expect(res.status).toBe(200);
    const page = SyncResponse.parse(await res.json());
    apply(staging ?? client.rows, page);
    cursor = page.cursor;
    if (!page.hasMore) {
      client.rows = staging ?? client.rows;
      client.cursor = cursor;
      return refusals;
    }
  }
}

async function serverRows(server: TestServer): Promise<Rows> {
  const { rows } = await server.pool.query<{ key: string; value: string }>(
    `SELECT 's:' || id AS key, version || ' ' || name AS value FROM simulators
     UNION ALL SELECT 't:' || id, version || ' ' || name FROM technologies`,
  );
  return new Map(rows.map((r) => [r.key, r.value]));
}

const latestVersion = async (server: TestServer) =>
  BigInt((await server.pool.query<{ v: string }>('SELECT last_value AS v FROM sync_version_seq')).rows[0]!.v);

const datasetOf = async (server: TestServer) => (await server.pool.query<{ id: string }>('SELECT id FROM sync_dataset')).rows[0]!.id;

let live: TestDatabase | undefined;
let backup: TestDatabase | undefined;
let server: TestServer | undefined;
afterAll(async () => {
  await server?.close();
  await live?.drop();
  await backup?.drop();
});

describe('a database restored from a copy', () => {
  it('sends a client that synced past the copy to a full resync, even after many new writes; one at the copy goes on', async () => {
    live = await createTestDatabase();
    backup = await createTestDatabase();
    server = await startTestServer({ databaseOf: { databaseUrl: live.url }, seed: fixtureSeed });
    const atCopy: SyncClient = { cursor: INITIAL_CURSOR, rows: new Map() };
    const pastCopy: SyncClient = { cursor: INITIAL_CURSOR, rows: new Map() };
    expect(await sync(server, atCopy)).toEqual([]);
    expect(await sync(server, pastCopy)).toEqual([]);
    const dataset = await datasetOf(server);

    // The copy (a dump, a backup): copying from a template needs no one else connected to it.
    await server.close();
    await onAdmin(`DROP DATABASE "${backup.name}"`);
    await onAdmin(`CREATE DATABASE "${backup.name}" TEMPLATE "${live.name}"`);
    server = await startTestServer({ databaseOf: { databaseUrl: live.url } });

    // Changes after the copy, which only `pastCopy` receives: an insert, an update and a delete.
    const { rows: added } = await server.pool.query<{ id: number }>(
      `INSERT INTO simulators (name, full_name, short_description, description, website)
       VALUES ('After the copy', 'A', 'short', 'long', 'https://example.org') RETURNING id`,
    );
    await server.pool.query(`UPDATE simulators SET name = 'Renamed after the copy' WHERE name = 'MRST'`);
    await server.pool.query(`DELETE FROM technologies WHERE name = 'Smart completions'`);
    expect(await sync(server, pastCopy)).toEqual([]);
    expect(pastCopy.rows).toEqual(await serverRows(server));
    const passed = readSyncCursor(pastCopy.cursor).version;

    // The restore: the database recreated from the copy, same dataset id, its sequence back where the copy was.
    await server.close();
    await onAdmin(`DROP DATABASE "${live.name}" WITH (FORCE)`);
    await onAdmin(`CREATE DATABASE "${live.name}" TEMPLATE "${backup.name}"`);
    server = await startTestServer({ databaseOf: { databaseUrl: live.url } });
    expect(await datasetOf(server)).toBe(dataset);
    expect(await latestVersion(server)).toBeLessThan(passed);

    // New writes draw the versions `pastCopy` passed again, and many more beyond.
    let round = 0;
    while ((await latestVersion(server)) <= passed + 20n) {
      await server.pool.query(`UPDATE simulators SET short_description = $1 WHERE name = 'OPM Flow'`, [
        `Written after the restore ${round++}`,
      ]);
    }

    expect(await sync(server, pastCopy)).toEqual(['resync_required']);
    const restored = await serverRows(server);
    expect(pastCopy.rows).toEqual(restored);
    expect(restored.has(`s:${added[0]!.id}`)).toBe(false);
    expect([...restored.values()].some((row) => row.endsWith(' MRST'))).toBe(true);
    expect([...restored.values()].some((row) => row.endsWith(' Smart completions'))).toBe(true);

    // `atCopy` stopped where the copy was: its cursor names a change the restored database holds, so it goes on.
    expect(await sync(server, atCopy)).toEqual([]);
    expect(atCopy.rows).toEqual(restored);
  });
});
