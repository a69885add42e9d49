import fs from 'node:fs/promises';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { IMMUTABLE_CACHE_CONTROL } from '@rsd/core';
import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webBuild } from './web-build';

/** The build's copies, over real HTTP, behind compression() as in app.ts (which must not compress them again). */

// Long enough for compression() to compress it on the fly (its threshold is 1 KB), so an answer it made would show.
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'row ${i}'`).join(', ')}];\n`;
const SCRIPT_PATH = '/assets/app-Ab12.js';
const BR = brotliCompressSync(SCRIPT);
const GZ = gzipSync(SCRIPT, { level: 9 });
const SECRET = 'outside the build';

let parent: string;
let dir: string;
let server: Server;
let port: number;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A raw request: the path as written (no client normalising it) and the body as sent, not decoded. */
function get(pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: pathname, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  parent = await fs.mkdtemp(path.join(os.tmpdir(), 'rsd-precompressed-'));
  dir = path.join(parent, 'web');
  await fs.mkdir(path.join(dir, 'assets'), { recursive: true });
  await fs.writeFile(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
  await fs.writeFile(path.join(dir, SCRIPT_PATH), SCRIPT);
  await fs.writeFile(path.join(dir, `${SCRIPT_PATH}.br`), BR);
  await fs.writeFile(path.join(dir, `${SCRIPT_PATH}.gz`), GZ);
  // Beside the build, not in it: a traversal through the copy lookup would reach these.
  await fs.writeFile(path.join(parent, 'secret.js'), SECRET);
  await fs.writeFile(path.join(parent, 'secret.js.br'), brotliCompressSync(SECRET));
  await fs.writeFile(path.join(parent, 'secret.js.gz'), gzipSync(SECRET));
  const app = express().use(compression()).use(webBuild(dir));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await fs.rm(parent, { recursive: true, force: true });
});

describe("webBuild's precompressed copies", () => {
  it("answers the .br copy, as built, when the request accepts br (Chromium's header on HTTPS)", async () => {
    const res = await get(SCRIPT_PATH, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    // The file's bytes as written at build time: compression() neither made them nor compressed them again.
    expect(res.body.equals(BR)).toBe(true);
  });

  it('answers the .gz copy when the request accepts gzip only (Chromium over plain HTTP)', async () => {
    const res = await get(SCRIPT_PATH, { 'accept-encoding': 'gzip, deflate' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.body.equals(GZ)).toBe(true);
  });

  it('answers the file itself when the request accepts neither, or refuses br', async () => {
    const asked: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }];
    for (const headers of asked) {
      const res = await get(SCRIPT_PATH, headers);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
      expect(res.body.toString()).toBe(SCRIPT);
    }
  });

  it('answers 304 to a repeat with the ETag, a different one per encoding', async () => {
    const br = await get(SCRIPT_PATH, { 'accept-encoding': 'br' });
    const gzip = await get(SCRIPT_PATH, { 'accept-encoding': 'gzip' });
    expect(br.headers.etag).toBeDefined();
    expect(br.headers.etag).not.toBe(gzip.headers.etag);
    const repeat = await get(SCRIPT_PATH, { 'accept-encoding': 'br', 'if-none-match': br.headers.etag! });
    expect(repeat.status).toBe(304);
    expect(repeat.body.length).toBe(0);
    expect(repeat.headers.vary).toContain('Accept-Encoding');
  });

  it('answers HEAD with the headers of the copy and no body', async () => {
    const res = await get(SCRIPT_PATH, { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBe(String(BR.length));
    expect(res.body.length).toBe(0);
  });

  it('still answers 404 for a missing file, whatever the encoding', async () => {
    const res = await get('/assets/gone-Zz99.js', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it.each(['/assets/..%2f..%2fsecret.js', '/%2e%2e/secret.js', '/assets/%2e%2e%2f%2e%2e%2fsecret.js', '/..%5csecret.js'])(
    'sends nothing outside the build through the copy lookup (%s)',
    async (pathname) => {
      const res = await get(pathname, { 'accept-encoding': 'br, gzip' });
      expect(res.status).not.toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.toString()).not.toContain(SECRET);
    },
  );
});
