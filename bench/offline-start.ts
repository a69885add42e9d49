/**
 * Issue 8's offline start: Chromium opens the web build's home page until the grid shows simulator cards,
 * with 2,000 simulators, in two ways: the server stopped with the service worker and the Dexie cache warm,
 * and the server up with an empty cache (first visit: shell and a full sync over the network). Median of
 * several runs each. See bench/README.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { createApp } from '../apps/server/src/app';
import { ChangeFeed } from '../apps/server/src/db/change-feed';
import { migrate } from '../apps/server/src/db/migrate';
import { openPool, silentLogger } from './lib/bench-app';
import { openBenchDatabase } from './lib/bench-database';
import { int, ms, textTable } from './lib/format';
import { BenchFailure, runBench, type Cleanup } from './lib/harness';
import { insertSimulators, syntheticSimulator } from './lib/synthetic-simulators';

const ROWS = 2_000;
const RUNS = Number(process.env.BENCH_OFFLINE_RUNS ?? 3);
/** Issue 8: the offline start is under this, and faster than the online one. */
const TARGET_MS = 1_000;
const CARD = 'article.simulator-card';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'out/web');

/**
 * Records in the page when the first card is attached, as a promise the harness awaits: a Playwright locator
 * would run 50 to 60 ms of script in the start it measures. A string, since bench/ is type-checked without the DOM.
 */
const RECORD_FIRST_CARD = `
  window.__firstCard = new Promise((resolve) => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector(${JSON.stringify(CARD)})) return;
      resolve(performance.now());
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
`;

/** The longest a start may take before the bench gives up on it. */
const START_TIMEOUT_MS = 120_000;

function buildWeb(): void {
  console.info('[offline-start] building the web build (npm run build:web)...');
  const build = spawnSync('npm', ['run', 'build:web'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new BenchFailure(`npm run build:web failed (exit ${build.status}):\n${build.stdout}\n${build.stderr}`);
}

/** The real app serving the web build, on 127.0.0.1; `stop` makes it unreachable as a stopped server is. */
async function serveApp(databaseUrl: string, cleanup: Cleanup): Promise<{ url: string; stop: () => Promise<void> }> {
  const pool = openPool(databaseUrl, cleanup);
  const changes = await ChangeFeed.start({ connectionString: databaseUrl, logger: silentLogger });
  cleanup.defer('change feed', () => changes.close());
  const app = createApp({ pool, changes, logger: silentLogger, webDistDir: webDir });
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const stop = () => {
    if (!server.listening) return Promise.resolve();
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  cleanup.defer('app server', stop);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, stop };
}

/** Opens home in a new page of `context`; resolves with when the first card appeared (ms from navigation). */
async function timeHome(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  try {
    await page.goto(`${url}/`, { waitUntil: 'commit' });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new BenchFailure(`No card on home within ${START_TIMEOUT_MS} ms.`)), START_TIMEOUT_MS);
    });
    const at = await Promise.race([page.evaluate('window.__firstCard'), timeout])
      .catch(async (error: unknown) => {
        throw new BenchFailure(`No card on home: ${String(error)}\nThe page said: ${await page.locator('body').innerText()}`);
      })
      .finally(() => clearTimeout(timer));
    if (typeof at !== 'number') throw new BenchFailure('The page did not record when its first card appeared.');
    return at;
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript(RECORD_FIRST_CARD);
  return context;
}

runBench({ name: 'offline-start', timeLimitMs: 12 * 60_000 }, async (cleanup: Cleanup) => {
  const started = Date.now();
  if (!process.argv.includes('--no-build')) buildWeb();
  if (!existsSync(path.join(webDir, 'sw.js'))) throw new BenchFailure(`No service worker in ${webDir}: run npm run build:web.`);

  const database = await openBenchDatabase(cleanup);
  console.info(`[offline-start] ${database.where}`);
  const pool = openPool(database.url, cleanup);
  await migrate(pool);
  const inserted = await insertSimulators(
    pool,
    Array.from({ length: ROWS }, (_, i) => syntheticSimulator(i)),
  );
  const server = await serveApp(database.url, cleanup);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  cleanup.defer('chromium', () => browser.close());

  // Online, empty cache: every run in a fresh context (no worker, no IndexedDB, no HTTP cache).
  const online: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await newContext(browser);
    online.push(await timeHome(context, server.url));
    console.info(`[offline-start] online run ${run + 1}: ${ms(online.at(-1)!)}`);
    await context.close();
  }

  // Warm: one visit installs the worker and fills the cache; then the server stops.
  const warm = await newContext(browser);
  const first = await warm.newPage();
  await first.goto(`${server.url}/`);
  console.info('[offline-start] warming the worker and the cache...');
  await first.getByRole('button', { name: 'Sync status: Up to date' }).waitFor({ timeout: 60_000 });
  // Activated: installed, so the whole build is in its precache.
  const workerActivated = () => first.evaluate('navigator.serviceWorker.ready.then((r) => r.active.state === "activated")');
  while (!(await workerActivated())) await new Promise((resolve) => setTimeout(resolve, 100));
  const cached = await first.evaluate(
    'new Promise((resolve) => { const open = indexedDB.open("rsd-directory"); open.onsuccess = () => { const count = open.result.transaction("simulators").objectStore("simulators").count(); count.onsuccess = () => resolve(count.result); }; })',
  );
  await first.close();
  await server.stop();
  if (
    await fetch(`${server.url}/api/sync?limit=1`).then(
      () => true,
      () => false,
    )
  )
    throw new BenchFailure('The server still answers.');

  const offline: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    offline.push(await timeHome(warm, server.url));
    console.info(`[offline-start] offline run ${run + 1}: ${ms(offline.at(-1)!)}`);
  }
  await warm.close();

  const [onlineMs, offlineMs] = [median(online), median(offline)];
  console.info(
    `\n${textTable([
      ['start', 'runs', 'median', 'min', 'max'],
      ['online, empty cache', String(RUNS), ms(onlineMs), ms(Math.min(...online)), ms(Math.max(...online))],
      ['offline, warm (server stopped)', String(RUNS), ms(offlineMs), ms(Math.min(...offline)), ms(Math.max(...offline))],
    ])}`,
  );
  console.info(
    `\n${int(inserted)} synthetic simulators in the database, ${int(Number(cached))} cached in IndexedDB before the server stopped.`,
  );
  console.info('Time: navigation start to the first simulator card in the DOM (performance.now() in the page).');
  const pass = offlineMs < onlineMs && offlineMs < TARGET_MS;
  console.info(`  offline start faster than online and under ${ms(TARGET_MS)}: ${pass ? 'PASS' : 'BELOW TARGET'}`);
  console.info(
    `\n[offline-start] done in ${((Date.now() - started) / 1000).toFixed(0)} s (node ${process.version}, ${os.cpus().length} CPUs)`,
  );
  if (Number(cached) !== ROWS) throw new BenchFailure(`Expected ${ROWS} cached simulators, found ${String(cached)}.`);
});
