import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SYNC_PROTOCOL } from '@rsd/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkServer, serverCheckUrl } from './server-check';

const syncPage = {
  protocol: SYNC_PROTOCOL,
  dataset: 'd1',
  cursor: '4',
  hasMore: true,
  simulators: [],
  technologies: [],
  deleted: { simulators: [], technologies: [] },
};

let server: Server;
let base: string;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.url ?? '');
    const { pathname } = new URL(req.url ?? '/', 'http://x');
    const json = { 'content-type': 'application/json' };
    if (pathname === '/api/sync') res.writeHead(200, json).end(JSON.stringify(syncPage));
    else if (pathname === '/newer/api/sync') {
      res
        .writeHead(409, json)
        .end(JSON.stringify({ error: { code: 'unsupported_protocol', message: 'Update the app.', protocol: SYNC_PROTOCOL + 1 } }));
    } else if (pathname === '/moved/api/sync') res.writeHead(301, { location: 'https://directory.example.org/api/sync' }).end();
    else if (pathname === '/slow/api/sync') {
      // Never answers: the check's timeout must.
    } else res.writeHead(200, { 'content-type': 'text/html' }).end('<p>a web page</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('checkServer', () => {
  it('asks for one row of the sync feed, under the server path', () => {
    expect(serverCheckUrl('https://x.org/directory/').href).toBe(
      `https://x.org/directory/api/sync?since=0&limit=1&protocol=${SYNC_PROTOCOL}`,
    );
  });

  it('accepts a directory server', async () => {
    await expect(checkServer(base)).resolves.toEqual({ ok: true });
    expect(seen.at(-1)).toBe(`/api/sync?since=0&limit=1&protocol=${SYNC_PROTOCOL}`);
  });

  it('accepts a directory server that answers with its error body (another protocol)', async () => {
    await expect(checkServer(`${base}/newer`)).resolves.toEqual({ ok: true });
  });

  it('refuses a server that is not the directory', async () => {
    await expect(checkServer(`${base}/elsewhere`)).resolves.toEqual({
      ok: false,
      message: `Could not reach the server at ${base}/elsewhere. It answered (HTTP 200) but is not a directory server.`,
    });
  });

  it('names the address a redirect points to', async () => {
    await expect(checkServer(`${base}/moved`)).resolves.toEqual({
      ok: false,
      message: `Could not reach the server at ${base}/moved. It redirects to https://directory.example.org/api/sync: enter that address instead.`,
    });
  });

  it('gives up after the timeout', async () => {
    await expect(checkServer(`${base}/slow`, { timeoutMs: 200 })).resolves.toEqual({
      ok: false,
      message: `Could not reach the server at ${base}/slow. It did not answer within 1 s.`,
    });
  });

  it('reports a server nobody listens at', async () => {
    const result = await checkServer('http://127.0.0.1:9');
    expect(result).toEqual({
      ok: false,
      message: 'Could not reach the server at http://127.0.0.1:9. Check the address and the network connection.',
    });
  });
});
