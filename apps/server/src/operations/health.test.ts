import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ErrorBody } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations } from '../db/migrate';
import { highestVersion } from '../db/schema-version';
import { postJson } from '../test/post-json';
import { startTestServer, type TestServer } from '../test/test-server';
import { Draining } from './draining';
import { startDeadDatabaseApp, type DeadDatabaseApp } from '../test/dead-database-app';

interface LogRecord {
  level: number;
  msg: string;
  reason?: string;
  req?: { url?: string };
}

const DEBUG = 20;
const INFO = 30;
const WARN = 40;
const BUILD_VERSION = highestVersion(loadMigrations());

let webDir: string;
let server: TestServer;
const draining = new Draining();
/** The real app on a database that is not there, logging into `records`. */
let deadUrl: string;
let deadApp: DeadDatabaseApp | undefined;
let records: LogRecord[] = [];

beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rsd-health-'));
  // A web build, so that the SPA fallback would answer these paths if the probes were not mounted before it.
  await fs.writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>directory</title>');
  server = await startTestServer({ webDistDir: webDir, draining, rateLimits: { publicWrite: { limit: 1, windowSeconds: 60 } } });

  deadApp = await startDeadDatabaseApp(webDir, (record) => records.push(record as LogRecord));
  deadUrl = deadApp.url;
});
afterAll(async () => {
  await server?.close();
  await deadApp?.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

async function notReady(res: Response): Promise<string> {
  expect(res.status).toBe(503);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return ErrorBody.parse(await res.json()).error.message;
}

const settle = () => new Promise((r) => setTimeout(r, 100));

describe('GET /livez', () => {
  it('answers 200 as JSON without the database', async () => {
    const res = await fetch(`${deadUrl}/livez`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /readyz', () => {
  it('answers 200 when the database answers at the schema version of this build', async () => {
    const res = await fetch(`${server.url}/readyz`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 in the one error shape, with the reason, when the database does not answer', async () => {
    expect(await notReady(await fetch(`${deadUrl}/readyz`))).toBe('Not ready: the database does not answer (ECONNREFUSED).');
  });

  it('answers 503 while the schema is behind this build or ahead of it, and 200 again once it matches', async () => {
    const newer = BUILD_VERSION + 3;
    await server.pool.query(`INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, 'from_a_newer_build', 'x')`, [newer]);
    expect(await notReady(await fetch(`${server.url}/readyz`))).toBe(
      `Not ready: the database schema is at version ${newer}, newer than this build (${BUILD_VERSION}).`,
    );
    await server.pool.query('DELETE FROM schema_migrations WHERE version = $1', [newer]);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    const { rows } = await server.pool.query('DELETE FROM schema_migrations WHERE version = $1 RETURNING *', [BUILD_VERSION]);
    try {
      const previous = highestVersion(loadMigrations().filter((m) => m.version < BUILD_VERSION));
      expect(await notReady(await fetch(`${server.url}/readyz`))).toBe(
        `Not ready: the database schema is at version ${previous}; this build expects ${BUILD_VERSION}.`,
      );
    } finally {
      await server.pool.query('INSERT INTO schema_migrations SELECT * FROM json_populate_record(NULL::schema_migrations, $1)', [rows[0]]);
    }
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });
});

describe('the probes', () => {
  it('answer before rate limits, same-origin checks and the SPA fallback', async () => {
    // This client's one write a minute is spent; a probe from the same address still answers.
    await postJson(server.url + API.subscribe, { email: 'probe@example.org' });
    expect((await postJson(server.url + API.subscribe, { email: 'probe@example.org' })).status).toBe(429);
    const crossSite = { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://elsewhere.example' };
    for (const probe of ['/livez', '/readyz']) {
      const res = await fetch(server.url + probe, { headers: crossSite });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    }
    // Any other path is the SPA's page here: the build exists.
    expect((await fetch(`${server.url}/somewhere`)).headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('are logged at debug, not info', async () => {
    records = [];
    await fetch(`${deadUrl}/livez`);
    await fetch(`${deadUrl}/readyz`);
    await fetch(`${deadUrl}/readyz`);
    await settle();
    const probeLines = records.filter((r) => r.req?.url === '/livez' || r.req?.url === '/readyz');
    expect(probeLines.map((r) => r.level)).toEqual([DEBUG, DEBUG, DEBUG]);

    // An ordinary request is still logged at info.
    await fetch(`${deadUrl}/somewhere`);
    await settle();
    expect(records.find((r) => r.req?.url === '/somewhere')?.level).toBe(INFO);
  });

  it('log the reason when readiness is first lost', async () => {
    // An app of its own: the file's dead app has lost its readiness already.
    const logLines: LogRecord[] = [];
    const app = await startDeadDatabaseApp(webDir, (record) => logLines.push(record as LogRecord));
    try {
      await fetch(`${app.url}/readyz`);
      await fetch(`${app.url}/readyz`);
      await settle();
      expect(logLines.filter((r) => r.msg === 'not ready')).toEqual([
        expect.objectContaining({ level: WARN, reason: 'the database does not answer (ECONNREFUSED)' }),
      ]);
      // Not one request line at info for the probes.
      expect(logLines.filter((r) => r.req?.url === '/readyz' && r.level >= INFO)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('turn /readyz to 503 while draining, and leave /livez at 200', async () => {
    draining.start();
    expect(await notReady(await fetch(`${server.url}/readyz`))).toBe('Not ready: the server is shutting down.');
    expect((await fetch(`${server.url}/livez`)).status).toBe(200);
  });
});
