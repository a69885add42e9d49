import { ErrorBody, SYNC_PROTOCOL, SyncListingsResponse, SyncResponse, toSimulatorListing, type SimulatorListing } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withSyncedWrite } from '../../db/transactions';
import { insertBulkSimulators, staleListings } from '../../test/bulk-simulators';
import { eventually } from '../../test/eventually';
import { fixtureSeed, simulatorInput } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/test-server';
import { simulatorsRepo } from '../simulators/simulators.repo';
import { syncListingsRepo } from './sync-listings.repo';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: fixtureSeed });
});
afterAll(() => server?.close());

const listingsUrl = () => `${server.url}${API.syncListings}?protocol=${SYNC_PROTOCOL}`;

async function listings(): Promise<SyncListingsResponse> {
  const res = await fetch(listingsUrl());
  expect(res.status).toBe(200);
  return SyncListingsResponse.parse(await res.json());
}

/** A whole sync from zero in one page, as a client would pull it. */
async function fullPull(): Promise<SyncResponse> {
  const res = await fetch(`${server.url}${API.sync}?protocol=${SYNC_PROTOCOL}&limit=5000`);
  return SyncResponse.parse(await res.json());
}

const byId = (rows: readonly SimulatorListing[]) => rows.toSorted((a, b) => a.id - b.id);

async function storedListingVersions(): Promise<Map<number, number>> {
  const { rows } = await server.pool.query<{ simulator_id: number; version: string }>(
    `SELECT simulator_id, version FROM simulator_listings`,
  );
  return new Map(rows.map((row) => [row.simulator_id, Number(row.version)]));
}

