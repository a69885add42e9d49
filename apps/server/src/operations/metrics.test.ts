import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ErrorBody, Simulator, SyncResponse } from '@rsd/core';
import { API } from '@rsd/core/testing';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signIn } from '../test/accounts';
import { fixtureSeed } from '../test/fixtures';
import { postJson } from '../test/post-json';
import { startTestServer, type TestServer } from '../test/test-server';
import { measureRequests, UNMATCHED_ROUTE, WEB_BUILD_ROUTE } from './http-metrics';
import { createMetrics } from './metrics';
import { serveMetrics } from './metrics-server';

let webDir: string;
let server: TestServer;
let metricsServer: Server;
let metricsUrl: string;
const silent = pino({ level: 'silent' });

beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rsd-metrics-'));
  // A web build, so that GET /metrics on the public port would get the SPA's page if nothing kept it out.
  await fs.writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>directory</title>');
  server = await startTestServer({
    seed: fixtureSeed,
    webDistDir: webDir,
    // Each test is its own client address (X-Forwarded-For), so that each meets the limits afresh.
    trustProxy: ['loopback'],
    rateLimits: {
      publicWrite: { limit: 2, windowSeconds: 60 },
      loginUsername: { limit: 1, windowSeconds: 900 },
      loginAddress: { limit: 100, windowSeconds: 900 },
    },
  });
  metricsServer = await serveMetrics(server.metrics.registry, 0, '127.0.0.1', silent);
  metricsUrl = `http://127.0.0.1:${(metricsServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  metricsServer?.closeAllConnections();
  await new Promise((resolve) => metricsServer?.close(resolve));
  await server?.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

async function scrape(url = metricsUrl): Promise<string> {
  const res = await fetch(`${url}/metrics`);
  expect(res.status).toBe(200);
  return res.text();
}

/** The value of the sample `name{labels}` in a scrape (labels in any order), or undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',').filter(Boolean);
    if (wanted.length === present.length && wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return undefined;
}

const durationCount = (text: string, method: string, route: string, status: number) =>
  sample(text, 'http_request_duration_seconds_count', { method, route, status: String(status) });

const from = (address: string) => ({ 'X-Forwarded-For': address });

describe('the metrics port', () => {
  it('serves the Prometheus text format at GET /metrics, and nothing else', async () => {
    const res = await fetch(`${metricsUrl}/metrics`);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(await res.text()).toMatch(/^# HELP /m);
    expect((await fetch(`${metricsUrl}/`)).status).toBe(404);
    expect((await fetch(`${metricsUrl}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('is the only place: GET /metrics on the public port is a 404', async () => {
    const res = await fetch(`${server.url}/metrics`);
    expect(res.status).toBe(404);
    expect(ErrorBody.parse(await res.json()).error.code).toBe('not_found');
  });
});

describe('http_request_duration_seconds', () => {
  it('labels a request by its route template, never its raw path', async () => {
    const ids = Simulator.array()
      .parse(await (await fetch(server.url + API.simulators)).json())
      .map((s) => s.id);
    for (const id of ids.slice(0, 2)) expect((await fetch(server.url + API.simulator(id))).status).toBe(200);
    expect((await fetch(server.url + API.simulator(2_000_000))).status).toBe(404);
    expect((await fetch(`${server.url}/api/nothing/here`)).status).toBe(404);
    expect((await fetch(`${server.url}/simulator/${ids[0]}`)).status).toBe(200);
    expect((await fetch(`${server.url}/assets/gone-Ab12.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/livez`)).status).toBe(200);

    const text = await scrape();
    expect(durationCount(text, 'GET', '/api/simulators/:id', 200)).toBe(2);
    expect(durationCount(text, 'GET', '/api/simulators/:id', 404)).toBe(1);
    expect(durationCount(text, 'GET', UNMATCHED_ROUTE, 404)).toBe(1);
    expect(durationCount(text, 'GET', WEB_BUILD_ROUTE, 200)).toBe(1);
    expect(durationCount(text, 'GET', WEB_BUILD_ROUTE, 404)).toBe(1);
    expect(durationCount(text, 'GET', '/livez', 200)).toBe(1);
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/simulators\/:id",status="200"\} \d+$/m,
    );
    // No path the client chose is a label value.
    expect(text).not.toMatch(/route="\/(api\/simulators\/\d|api\/nothing|simulator\/|assets\/)/);
  });

  it('labels a route inside a router mounted at a path with the whole template', async () => {
    const metrics = createMetrics(server.pool);
    const things = express.Router();
    things.get('/:id', (_req, res) => void res.send('thing'));
    const app = express();
    app.use(measureRequests(metrics.httpRequestDuration));
    app.use('/things', things);
    const listener = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listener.once('listening', resolve));
    const local = await serveMetrics(metrics.registry, 0, '127.0.0.1', silent);
    try {
      await fetch(`http://127.0.0.1:${(listener.address() as AddressInfo).port}/things/7`);
      const text = await scrape(`http://127.0.0.1:${(local.address() as AddressInfo).port}`);
      expect(durationCount(text, 'GET', '/things/:id', 200)).toBe(1);
    } finally {
      for (const open of [listener, local]) {
        open.closeAllConnections();
        await new Promise((resolve) => open.close(resolve));
      }
    }
  });
});

