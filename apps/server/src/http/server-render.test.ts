import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { SERVER_SIMULATOR_ELEMENT_ID } from '@rsd/core';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatorInput } from '../test/fixtures';
import { startTestServer, type TestServer } from '../test/test-server';
import { loadSimulatorRender, type RenderSimulatorPage } from './server-render';

/**
 * A simulator's page drawn by the server with the web build's render bundle, built here from the renderer's
 * sources (apps/desktop/vite.ssr.config.ts, run as a command: the apps never import each other), so the test
 * needs no earlier build and never reads a stale one.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const HOSTILE_NAME = `Evil</title><script>alert("x")</script>`;
const HOSTILE_DESCRIPTION = `A "quoted" </script><img src=x onerror=alert(1)> & more $& $'`;
/** The build's route page in miniature: the layout's pending page inside the inert root. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><title>Reservoir Simulation Directory</title></head>
  <body>
    <div id="root" inert><div class="app-shell"><main><div class="page route-pending">Loading page</div></main></div></div>
  </body>
</html>
`;

let bundleDir: string;
let webDir: string;
let render: RenderSimulatorPage;
let server: TestServer;

beforeAll(async () => {
  bundleDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rsd-server-render-'));
  await promisify(execFile)(
    process.execPath,
    [path.join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'apps/desktop/vite.ssr.config.ts', '--outDir', bundleDir],
    {
      cwd: repoRoot,
      // vitest's NODE_ENV=test would have the JSX compiled for React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  const loaded = await loadSimulatorRender(bundleDir);
  if (!loaded) throw new Error(`The render bundle was not built into ${bundleDir}.`);
  render = loaded;
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rsd-server-render-web-'));
  await fs.writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
  server = await startTestServer({
    seed: {
      technologies: [],
      jobs: [],
      simulators: [
        simulatorInput({
          name: 'OPM Flow',
          description: 'A reservoir simulator from the OPM initiative.',
          evidence: ['OPM/opm-simulators@0b42d53d09:README.md'],
          factsVerifiedOn: '2026-11-27',
        }),
        simulatorInput({ name: HOSTILE_NAME, fullName: HOSTILE_NAME, description: HOSTILE_DESCRIPTION, evidence: [HOSTILE_NAME] }),
      ],
    },
    webDistDir: webDir,
    renderSimulatorPage: render,
  });
}, 180_000);
afterAll(async () => {
  await server?.close();
  for (const dir of [webDir, bundleDir]) if (dir) await fs.rm(dir, { recursive: true, force: true });
});

const page = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, html: await res.text() };
};
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root"'), html.indexOf('</body>'));
const drawnRow = (html: string) =>
  new RegExp(`<script type="application/json" id="${SERVER_SIMULATOR_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1];

describe("a simulator's page, drawn by the server", () => {
  it('holds the layout and the detail page with the row: name, full name, description, tabs', async () => {
    const { status, html } = await page(`${server.url}/simulator/1`);
    expect(status).toBe(200);
    const root = rootOf(html);
    expect(root).toMatch(/^<div id="root" inert><div class="app-shell">/);
    expect(root).toContain('<h1 class="detail-name">OPM Flow</h1>');
    expect(root).toContain('A reservoir simulator from the OPM initiative.');
    expect(root).toContain('Features &amp; Capabilities');
    // The Sources, their evidence linked to the file it names.
    expect(root).toMatch(/Facts verified on(<!-- -->)? <time dateTime="2026-11-27">Nov 27, 2026<\/time>/);
    expect(root).toContain('href="https://github.com/OPM/opm-simulators/blob/0b42d53d09/README.md"');
    expect(root).not.toContain('route-pending');
    // The head is still the page's own.
    expect(html).toContain('<title>OPM Flow · Reservoir Simulation Directory</title>');
  });

  it('escapes the row in the drawing and in the data block the app starts from, which gives the row back', async () => {
    const { html } = await page(`${server.url}/simulator/2`);
    const root = rootOf(html);
    expect(root).toContain('<h1 class="detail-name">Evil&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</h1>');
    expect(root).toContain('A &quot;quoted&quot; &lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &amp; more $&amp; $&#x27;');
    // The same name as an evidence entry: text in the Sources, escaped too.
    expect(root.split('Evil&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;').length).toBeGreaterThan(3);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    const row = JSON.parse(drawnRow(html) ?? 'null') as { id: number; name: string; description: string };
    expect(row).toMatchObject({ id: 2, name: HOSTILE_NAME, description: HOSTILE_DESCRIPTION });
  });

  it('sends the page as built for an id with no row, a route text that is no id, and any other route', async () => {
    for (const route of ['/simulator/999999', '/simulator/abc', '/technologies', '/']) {
      const { status, html } = await page(server.url + route);
      expect(status).toBe(200);
      expect(rootOf(html)).toContain('route-pending');
      expect(drawnRow(html)).toBeUndefined();
    }
  });

  it('sends the page as built while the database fails', async () => {
    const admin = new Client({ connectionString: server.databaseUrl });
    await admin.connect();
    try {
      await admin.query('ALTER TABLE simulators RENAME TO simulators_away');
      const { status, html } = await page(`${server.url}/simulator/1`);
      expect(status).toBe(200);
      expect(rootOf(html)).toContain('route-pending');
      expect(drawnRow(html)).toBeUndefined();
    } finally {
      await admin.query('ALTER TABLE simulators_away RENAME TO simulators');
      await admin.end();
    }
  });

  it('sends the page as built when the drawing fails, never a 500', async () => {
    const failing = await startTestServer({
      databaseOf: server,
      webDistDir: webDir,
      renderSimulatorPage: () => {
        throw new Error('render failed');
      },
    });
    try {
      const { status, html } = await page(`${failing.url}/simulator/1`);
      expect(status).toBe(200);
      expect(rootOf(html)).toContain('route-pending');
      expect(html).toContain('<title>OPM Flow · Reservoir Simulation Directory</title>');
      expect(drawnRow(html)).toBeUndefined();
    } finally {
      await failing.close();
    }
  });
});

describe('the render bundle', () => {
  it('is absent from a folder without one (an older build): the server then sends pages as built', async () => {
    await expect(loadSimulatorRender(webDir)).resolves.toBeUndefined();
  });

  it('refuses a bundle that does not export the drawing', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rsd-server-render-bad-'));
    try {
      await fs.writeFile(path.join(dir, 'render-simulator-page.js'), 'export const other = 1;\n');
      await expect(loadSimulatorRender(dir)).rejects.toThrow(/exports no renderSimulatorPage/);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
