import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ErrorBody } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { Client } from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { freePort } from './db/embedded';
import { createPool } from './db/pool';
import { fixtureSeed } from './test/fixtures';
import { startTestServer, type TestServer } from './test/test-server';

let webDir: string;
let server: TestServer;
let noWebBuild: TestServer;

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div><script src="/assets/x-abc123.js"></script></body></html>';

beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rsd-web-'));
  await fs.mkdir(path.join(webDir, 'assets'));
  await fs.writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
  await fs.writeFile(path.join(webDir, 'assets', 'x-abc123.js'), 'console.log("app");');
  await fs.writeFile(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ seed: fixtureSeed, webDistDir: webDir });
  noWebBuild = await startTestServer({ webDistDir: path.join(webDir, 'missing') });
});
afterAll(async () => {
  await server?.close();
  await noWebBuild?.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

async function errorOf(res: Response): Promise<ErrorBody['error']> {
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return ErrorBody.parse(await res.json()).error;
}

describe('security headers', () => {
  it('sends the CSP the renderer runs under, and helmet defaults', async () => {
    const res = await fetch(server.url + API.simulators);
    const csp = res.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: https:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});

describe('request bodies', () => {
  it('answers 400 malformed_json to a body that is not JSON', async () => {
    const res = await fetch(server.url + API.subscribe, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name": ',
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: 'malformed_json', message: 'The request body is not valid JSON.' });
  });

  it('answers 413 payload_too_large to a body over 1 MB', async () => {
    const res = await fetch(server.url + API.subscribe, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ description: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toEqual({
      code: 'payload_too_large',
      message: 'The request body is larger than 1 MB.',
    });
  });

  it('accepts a JSON body under the limit (then validates it)', async () => {
    const res = await fetch(server.url + API.subscribe, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ description: 'x'.repeat(900 * 1024) }),
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('validation_failed');
  });
});

describe('undecodable requests', () => {
  it.each(['/api/simulators/%E0%A4%A', '/simulator/%E0%A4%A'])('answers 400 JSON to the broken escape in %s', async (url) => {
    const res = await fetch(server.url + url);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: 'bad_request', message: "Failed to decode param '%E0%A4%A'" });
  });

  it('answers 415 JSON to a body in a charset it cannot read', async () => {
    const res = await fetch(server.url + API.subscribe, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=latin1' },
      body: '{}',
    });
    expect(res.status).toBe(415);
    expect(await errorOf(res)).toEqual({ code: 'bad_request', message: 'The request body encoding is not supported.' });
  });
});

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api'],
    ['GET', '/api/simulators/1/extra'],
    ['POST', '/api/nope'],
    ['DELETE', '/api/nope/1'],
    ['PATCH', '/api/sync/extra'],
  ])('%s %s answers JSON 404', async (method, url) => {
    const res = await fetch(server.url + url, { method });
    expect(res.status).toBe(404);
    const error = await errorOf(res);
    expect(error.code).toBe('not_found');
    expect(error.message).toBe(`No API endpoint ${method} ${url}.`);
  });
});

describe('the web build', () => {
  it.each(['/', '/simulator/3', '/jobs/2/apply', '/admin/users', '/no/such/page'])(
    'serves index.html for %s, never cached',
    async (url) => {
      const res = await fetch(server.url + url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX_HTML);
    },
  );

  it('serves hashed assets with a one-year immutable cache', async () => {
    const res = await fetch(`${server.url}/assets/x-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('console.log("app");');
  });

  it('serves other files revalidated, and index.html itself uncached', async () => {
    const favicon = await fetch(`${server.url}/favicon.svg`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('cache-control')).toBe('no-cache');
    const index = await fetch(`${server.url}/index.html`);
    expect(index.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404, not the page, for a missing asset', async () => {
    const res = await fetch(`${server.url}/assets/gone-123.js`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<html');
  });

  it('answers JSON 404 to other methods on page paths', async () => {
    const res = await fetch(`${server.url}/simulator/3`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).code).toBe('not_found');
  });

  it('says the web build is missing when there is no index.html', async () => {
    const res = await fetch(`${noWebBuild.url}/simulator/3`);
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('The web build is missing');
    // The API does not depend on the web build.
    expect((await fetch(noWebBuild.url + API.simulators)).status).toBe(200);
  });
});

describe('a lost database', () => {
  it('answers 503 unavailable when the database cannot be reached, and keeps serving', async () => {
    const logger = pino({ level: 'silent' });
    const deadPool = createPool(`postgres://postgres:postgres@127.0.0.1:${await freePort()}/none`, logger);
    const app = createApp({
      pool: deadPool,
      // The feed is down too (it shares the database): the simulator list is never served from memory.
      changes: { live: false, subscribe: () => () => true },
      logger,
      webDistDir: webDir,
    });
    const listener = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listener.once('listening', resolve));
    const address = listener.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const requests: [string, RequestInit][] = [
        ...[API.simulators, API.simulator(1), API.jobs, API.jobFilterOptions, API.technologies, API.sync].map(
          (endpoint): [string, RequestInit] => [endpoint, {}],
        ),
        [API.subscribe, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"email":"a@example.org"}' }],
      ];
      for (const [endpoint, init] of requests) {
        const res = await fetch(url + endpoint, init);
        expect(res.status).toBe(503);
        expect(await errorOf(res)).toEqual({
          code: 'unavailable',
          message: 'The database is unavailable. Please try again shortly.',
        });
      }
      expect((await fetch(`${url}/simulator/1`)).status).toBe(200);
    } finally {
      await new Promise((resolve) => listener.close(resolve));
      await deadPool.end();
    }
  });

  it('survives its connections being killed, and serves again from new ones', async () => {
    // Warm the pool so it holds idle connections, then kill them all from another session.
    await Promise.all([1, 2, 3].map(() => fetch(server.url + API.jobs)));
    const admin = new Client({ connectionString: server.databaseUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ killed: number }>(
        `SELECT count(pg_terminate_backend(pid))::int AS killed FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      expect(rows[0]!.killed).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await new Promise((r) => setTimeout(r, 100));
    const res = await fetch(server.url + API.jobs);
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveLength(4);
  });
});
