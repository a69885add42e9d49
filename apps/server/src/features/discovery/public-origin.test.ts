import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSeed } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/test-server';

const PUBLIC_ORIGIN = 'https://directory.example.org';
const FORGED_HOST = 'attacker.example';
const INDEX_HTML = '<!doctype html><html lang="en"><head><title>Reservoir Simulation Directory</title></head><body></body></html>';

/** A GET with a Host header of our choosing (fetch does not let one set it), over real HTTP. */
function getWithHost(base: string, pathname: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(pathname, base), { headers: { Host: host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(body));
      res.on('error', reject);
    });
    request.on('error', reject);
  });
}

const PAGES = ['/feed.atom', '/feed.json', '/sitemap.xml', '/robots.txt', '/simulator/1', '/technologies/1'];

let webDir: string;
let configured: TestServer;
let unconfigured: TestServer;
beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rsd-public-origin-'));
  await fs.writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
  configured = await startTestServer({ seed: fixtureSeed, webDistDir: webDir, publicOrigin: PUBLIC_ORIGIN });
  unconfigured = await startTestServer({ seed: fixtureSeed, webDistDir: webDir });
});
afterAll(async () => {
  await configured?.close();
  await unconfigured?.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

describe('PUBLIC_ORIGIN', () => {
  it.each(PAGES)('%s links to PUBLIC_ORIGIN whatever Host the client forged', async (page) => {
    const body = await getWithHost(configured.url, page, FORGED_HOST);
    expect(body).not.toContain(FORGED_HOST);
    expect(body).toContain(PUBLIC_ORIGIN);
  });

  it('puts PUBLIC_ORIGIN in the canonical URL and Open Graph of a detail page', async () => {
    const html = await getWithHost(configured.url, '/simulator/1', FORGED_HOST);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_ORIGIN}/simulator/1">`);
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_ORIGIN}/simulator/1">`);
  });

  it('unset, links follow the request (development)', async () => {
    const body = await getWithHost(unconfigured.url, '/sitemap.xml', 'localhost:5173');
    expect(body).toContain('<loc>http://localhost:5173/simulator/1</loc>');
  });
});