describe('GET /api/sync/listings', () => {
  it("answers every live simulator's listing, as toSimulatorListing makes it from the record, at the full sync's cursor", async () => {
    const answer = await listings();
    const pull = await fullPull();
    expect(byId(answer.listings)).toEqual(byId(pull.simulators.map(toSimulatorListing)));
    expect(answer.cursor).toBe(pull.cursor);
    expect(answer.dataset).toBe(pull.dataset);
    expect(answer.protocol).toBe(SYNC_PROTOCOL);
  });

  it('stores the listings it derived and answers from them; the answer it keeps stands until a synced row changes', async () => {
    await listings();
    const { rows } = await server.pool.query<{ id: number; version: string }>(`SELECT id, version FROM simulators ORDER BY id`);
    expect(await storedListingVersions()).toEqual(new Map(rows.map((row) => [row.id, Number(row.version)])));
    // A stored listing is what is served: the records are not read again for it. The answer this process keeps
    // stands while no synced row changes; any change (a technology's here) moves the position and reads again.
    const id = rows[0]!.id;
    await server.pool.query(
      `UPDATE simulator_listings SET listing = jsonb_set(listing, '{name}', '"Stored name"') WHERE simulator_id = $1`,
      [id],
    );
    expect((await listings()).listings.find((listing) => listing.id === id)?.name).not.toBe('Stored name');
    await server.pool.query(`UPDATE technologies SET overview = 'Moves the position' WHERE id = (SELECT min(id) FROM technologies)`);
    expect((await listings()).listings.find((listing) => listing.id === id)?.name).toBe('Stored name');
  });

  it('answers the listings in id order, whatever order their stored rows are in', async () => {
    await listings();
    // An updated row moves to the end of its table: an answer in storage order would list the first id last.
    await server.pool.query(
      `UPDATE simulator_listings SET listing = listing WHERE simulator_id = (SELECT min(simulator_id) FROM simulator_listings)`,
    );
    await server.pool.query(`UPDATE technologies SET overview = 'Moves the position again' WHERE id = (SELECT min(id) FROM technologies)`);
    const ids = (await listings()).listings.map((listing) => listing.id);
    expect(ids.length).toBeGreaterThan(1);
    expect(ids).toEqual(ids.toSorted((a, b) => a - b));
  });

  it('derives a listing again once its row has a new version (a write by SQL alone included)', async () => {
    const { rows } = await server.pool.query<{ id: number }>(`SELECT id FROM simulators ORDER BY id LIMIT 1`);
    const id = rows[0]!.id;
    await listings();
    await server.pool.query(`UPDATE simulators SET short_description = 'Rewritten by SQL' WHERE id = $1`, [id]);
    const answer = await listings();
    expect(answer.listings.find((listing) => listing.id === id)?.shortDescription).toBe('Rewritten by SQL');
    expect(byId(answer.listings)).toEqual(byId((await fullPull()).simulators.map(toSimulatorListing)));
  });

  it("reads a record's odd JSON lists as the records' sync does, so its listing passes the client's plain check", async () => {
    const { rows } = await server.pool.query<{ id: number }>(`SELECT id FROM simulators ORDER BY id LIMIT 1`);
    const id = rows[0]!.id;
    await server.pool.query(
      `UPDATE simulators SET relevant_organizations = '[{"role": "no name"}, 7, "SINTEF", {"name": "Equinor"}]',
         capabilities = '[5, {"evidence": null}]'
       WHERE id = $1`,
      [id],
    );
    const listing = (await listings()).listings.find((entry) => entry.id === id);
    expect(listing?.relevantOrganizations).toEqual(['SINTEF', { name: 'Equinor' }]);
    expect(listing?.terms).toEqual([]);
    expect(listing).toEqual(toSimulatorListing((await fullPull()).simulators.find((simulator) => simulator.id === id)!));
  });

  it('leaves out a deleted simulator, and its stored listing goes with the row', async () => {
    const doomed = await withSyncedWrite(server.pool, (c) => simulatorsRepo.insert(c, simulatorInput({ name: 'Doomed' })));
    expect((await listings()).listings.map((listing) => listing.id)).toContain(doomed.id);
    await withSyncedWrite(server.pool, (c) => simulatorsRepo.delete(c, doomed.id));
    const answer = await listings();
    expect(answer.listings.map((listing) => listing.id)).not.toContain(doomed.id);
    expect((await storedListingVersions()).has(doomed.id)).toBe(false);
    expect(answer.cursor).toBe((await fullPull()).cursor);
  });

  it('has an ETag: the same listings answer 304, a write changes it', async () => {
    const first = await fetch(listingsUrl());
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"/);
    expect((await fetch(listingsUrl(), { headers: { 'If-None-Match': etag! } })).status).toBe(304);
    await withSyncedWrite(server.pool, (c) => simulatorsRepo.insert(c, simulatorInput({ name: 'Newcomer' })));
    const after = await fetch(listingsUrl(), { headers: { 'If-None-Match': etag! } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
  });

  it('is gzipped for a client that accepts it, and plain JSON for one that does not', async () => {
    const zipped = await fetch(listingsUrl(), { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const plain = await fetch(listingsUrl(), { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(SyncListingsResponse.parse(await plain.json())).toEqual(SyncListingsResponse.parse(await zipped.json()));
  });

  it('refuses a protocol it does not serve, as the sync does', async () => {
    const res = await fetch(`${server.url}${API.syncListings}?protocol=99`);
    expect(res.status).toBe(409);
    expect(ErrorBody.parse(await res.json()).error.code).toBe('unsupported_protocol');
  });
});

/** The listings answer, with how many records it read to derive listings (none when every listing was stored). */
async function listingsAndRecordsRead(): Promise<{ answer: SyncListingsResponse; recordsRead: number }> {
  const read = vi.spyOn(simulatorsRepo, 'listByIds');
  try {
    const answer = await listings();
    return { answer, recordsRead: read.mock.calls.reduce((sum, [, ids]) => sum + ids.length, 0) };
  } finally {
    read.mockRestore();
  }
}

describe('simulator_listings kept after every write', () => {
  it('stores the listings of a bulk insert made by SQL alone (an import, a seed) before any listings request', async () => {
    // More rows than one batch of the keeper.
    await insertBulkSimulators(server.pool, 700);
    await eventually(async () => expect(await staleListings(server.pool)).toBe(0));
    const { rows } = await server.pool.query<{ listing: SimulatorListing }>(`SELECT listing FROM simulator_listings`);
    expect(byId(rows.map((row) => row.listing))).toEqual(byId((await fullPull()).simulators.map(toSimulatorListing)));

    const { answer, recordsRead } = await listingsAndRecordsRead();
    expect(recordsRead).toBe(0);
    expect(answer.listings).toHaveLength(rows.length);
  });

  it("stores them again after a write to every row (a harvest's facts), so the answer after it reads no record", async () => {
    await server.pool.query(`UPDATE simulators SET repository = jsonb_build_object('archived', id % 2 = 0)`);
    await eventually(async () => expect(await staleListings(server.pool)).toBe(0));
    const { answer, recordsRead } = await listingsAndRecordsRead();
    expect(recordsRead).toBe(0);
    expect(answer.listings.every((listing) => listing.archived === (listing.id % 2 === 0))).toBe(true);
  });
});

describe('the listings answer built once per position', () => {
  it('is built by the keeper after a write, before any request: the first request after it reads no listing', async () => {
    const read = vi.spyOn(syncListingsRepo, 'currentJson');
    try {
      await insertBulkSimulators(server.pool, 3, 'Built ahead');
      // The keeper's read after the write: the rows stored, then the answer built from them.
      await eventually(async () => {
        const texts = await Promise.all(read.mock.results.map((result) => result.value));
        expect(texts.some((text) => text.includes('Built ahead'))).toBe(true);
      });
      const readsBefore = read.mock.calls.length;
      const answer = await listings();
      expect(read).toHaveBeenCalledTimes(readsBefore);
      expect(answer.listings.filter((listing) => listing.shortDescription === 'Built ahead')).toHaveLength(3);
    } finally {
      read.mockRestore();
    }
  });

  it('is read once for requests that come together at a new position (no keeper here)', async () => {
    const alone = await startTestServer({ seed: fixtureSeed, listingsKeeper: false });
    const read = vi.spyOn(syncListingsRepo, 'currentJson');
    try {
      await insertBulkSimulators(alone.pool, 2, 'Asked together');
      const url = `${alone.url}${API.syncListings}?protocol=${SYNC_PROTOCOL}`;
      const answers = await Promise.all([fetch(url), fetch(url), fetch(url)]);
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((res) => res.headers.get('etag'))).size).toBe(1);
      expect(read).toHaveBeenCalledTimes(1);
    } finally {
      read.mockRestore();
      await alone.close();
    }
  });
});
