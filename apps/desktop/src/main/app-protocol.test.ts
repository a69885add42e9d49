import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CONTENT_SECURITY_POLICY } from '@rsd/core';
import { ErrorBody } from '@rsd/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAppProtocolHandler, type AppProtocolHandler } from './app-protocol';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div><script src="/assets/index-Ab12Cd.js"></script></body></html>';
const SECRET = 'outside the build: must never be served';
const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

let tempDir: string;
let rendererDir: string;

/** What the fake directory server saw of the last request. */
interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A real HTTP server standing in for the directory server: it answers by path, and records what it got. */
function startServer(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const pathname = new URL(req.url ?? '/', 'http://x').pathname;
      if (pathname.endsWith('/api/simulators') && req.headers['if-none-match'] === '"v7"') {
        res.writeHead(304, { etag: '"v7"' }).end();
      } else if (pathname.endsWith('/api/simulators')) {
        res
          .writeHead(200, {
            'content-type': 'application/json; charset=utf-8',
            etag: '"v7"',
            'x-custom': 'kept',
            'set-cookie': ['a=1; HttpOnly', 'b=2; SameSite=Lax'],
          })
          .end(JSON.stringify([{ id: 1, name: 'OPM Flow' }]));
      } else if (pathname.endsWith('/api/compressed')) {
        res
          .writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' })
          .end(gzipSync(JSON.stringify({ rows: 'x'.repeat(2000) })));
      } else if (pathname.endsWith('/api/slow')) {
        // Never answers: the proxy's timeout must.
      } else if (pathname.endsWith('/api/echo')) {
        res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ method: req.method, body }));
      } else if (pathname.endsWith('/api/empty')) {
        res.writeHead(204).end();
      } else {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { code: 'not_found', message: 'No such API path' } }));
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, received });
    });
  });
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** A port nothing listens on: bound once, then released. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await closeServer(server);
  return port;
}

