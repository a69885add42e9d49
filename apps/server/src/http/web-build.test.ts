import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { IMMUTABLE_CACHE_CONTROL, REVALIDATE_CACHE_CONTROL } from '@rsd/core';
import express from 'express';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webBuild } from './web-build';

/** The same rule as the desktop app:// handler (core's classifyBuildPath and buildCacheControl), over HTTP. */

const INDEX_HTML = '<!doctype html><title>app</title>';
const HOME_HTML = '<!doctype html><title>app</title><h1>home</h1>';
let dir: string;
let server: Server;
let url: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rsd-web-build-'));
  await fs.mkdir(path.join(dir, 'assets', 'fonts'), { recursive: true });
  await fs.writeFile(path.join(dir, 'index.html'), INDEX_HTML);
  await fs.writeFile(path.join(dir, 'assets', 'fonts', 'inter-Ab12.woff2'), 'wOF2');
  const app = express();
  app.use(webBuild(dir));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await fs.rm(dir, { recursive: true, force: true });
});

describe('webBuild', () => {
  it.each(['/missing.js', '/favicon.ico', '/data.v1', '/assets/index-OLD.css', '/assets/gone'])(
    'answers 404 for the missing file %s rather than the SPA',
    async (pathname) => {
      const res = await fetch(url + pathname);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('<title>');
    },
  );

  it.each(['/', '/simulator/3', '/compare/', '/assets'])('answers index.html for the client route %s', async (pathname) => {
    const res = await fetch(url + pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(REVALIDATE_CACHE_CONTROL);
    expect(await res.text()).toBe(INDEX_HTML);
  });

  it("answers home's own page for / when the build has one, and index.html for every other route", async () => {
    const homeDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rsd-web-build-home-'));
    await fs.writeFile(path.join(homeDir, 'index.html'), INDEX_HTML);
    await fs.writeFile(path.join(homeDir, 'home.html'), HOME_HTML);
    const app = express().use(webBuild(homeDir));
    const homeServer = app.listen(0, '127.0.0.1');
    try {
      await new Promise((resolve) => homeServer.once('listening', resolve));
      const base = `http://127.0.0.1:${(homeServer.address() as AddressInfo).port}`;
      const home = await fetch(`${base}/`);
      expect(home.headers.get('cache-control')).toBe(REVALIDATE_CACHE_CONTROL);
      expect(await home.text()).toBe(HOME_HTML);
      expect(await (await fetch(`${base}/?q=opm`)).text()).toBe(HOME_HTML);
      expect(await (await fetch(`${base}/jobs`)).text()).toBe(INDEX_HTML);
    } finally {
      await new Promise((resolve) => homeServer.close(resolve));
      await fs.rm(homeDir, { recursive: true, force: true });
    }
  });

  it('keeps nested fingerprinted assets for a year', async () => {
    const res = await fetch(`${url}/assets/fonts/inter-Ab12.woff2`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
  });
});
