/**
 * Issue 29 at 5,000 and 30,000 tools, side by side: a first visit (fresh context, empty cache, the real server on
 * loopback) to the first card and to the full count line, with where its time went (the sync pages' requests);
 * then warm reloads with everything cached, online and with the server stopped; and what IndexedDB holds.
 * See bench/README.md.
 */
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';
import { resultCountText, SYNC_PROTOCOL } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { startRealServer } from '../apps/desktop/test-server/real-server';
import { openPool } from './lib/bench-app';
import { watchColdStart } from './lib/cold-start';
import { median, RECORD_FIRST_CARD, timeHome } from './lib/first-card';
import { bytes, int, ms, textTable } from './lib/format';
import { BenchFailure, runBench } from './lib/harness';
import { insertSimulators, variedSimulator } from './lib/synthetic-simulators';
import { buildWebUnlessTold, webDir } from './lib/web-build';

/** The synthetic tools added (the seed's few come on top); BENCH_FIRST_VISIT_SIZES=5000 runs one. */
const SIZES = (process.env.BENCH_FIRST_VISIT_SIZES ?? '5000,30000').split(',').map(Number);
/** Issue 29: a first visit shows the full count within this. */
const FIRST_VISIT_TARGET_MS = 3_000;
/** Issue 29: a warm start shows its first cards within this, online and offline. */
const WARM_TARGET_MS = 1_000;
const RUNS = Number(process.env.BENCH_FIRST_VISIT_RUNS ?? 3);
/**
 * The web builds measured side by side, `label=folder` comma-separated (BENCH_FIRST_VISIT_BUILDS=before=/tmp/a,after=out/web):
 * at each size, one after the other, on the same server and rows. Unset: the one build of webDir.
 */
const BUILDS = (process.env.BENCH_FIRST_VISIT_BUILDS?.split(',') ?? [`=${webDir}`]).map((entry) => {
  const [label = '', dir = ''] = entry.split('=');
  return { label, dir: path.resolve(dir) };
});
/** A first visit that has not shown the full count after this long fails. */
const FIRST_VISIT_TIMEOUT_MS = 300_000;
/**
 * What BENCH_TRACE and BENCH_TRACE_WARM record: the threads' tasks and the script they ran, the sync worker's included,
 * with the JavaScript sampled (a first visit's long render tasks are named by function only by the samples).
 */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink',
  'IndexedDB',
  'disabled-by-default-v8.cpu_profiler',
];

/** One GET /api/sync the sync worker made, in the browser's clock (ms since the epoch). */
interface SyncRequest {
  start: number;
  /** Request sent to the response's last byte: the server, loopback and the browser's network stack. */
  waited: number;
  end: number;
}

interface FirstVisit {
  firstCard: number;
  fullCount: number;
  /** The sync's pages of records (GET /api/sync). */
  requests: SyncRequest[];
  /** GET /api/sync/listings, when the build asks for it (a listings-first first sync). */
  listings: SyncRequest | undefined;
  /** navigator.storage.estimate(): IndexedDB's share (Chromium's usageDetails), and the origin's whole usage. */
  indexedDb: number;
  usage: number;
  /** firstScreenState once the first visit is up to date, and after the warm reloads. */
  firstScreen: string;
}

/** GET /api/sync/listings from Node, gzip: time to the last byte and the bytes on the wire. */
interface ListingsFetch {
  ms: number;
  wireBytes: number;
}

interface SizeFigures {
  tools: number;
  /** The build's label (BENCH_FIRST_VISIT_BUILDS); empty for the one build. */
  build: string;
  /** The first answer after the insert (derives every listing from its record and stores it), then the next. */
  listingsFetches: [ListingsFetch, ListingsFetch];
  visit: FirstVisit;
  online: number[];
  offline: number[];
}

/** The sync worker's requests in `context`: the pages of records, and the listings asked for before them. */
function watchSyncRequests(context: BrowserContext): { pages: SyncRequest[]; listings: SyncRequest[] } {
  const watched = { pages: [] as SyncRequest[], listings: [] as SyncRequest[] };
  context.on('requestfinished', (request: Request) => {
    const { pathname } = new URL(request.url());
    const list = pathname === API.syncListings ? watched.listings : pathname === API.sync ? watched.pages : undefined;
    if (!list) return;
    const timing = request.timing();
    list.push({ start: timing.startTime, waited: timing.responseEnd, end: timing.startTime + timing.responseEnd });
  });
  return watched;
}