describe('the app counters', () => {
  it('count sync pages and their rows as sent, not a 304 revalidation', async () => {
    const before = await scrape();
    const res = await fetch(server.url + API.sync);
    const page = SyncResponse.parse(await res.json());
    expect(page.simulators.length).toBeGreaterThan(0);
    const again = await fetch(server.url + API.sync, { headers: { 'If-None-Match': res.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);

    const after = await scrape();
    const grew = (name: string, labels?: Record<string, string>) =>
      (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    expect(grew('rsd_sync_pages_served_total')).toBe(1);
    expect(grew('rsd_sync_rows_served_total', { table: 'simulators', change: 'upsert' })).toBe(page.simulators.length);
    expect(grew('rsd_sync_rows_served_total', { table: 'technologies', change: 'upsert' })).toBe(page.technologies.length);
    expect(grew('rsd_sync_rows_served_total', { table: 'simulators', change: 'delete' })).toBe(page.deleted.simulators.length);
  });

  it('count visitor writes by endpoint and outcome: accepted, refused (cross-site too) and rate limited', async () => {
    const visitor = from('203.0.113.10');
    expect(
      (await postJson(server.url + API.subscribe, { email: 'reader@example.org' }, { ...visitor, 'Sec-Fetch-Site': 'cross-site' })).status,
    ).toBe(403);
    expect((await postJson(server.url + API.subscribe, { email: 'reader@example.org' }, visitor)).status).toBe(200);
    expect((await postJson(server.url + API.subscribe, { email: 'not an address' }, visitor)).status).toBe(400);
    expect((await postJson(server.url + API.subscribe, { email: 'reader@example.org' }, visitor)).status).toBe(429);
    expect((await postJson(`${server.url}${API.reportError}/`, '{', from('203.0.113.11'))).status).toBe(400);

    const text = await scrape();
    const writes = (endpoint: string, outcome: string) => sample(text, 'rsd_visitor_writes_total', { endpoint, outcome });
    expect(writes('subscribe', 'accepted')).toBe(1);
    expect(writes('subscribe', 'refused')).toBe(2);
    expect(writes('subscribe', 'rate_limited')).toBe(1);
    expect(writes('reportError', 'refused')).toBe(1);
    // Every series is there from the start, at 0.
    expect(writes('submitTool', 'accepted')).toBe(0);
    expect(writes('submitTool', 'failed')).toBe(0);
  });

  it('count failed sign-ins, by wrong credentials and by the limit', async () => {
    await createAccount(server.pool, 'metrics-admin');
    const address = from('203.0.113.20');
    expect((await postJson(server.url + API.login, { username: 'metrics-admin', password: 'wrong password' }, address)).status).toBe(401);
    expect((await postJson(server.url + API.login, { username: 'metrics-admin', password: 'wrong again' }, address)).status).toBe(429);
    expect((await postJson(server.url + API.login, { username: 'nobody-at-all', password: 'guess' }, address)).status).toBe(401);
    // A sign-in that succeeds and one the contract refuses unread (no password) are no failed sign-in.
    expect((await signIn(server.url, 'metrics-admin')).status).toBe(429);
    await server.pool.query('DELETE FROM rate_limit_windows');
    expect((await signIn(server.url, 'metrics-admin')).status).toBe(200);
    expect((await postJson(server.url + API.login, { username: 'metrics-admin' }, address)).status).toBe(400);

    const text = await scrape();
    expect(sample(text, 'rsd_sign_in_failures_total', { reason: 'invalid_credentials' })).toBe(2);
    expect(sample(text, 'rsd_sign_in_failures_total', { reason: 'rate_limited' })).toBe(2);
  });

  it("report the pool's clients as they are at the scrape", async () => {
    // Every connection of the app's pool (10) held, and one more query queued for one.
    const held = await Promise.all(Array.from({ length: 10 }, () => server.pool.connect()));
    const queued = server.pool.query('SELECT 1');
    try {
      const text = await scrape();
      expect(sample(text, 'rsd_db_pool_clients')).toBe(10);
      expect(sample(text, 'rsd_db_pool_idle_clients')).toBe(0);
      expect(sample(text, 'rsd_db_pool_waiting_requests')).toBe(1);
    } finally {
      for (const client of held) client.release();
      await queued;
    }
    const text = await scrape();
    expect(sample(text, 'rsd_db_pool_waiting_requests')).toBe(0);
    expect(sample(text, 'rsd_db_pool_idle_clients')).toBe(server.pool.idleCount);
    expect(sample(text, 'rsd_db_pool_idle_clients')).toBeGreaterThan(0);
  });
});

describe('createMetrics', () => {
  it("adds prom-client's process and Node.js metrics when asked, each app in a registry of its own", async () => {
    const plain = await createMetrics(server.pool).registry.metrics();
    expect(plain).not.toMatch(/^process_cpu_user_seconds_total /m);
    // Two at once: the global registry would refuse the second set of names.
    const first = createMetrics(server.pool, { processMetrics: true });
    const second = createMetrics(server.pool, { processMetrics: true });
    for (const metrics of [first, second]) {
      const text = await metrics.registry.metrics();
      expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
      expect(text).toMatch(/^process_resident_memory_bytes \d/m);
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
      expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
    }
  });
});