beforeAll(async () => {
  tempDir = await mkdtemp(path.join(tmpdir(), 'rsd-app-protocol-'));
  rendererDir = path.join(tempDir, 'renderer');
  await mkdir(path.join(rendererDir, 'assets'), { recursive: true });
  await mkdir(path.join(rendererDir, 'data.v1'));
  await writeFile(path.join(rendererDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(rendererDir, 'assets', 'index-Ab12Cd.js'), 'console.log("app");');
  await writeFile(path.join(rendererDir, 'assets', 'index-Ef34Gh.css'), 'body{margin:0}');
  await writeFile(path.join(rendererDir, 'assets', 'inter-Ij56.woff2'), 'wOF2');
  await writeFile(path.join(rendererDir, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(rendererDir, 'icon.png'), PNG_BYTES);
  await writeFile(path.join(rendererDir, 'blob.bin'), 'bytes');
  await writeFile(path.join(tempDir, 'secret.txt'), SECRET);
  await symlink(path.join(tempDir, 'secret.txt'), path.join(rendererDir, 'assets', 'link.txt'));
});

afterAll(async () => {
  await rm(tempDir, { recursive: true, force: true });
});

describe('static files', () => {
  let handle: AppProtocolHandler;
  beforeEach(() => {
    handle = createAppProtocolHandler({ rendererDir, serverUrl: () => new URL('http://127.0.0.1:9') });
  });

  it('serves index.html at the root with the CSP and no caching', async () => {
    const response = await handle(new Request('app://bundle/'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it.each([
    ['/assets/index-Ab12Cd.js', 'text/javascript; charset=utf-8', 'console.log("app");'],
    ['/assets/index-Ef34Gh.css', 'text/css; charset=utf-8', 'body{margin:0}'],
    ['/assets/inter-Ij56.woff2', 'font/woff2', 'wOF2'],
    ['/icon.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['/blob.bin', 'application/octet-stream', 'bytes'],
  ])('serves %s as %s', async (pathname, contentType, body) => {
    const response = await handle(new Request(`app://bundle${pathname}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(contentType);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(await response.text()).toBe(body);
  });

  it('serves binary files byte for byte', async () => {
    const response = await handle(new Request('app://bundle/icon.png'));
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it('caches fingerprinted assets for good, other files not', async () => {
    const asset = await handle(new Request('app://bundle/assets/index-Ab12Cd.js'));
    const icon = await handle(new Request('app://bundle/icon.svg'));
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await handle(new Request('app://bundle/assets/index-Ab12Cd.js', { method: 'HEAD' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe('19');
    expect(await response.text()).toBe('');
  });

  it.each(['/simulator/3', '/compare/', '/jobs/12/apply', '/does/not/exist', '/assets'])(
    'falls back to index.html for the client route %s',
    async (pathname) => {
      const response = await handle(new Request(`app://bundle${pathname}?tab=learning`));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(await response.text()).toBe(INDEX_HTML);
    },
  );

  it.each(['/missing.js', '/assets/index-OLD.css', '/favicon.ico', '/data.v1'])(
    'answers 404 for %s rather than the SPA',
    async (pathname) => {
      const response = await handle(new Request(`app://bundle${pathname}`));
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('Not found');
    },
  );

  it('refuses methods other than GET and HEAD outside /api', async () => {
    const response = await handle(new Request('app://bundle/index.html', { method: 'POST', body: 'x' }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('knows only the bundle host', async () => {
    const response = await handle(new Request('app://elsewhere/index.html'));
    expect(response.status).toBe(404);
  });

  it('says so when the renderer has not been built', async () => {
    const missing = createAppProtocolHandler({
      rendererDir: path.join(tempDir, 'no-build'),
      serverUrl: () => new URL('http://127.0.0.1:9'),
    });
    const response = await missing(new Request('app://bundle/'));
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(/npm run build/);
  });
});

function requestStatic(url: string): Promise<Response> {
  return createAppProtocolHandler({ rendererDir, serverUrl: () => new URL('http://127.0.0.1:9') })(new Request(url));
}

describe('paths that escape the build folder', () => {
  it.each([
    'app://bundle/..%2fsecret.txt',
    'app://bundle/..%2Fsecret.txt',
    'app://bundle/%2e%2e%2fsecret.txt',
    'app://bundle/assets/..%2f..%2fsecret.txt',
    'app://bundle/assets%2f..%2f..%2fsecret.txt',
    'app://bundle/..%5csecret.txt',
    'app://bundle/%2Fetc%2Fpasswd',
    'app://bundle/C:%5CWindows%5Cwin.ini',
    'app://bundle//etc/passwd',
    'app://bundle/assets/link.txt',
  ])('refuses %s with 403', async (url) => {
    const response = await requestStatic(url);
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain(SECRET);
  });

  it.each([
    'app://bundle/../secret.txt',
    'app://bundle/assets/../../secret.txt',
    'app://bundle/%2e%2e/secret.txt',
    'app://bundle/%2E%2E/%2e%2e/secret.txt',
  ])('never serves the file outside for %s (the URL parser already folds the dots)', async (url) => {
    const response = await requestStatic(url);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(SECRET);
  });
});

describe('/api forwarding', () => {
  let server: Server;
  let serverUrl: string;
  let received: Received[];
  let handle: AppProtocolHandler;

  beforeAll(async () => {
    ({ server, url: serverUrl, received } = await startServer());
  });
  afterAll(async () => {
    await closeServer(server);
  });
  beforeEach(() => {
    received.length = 0;
    handle = createAppProtocolHandler({ rendererDir, serverUrl: () => new URL(serverUrl) });
  });

  it('relays a GET with its query, and the status, headers and body of the answer', async () => {
    const response = await handle(new Request('app://bundle/api/simulators?search=opm%20flow&status=Active'));
    expect(received).toHaveLength(1);
    expect(received[0]?.method).toBe('GET');
    expect(received[0]?.url).toBe('/api/simulators?search=opm%20flow&status=Active');
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe('"v7"');
    expect(response.headers.get('x-custom')).toBe('kept');
    // The server's cookies stay in main (see api-proxy-cookies.test.ts): the page never sees them.
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await response.json()).toEqual([{ id: 1, name: 'OPM Flow' }]);
  });

  it('passes conditional requests through and relays 304 without a body', async () => {
    const response = await handle(new Request('app://bundle/api/simulators', { headers: { 'if-none-match': '"v7"' } }));
    expect(received[0]?.headers['if-none-match']).toBe('"v7"');
    expect(response.status).toBe(304);
    expect(response.body).toBeNull();
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('relays a %s with its body', async (method) => {
    const body = JSON.stringify({ email: 'ana@example.org', note: 'ação' });
    const init: RequestInit = { method, body, headers: { 'content-type': 'application/json' } };
    const response = await handle(new Request('app://bundle/api/echo?id=7', init));
    expect(received[0]?.method).toBe(method);
    expect(received[0]?.url).toBe('/api/echo?id=7');
    expect(received[0]?.headers['content-type']).toBe('application/json');
    expect(received[0]?.body).toBe(body);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ method, body });
  });

  it('relays error statuses and their JSON bodies as they are', async () => {
    const response = await handle(new Request('app://bundle/api/nope'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'No such API path' } });
  });

  it('relays 204 without a body', async () => {
    const response = await handle(new Request('app://bundle/api/empty', { method: 'DELETE' }));
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
  });

  it('drops hop-by-hop headers, keeps the rest and presents the request as same-origin', async () => {
    await handle(
      new Request('app://bundle/api/echo', {
        method: 'POST',
        body: '{}',
        headers: {
          connection: 'keep-alive, x-hop',
          'x-hop': 'connection-scoped',
          'keep-alive': 'timeout=5',
          'proxy-authorization': 'Basic eA==',
          te: 'trailers',
          upgrade: 'websocket',
          host: 'bundle',
          origin: 'app://bundle',
          cookie: 'session=abc',
          'x-client-id': '42',
        },
      }),
    );
    const headers = received[0]?.headers ?? {};
    for (const name of ['x-hop', 'keep-alive', 'proxy-authorization', 'te', 'upgrade']) {
      expect(headers).not.toHaveProperty(name);
    }
    expect(headers.host).toBe(new URL(serverUrl).host);
    expect(headers.origin).toBe(serverUrl);
    // The page's own cookies are not the server's: only main's store adds a Cookie header.
    expect(headers).not.toHaveProperty('cookie');
    expect(headers['x-client-id']).toBe('42');
  });

  it('hands back a compressed answer decoded, without the encoding header that no longer fits', async () => {
    const response = await handle(new Request('app://bundle/api/compressed', { headers: { 'accept-encoding': 'zstd' } }));
    expect(received[0]?.headers['accept-encoding']).not.toBe('zstd');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-length')).toBeNull();
    expect(await response.json()).toEqual({ rows: 'x'.repeat(2000) });
  });

  it('keeps a path prefix of the configured server', async () => {
    const prefixed = createAppProtocolHandler({ rendererDir, serverUrl: () => new URL(`${serverUrl}/directory/`) });
    const response = await prefixed(new Request('app://bundle/api/simulators?x=1'));
    expect(received[0]?.url).toBe('/directory/api/simulators?x=1');
    expect(response.status).toBe(200);
  });

  it('answers 503 with the unavailable error body when the server is down', async () => {
    const downUrl = new URL(`http://127.0.0.1:${await deadPort()}`);
    const down = createAppProtocolHandler({ rendererDir, serverUrl: () => downUrl });
    const response = await down(new Request('app://bundle/api/simulators'));
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = ErrorBody.parse(await response.json());
    expect(body.error.code).toBe('unavailable');
    expect(body.error.message).toMatch(/cannot be reached/);
  });

  it('answers 503 when the server does not answer in time', async () => {
    const slow = createAppProtocolHandler({ rendererDir, serverUrl: () => new URL(serverUrl), timeoutMs: 150 });
    const started = Date.now();
    const response = await slow(new Request('app://bundle/api/slow'));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(response.status).toBe(503);
    const body = ErrorBody.parse(await response.json());
    expect(body.error).toEqual({
      code: 'unavailable',
      message: `The directory server at ${serverUrl} did not answer within 1 s.`,
    });
  });

  it('forwards /api itself but not paths that merely start with "api"', async () => {
    await handle(new Request('app://bundle/api'));
    expect(received[0]?.url).toBe('/api');
    const spa = await handle(new Request('app://bundle/apiary'));
    expect(received).toHaveLength(1);
    expect(await spa.text()).toBe(INDEX_HTML);
  });
});