/** One GET /api/sync/listings with gzip, as a browser asks for it: the server's time to the last byte, and the bytes sent. */
function fetchListings(url: string): Promise<ListingsFetch> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${url}${API.syncListings}?protocol=${SYNC_PROTOCOL}`,
      { headers: { 'Accept-Encoding': 'gzip' } },
      (response) => {
        let wireBytes = 0;
        response.on('data', (chunk: Buffer) => (wireBytes += chunk.length));
        response.on('end', () =>
          response.statusCode === 200 && response.headers['content-encoding'] === 'gzip'
            ? resolve({ ms: performance.now() - started, wireBytes })
            : reject(
                new BenchFailure(
                  `GET ${API.syncListings} answered ${response.statusCode} (${response.headers['content-encoding'] ?? 'identity'}).`,
                ),
              ),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

async function storageEstimate(page: Page): Promise<{ indexedDb: number; usage: number }> {
  return page.evaluate(async () => {
    const estimate = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: { indexedDB?: number } };
    return { indexedDb: estimate.usageDetails?.indexedDB ?? Number.NaN, usage: estimate.usage ?? Number.NaN };
  });
}

/**
 * Whether the cache holds home's kept first screen (the meta row a warm start draws its first cards from) for its sync
 * position: 'valid', 'none', or what differs. Read as the boot script does, without the app's code.
 */
async function firstScreenState(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('rsd-directory');
        open.addEventListener('error', () => reject(open.error));
        open.addEventListener('success', () => {
          const database = open.result;
          const listings = database.objectStoreNames.contains('listingPacks') ? 'listingPacks' : 'simulatorListings';
          const transaction = database.transaction(['meta', listings]);
          const kept = transaction.objectStore('meta').get('home-first-screen');
          const sync = transaction.objectStore('meta').get('sync');
          const rows = transaction.objectStore(listings).count();
          transaction.addEventListener('complete', () => {
            database.close();
            const row = kept.result as { position?: string; packs?: number; count?: number } | undefined;
            const at = sync.result as { dataset?: unknown; protocol?: unknown; cursor?: unknown } | undefined;
            if (!row) return resolve('none');
            if (row.position !== JSON.stringify([at?.dataset, at?.protocol, at?.cursor])) return resolve('at another position');
            const stored = row.packs ?? row.count;
            resolve(stored === rows.result ? 'valid' : `${listings} ${rows.result}, kept ${stored}`);
          });
        });
      }),
  );
}

async function cachedSimulators(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('rsd-directory');
        open.addEventListener('error', () => reject(open.error));
        open.addEventListener('success', () => {
          const count = open.result.transaction('simulators').objectStore('simulators').count();
          count.addEventListener('success', () => {
            open.result.close();
            resolve(count.result);
          });
        });
      }),
  );
}

/**
 * A first visit in `context` (fresh: empty cache, no service worker) until the count line shows `fullCount`; with a
 * `traceFile`, a Chromium trace of it (the page's and its workers' threads) for DevTools' Performance panel.
 */
async function firstVisit(context: BrowserContext, url: string, fullCount: string, traceFile: string | undefined): Promise<FirstVisit> {
  const watched = watchSyncRequests(context);
  const page = await context.newPage();
  await page.addInitScript(watchColdStart, fullCount);
  if (traceFile) await context.browser()?.startTracing(page, { path: traceFile, categories: TRACE_CATEGORIES });
  const navigatedAt = Date.now();
  await page.goto(`${url}/`, { waitUntil: 'commit' });
  await page.getByText(fullCount, { exact: true }).waitFor({ timeout: FIRST_VISIT_TIMEOUT_MS });
  const marks = await page.evaluate(
    () => (window as unknown as { benchColdStart: { firstCard?: number; fullCount?: number } }).benchColdStart,
  );
  if (marks.firstCard === undefined || marks.fullCount === undefined) throw new BenchFailure('The page did not record its cold start.');
  // Until the run is done: the service worker installed, the last page stored.
  await page.getByRole('button', { name: 'Sync status: Up to date' }).waitFor({ timeout: FIRST_VISIT_TIMEOUT_MS });
  const activated = () => page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.state === 'activated'));
  while (!(await activated())) await page.waitForTimeout(100);
  if (traceFile) await context.browser()?.stopTracing();
  const storage = await storageEstimate(page);
  const firstScreen = await firstScreenState(page);
  await page.close();
  // In the page's clock, from its navigation: the browser's clock less when the harness navigated (about the same).
  const shift = (request: SyncRequest) => ({ ...request, start: request.start - navigatedAt, end: request.end - navigatedAt });
  const listings = watched.listings[0];
  return {
    firstCard: marks.firstCard,
    fullCount: marks.fullCount,
    requests: watched.pages.map(shift),
    listings: listings && shift(listings),
    ...storage,
    firstScreen,
  };
}

const SYNC_FIGURES = [
  'sync pages (requests)',
  'navigation -> first sync request',
  'first page received',
  'waiting for pages (request -> last byte), total',
  'between pages (checking and storing one), total',
  'between pages, median',
  'last page received',
];

/** Where a first visit's sync time went (SYNC_FIGURES): before its first request, waiting for pages, between them (the worker). */
function syncBreakdown(requests: SyncRequest[]): string[] {
  const sorted = requests.toSorted((a, b) => a.start - b.start);
  if (sorted.length === 0) return SYNC_FIGURES.map((_, index) => (index === 0 ? '0' : '-'));
  const gaps = sorted.slice(1).map((request, index) => Math.max(0, request.start - sorted[index]!.end));
  return [
    int(sorted.length),
    ms(sorted[0]!.start),
    ms(sorted[0]!.end),
    ms(sorted.reduce((sum, request) => sum + request.waited, 0)),
    ms(gaps.reduce((sum, gap) => sum + gap, 0)),
    gaps.length > 0 ? ms(median(gaps)) : '-',
    ms(sorted.at(-1)!.end),
  ];
}

async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript(RECORD_FIRST_CARD);
  return context;
}

const spread = (values: number[]) => `${ms(median(values))} (${ms(Math.min(...values))}-${ms(Math.max(...values))})`;

const verdict = (value: number, target: number) => (value <= target ? 'PASS' : 'BELOW TARGET');

runBench({ name: 'first-visit', timeLimitMs: 40 * 60_000 }, async (cleanup) => {
  const started = Date.now();
  buildWebUnlessTold('first-visit');
  // The server serves a link to one build; it is pointed at the next one while the server is stopped.
  const linkDir = await mkdtemp(path.join(os.tmpdir(), 'first-visit-web-'));
  cleanup.defer('web build link', () => rm(linkDir, { recursive: true, force: true }));
  const served = path.join(linkDir, 'web');
  let servedDir = '';
  const serve = async (dir: string) => {
    await rm(served, { force: true });
    await symlink(dir, served);
    servedDir = dir;
  };
  await serve(BUILDS[0]!.dir);
  const server = await startRealServer({ nodeEnv: 'production', webDistDir: served });
  cleanup.defer('real server', () => server.dispose());
  const pool = openPool(server.databaseUrl, cleanup);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  cleanup.defer('Chromium', () => browser.close());

  /** One build's first visit at this size, its warm reloads online and offline, and the cached count checked. */
  async function measureBuild(
    tools: number,
    firstSize: boolean,
    label: string,
  ): Promise<Pick<SizeFigures, 'visit' | 'online' | 'offline'>> {
    const context = await newContext(browser);
    // BENCH_TRACE=file.json: a trace of the first size's first visit (a larger one's would be hundreds of MB), one a build.
    const traceFile =
      firstSize && process.env.BENCH_TRACE ? process.env.BENCH_TRACE.replace(/(\.json)?$/, label ? `.${label}$1` : '$1') : undefined;
    const visit = await firstVisit(context, server.url, resultCountText(tools), traceFile);
    console.info(`[first-visit] first card ${ms(visit.firstCard)}, full count ${ms(visit.fullCount)}; warm reloads...`);
    const online: number[] = [];
    for (let run = 0; run < RUNS; run += 1) online.push(await timeHome(context, server.url));
    // BENCH_TRACE_WARM=file.json: one more online warm reload at each size, traced and not counted, one a build.
    if (process.env.BENCH_TRACE_WARM) {
      const warmTrace = process.env.BENCH_TRACE_WARM.replace(/(\.json)?$/, `.${tools}${label ? `.${label}` : ''}$1`);
      await browser.startTracing(undefined, { path: warmTrace, categories: TRACE_CATEGORIES });
      const traced = await timeHome(context, server.url);
      await browser.stopTracing();
      console.info(`[first-visit] traced warm reload: first card ${ms(traced)} (${warmTrace})`);
    }
    await server.stop();
    const offline: number[] = [];
    for (let run = 0; run < RUNS; run += 1) offline.push(await timeHome(context, server.url));
    const check = await context.newPage();
    await check.goto(`${server.url}/`);
    const cached = await cachedSimulators(check);
    visit.firstScreen += ` / after the reloads: ${await firstScreenState(check)}`;
    await context.close();
    await server.start();
    if (cached !== tools) throw new BenchFailure(`${int(tools)} tools in the directory, ${int(cached)} cached.`);
    return { visit, online, offline };
  }

  const figures: SizeFigures[] = [];
  let inserted = 0;
  for (const size of SIZES) {
    inserted += await insertSimulators(
      pool,
      Array.from({ length: size - inserted }, (_, n) => variedSimulator(inserted + n)),
    );
    const { rows } = await pool.query<{ count: number }>('SELECT count(*)::int AS count FROM simulators');
    const tools = rows[0]!.count;
    // The rows went in by SQL, so the server has stored no listing of them yet: its first answer derives each from
    // the record (as after a bulk write) and stores it, which the first visit then reads.
    const listingsFetches: [ListingsFetch, ListingsFetch] = [await fetchListings(server.url), await fetchListings(server.url)];
    for (const build of BUILDS) {
      if (build.dir !== servedDir) {
        await server.stop();
        await serve(build.dir);
        await server.start();
      }
      // A started server keeps no answer yet: every build's visit gets the kept one, as the first build's does.
      await fetchListings(server.url);
      console.info(`[first-visit] ${int(tools)} tools in the directory; first visit${build.label ? ` (${build.label})` : ''}...`);
      figures.push({ tools, build: build.label, listingsFetches, ...(await measureBuild(tools, size === SIZES[0], build.label)) });
    }
  }

  const sizes = figures.map((f) => `${int(f.tools)} tools${f.build ? `, ${f.build}` : ''}`);
  const row = (label: string, cell: (f: SizeFigures) => string) => [label, ...figures.map(cell)];
  console.info(
    `\n${textTable([
      ['figure', ...sizes],
      row('first visit -> first card', (f) => ms(f.visit.firstCard)),
      row('first visit -> full count line', (f) => ms(f.visit.fullCount)),
      row('listings request (request -> last byte)', (f) => (f.visit.listings ? ms(f.visit.listings.waited) : '-')),
      row('listings received (from the navigation)', (f) => (f.visit.listings ? ms(f.visit.listings.end) : '-')),
      ...SYNC_FIGURES.map((label, index) => [label, ...figures.map((f) => syncBreakdown(f.visit.requests)[index]!)]),
      row('listings from Node, first after the insert (derived, stored)', (f) => ms(f.listingsFetches[0].ms)),
      row('listings from Node, next (stored)', (f) => ms(f.listingsFetches[1].ms)),
      row('listings on the wire (gzip)', (f) => bytes(f.listingsFetches[1].wireBytes)),
      row(`warm reload -> first card, online (median of ${RUNS})`, (f) => spread(f.online)),
      row(`warm reload -> first card, offline (median of ${RUNS})`, (f) => spread(f.offline)),
      row('IndexedDB (storage.estimate usageDetails)', (f) => bytes(f.visit.indexedDb)),
      row("home's kept first screen, up to date / after the reloads", (f) => f.visit.firstScreen),
      row("origin's storage in all (with the service worker's cache)", (f) => bytes(f.visit.usage)),
    ])}`,
  );
  console.info('Times in the page, from the navigation (performance.now()); sync requests as the browser timed them.\n');
  for (const f of figures) {
    console.info(
      `${int(f.tools)} tools${f.build ? ` (${f.build})` : ''}: first visit -> full count ${ms(f.visit.fullCount)} (target <= ${ms(FIRST_VISIT_TARGET_MS)}): ${verdict(f.visit.fullCount, FIRST_VISIT_TARGET_MS)}; ` +
        `warm first card online ${ms(median(f.online))}: ${verdict(median(f.online), WARM_TARGET_MS)}, ` +
        `offline ${ms(median(f.offline))}: ${verdict(median(f.offline), WARM_TARGET_MS)} (target <= ${ms(WARM_TARGET_MS)})`,
    );
  }
  if (process.env.BENCH_FIRST_VISIT_JSON) await writeFile(process.env.BENCH_FIRST_VISIT_JSON, JSON.stringify(figures, null, 2));
  console.info(
    `\n[first-visit] done in ${((Date.now() - started) / 1000).toFixed(0)} s (Chromium ${browser.version()}, node ${process.version}, ${os.cpus().length} CPUs, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
});
