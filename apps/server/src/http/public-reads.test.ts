import { API } from '@rsd/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSeed } from '../test/fixtures';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: fixtureSeed });
});
afterAll(() => server?.close());

const OTHER_SITE = 'https://notebook.example.org';
const PUBLIC_READS = [
  API.simulators,
  API.simulator(1),
  API.simulatorCodeMeta(1),
  `${API.jobs}?sort=recent`,
  API.jobFilterOptions,
  API.job(1),
  API.technologies,
  API.technology(1),
  `${API.sync}?since=0`,
  '/api/openapi.json',
];

describe('public reads', () => {
  it.each(PUBLIC_READS)('%s: cross-origin readable, no-cache with an ETag, 304 on revalidation', async (path) => {
    const res = await fetch(server.url + path, { headers: { Origin: OTHER_SITE } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('access-control-expose-headers')).toMatch(/ETag/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(server.url + path, { headers: { Origin: OTHER_SITE, 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('a failure of a public read is readable cross-origin too, with the id it was logged under', async () => {
    const res = await fetch(server.url + API.simulator(999_999), { headers: { Origin: OTHER_SITE } });
    expect(res.status).toBe(404);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')?.split(', ')).toContain('X-Request-Id');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers a preflight for a read', async () => {
    const res = await fetch(server.url + API.simulators, {
      method: 'OPTIONS',
      headers: {
        Origin: OTHER_SITE,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'if-none-match, x-request-id',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    expect(res.headers.get('access-control-allow-headers')?.split(', ')).toEqual(['If-None-Match', 'Accept', 'X-Request-Id']);
  });
});

describe('writes and private reads stay same-origin', () => {
  it('a preflight for a write gets no CORS permission', async () => {
    const res = await fetch(server.url + API.subscribe, {
      method: 'OPTIONS',
      headers: { Origin: OTHER_SITE, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('a cross-site write is still refused', async () => {
    const res = await fetch(server.url + API.subscribe, {
      method: 'POST',
      headers: { Origin: OTHER_SITE, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.org' }),
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('an admin read sends no CORS permission', async () => {
    const res = await fetch(server.url + API.users, { headers: { Origin: OTHER_SITE } });
    expect(res.status).toBe(401);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
