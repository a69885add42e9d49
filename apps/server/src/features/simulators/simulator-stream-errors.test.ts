import { ErrorBody } from '@rsd/core';
import { API } from '@rsd/core/testing';
import http, { type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBulkSimulators } from '../../test/bulk-simulators';
import { eventually } from '../../test/eventually';
import { startTestServer, type TestServer } from '../../test/test-server';
import { LIST_CACHE_MAX_ROWS } from './simulator-list-cache';

/** Streamed (more rows than the list keeps) and large enough (about 8 MB) that a client that stops reading stops the stream. */
const ROWS = LIST_CACHE_MAX_ROWS + 1;

let server: TestServer;
beforeAll(async () => {
  // Without the listings keeper's transactions, the stream's session is the only one in a transaction, the one
  // endStreamingSession ends.
  server = await startTestServer({ listingsKeeper: false });
  await insertBulkSimulators(server.pool, ROWS, 'A long short text. '.repeat(400));
}, 90_000);
afterAll(() => server?.close());

const STREAMS = [
  ['the list', API.simulators],
  ['the CSV export', `${API.simulators}?format=csv`],
] as const;

/** A GET whose body is not read until the caller says so, so the server's writes wait for the socket to drain. */
const pausedGet = (url: string) =>
  new Promise<IncomingMessage>((resolve, reject) => {
    http
      .get(url, (res) => {
        res.pause();
        resolve(res);
      })
      .on('error', reject);
  });

/** Reads the rest of the body: true when it ended as HTTP says a body ends, false when the connection was cut. */
const readsToItsEnd = (res: IncomingMessage) =>
  new Promise<boolean>((resolve) => {
    res.on('data', () => undefined);
    res.on('error', () => undefined);
    res.on('close', () => resolve(res.complete));
    res.resume();
  });

/**
 * Ends the database session of the stream, as a database restart or a failover would: the one session in a
 * transaction (the list's query text is longer than pg_stat_activity keeps, so it is not matched by its text).
 */
async function endStreamingSession(): Promise<void> {
  // Looked at first and ended only when it is the one: ending every match, as one query would, also ends another
  // read still in its transaction under load (then no session is left to match and the test waits out its time).
  const pid = await eventually(async () => {
    const { rows } = await server.pool.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid() AND xact_start IS NOT NULL`,
    );
    expect(rows).toHaveLength(1);
    return rows[0]!.pid;
  });
  await server.pool.query('SELECT pg_terminate_backend($1)', [pid]);
}

describe('a streamed read that fails', () => {
  it.each(STREAMS)('%s answers the one JSON error shape when it fails before its first byte', async (_name, path) => {
    await server.pool.query('ALTER FUNCTION simulators_content_stamp() RENAME TO simulators_content_stamp_away');
    try {
      const res = await fetch(server.url + path);
      expect(res.status).toBe(500);
      expect(ErrorBody.parse(await res.json()).error.code).toBe('internal');
    } finally {
      await server.pool.query('ALTER FUNCTION simulators_content_stamp_away() RENAME TO simulators_content_stamp');
    }
  });

  it.each(STREAMS)('%s ends unfinished when the database fails mid-stream, never as a complete but shorter body', async (_name, path) => {
    const res = await pausedGet(server.url + path);
    expect(res.statusCode).toBe(200);
    await endStreamingSession();
    expect(await readsToItsEnd(res)).toBe(false);
    // The app goes on: the next request streams every row.
    const again = await fetch(server.url + path);
    expect(again.status).toBe(200);
    expect((await again.text()).match(/Tool number/g)).toHaveLength(ROWS);
  });
});
