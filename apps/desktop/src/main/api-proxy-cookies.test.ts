import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiProxy } from './api-proxy';
import { createMemoryCookieStore } from './test/memory-cookie-store';

/** A real HTTP server that logs in and out with cookies, and says which cookies each request carried. */
function startCookieServer(): Promise<{ server: Server; port: number; seen: (string | undefined)[] }> {
  const seen: (string | undefined)[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      seen.push(req.headers.cookie);
      const pathname = new URL(req.url ?? '/', 'http://x').pathname;
      const json = { 'content-type': 'application/json' };
      if (pathname === '/api/login' && req.method === 'POST') {
        res
          .writeHead(200, {
            ...json,
            'set-cookie': [
              'session=abc123; Path=/; HttpOnly; SameSite=Lax',
              'admin-prefs=compact; Path=/api/admin; Max-Age=3600',
              // Another site's cookie: a browser ignores it, and so must main.
              'tracker=1; Domain=example.com; Path=/',
            ],
          })
          .end('{"ok":true}');
      } else if (pathname === '/api/logout') {
        res.writeHead(204, { 'set-cookie': 'session=; Path=/; Max-Age=0' }).end();
      } else {
        res.writeHead(200, json).end(JSON.stringify({ cookie: req.headers.cookie ?? null }));
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, seen }));
  });
}

const appUrl = (path: string) => new URL(`app://bundle${path}`);

describe('/api forwarding keeps the server cookies in main', () => {
  let server: Server;
  let port: number;
  let seen: (string | undefined)[];
  let serverUrl: URL;
  let cookies: ReturnType<typeof createMemoryCookieStore>;
  let proxy: ReturnType<typeof createApiProxy>;

  const send = (path: string, init?: RequestInit) => proxy(new Request(appUrl(path), init), appUrl(path));

  beforeAll(async () => {
    ({ server, port, seen } = await startCookieServer());
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    seen.length = 0;
    serverUrl = new URL(`http://127.0.0.1:${port}`);
    cookies = createMemoryCookieStore();
    proxy = createApiProxy({ serverUrl: () => serverUrl, cookies });
  });

  it('stores the cookies a response sets, and the page sees no Set-Cookie', async () => {
    const response = await send('/api/login', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.has('set-cookie')).toBe(false);
    expect(await response.json()).toEqual({ ok: true });
    expect(cookies.all().map(({ name, value, path }) => ({ name, value, path }))).toEqual([
      { name: 'session', value: 'abc123', path: '/' },
      { name: 'admin-prefs', value: 'compact', path: '/api/admin' },
    ]);
  });

  it('sends the stored cookies that match each path, never the page’s own', async () => {
    await send('/api/login', { method: 'POST', body: '{}' });
    const plain = await send('/api/simulators', { headers: { cookie: 'page-cookie=1' } });
    expect(await plain.json()).toEqual({ cookie: 'session=abc123' });
    const admin = await send('/api/admin/users');
    expect(await admin.json()).toEqual({ cookie: 'session=abc123; admin-prefs=compact' });
  });

  it('forgets a cookie the server expires', async () => {
    await send('/api/login', { method: 'POST', body: '{}' });
    const logout = await send('/api/logout', { method: 'POST' });
    expect(logout.status).toBe(204);
    await send('/api/simulators');
    expect(seen.at(-1)).toBe(undefined);
    expect(cookies.all().map((cookie) => cookie.name)).toEqual(['admin-prefs']);
  });

  it('keeps cookies per server: a new address in the settings is used at once, without the old one’s cookies', async () => {
    await send('/api/login', { method: 'POST', body: '{}' });
    // The same process under another host name is another origin for cookies.
    serverUrl = new URL(`http://localhost:${port}`);
    const other = await send('/api/simulators');
    expect(await other.json()).toEqual({ cookie: null });
    serverUrl = new URL(`http://127.0.0.1:${port}`);
    const back = await send('/api/simulators');
    expect(await back.json()).toEqual({ cookie: 'session=abc123' });
  });

  it('does not send a page cookie when main has none for the server', async () => {
    const response = await send('/api/simulators', { headers: { cookie: 'page-cookie=1' } });
    expect(await response.json()).toEqual({ cookie: null });
  });
});
