/**
 * The JavaScript a first visit downloads before home shows its simulator count, two ways side by side: from the
 * build graph (page scripts, modulepreloads and their static imports, gzipped, walked by scripts/bundle/initial-js.ts
 * as every build does, plus the sync worker's bundle), and in Chromium over the real server with an empty cache
 * (every script and worker script as transferred whose request started before `.tools-count` was in the page, by
 * the page's own clock, then until the network is quiet), three times: over http asking for gzip only, over http
 * with Chromium's own Accept-Encoding, and over HTTPS (a TLS proxy of the bench's) as production serves it.
 * `--before <dir>` measures another build (an older commit's) first, in the same run, both in one table. See
 * bench/README.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { get as httpsGet } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { startRealServer } from '../apps/desktop/test-server/real-server';
import { FIRST_VISIT_JS_TARGET_BYTES, initialJsSummary, measureInitialJs, measureSyncWorkerJs } from '../scripts/bundle/initial-js';
import { bytes, int, textTable } from './lib/format';
import { runBench, type Cleanup } from './lib/harness';
import { startHttpsProxy } from './lib/https-proxy';
import { ScriptTransferWatch, type ScriptTransfer } from './lib/script-transfers';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Records, in the page, when the count line is first in the DOM, as the wall clock the Network events' start times use
 * (an init script, a string: it runs as is). A Playwright locator sees it later, by up to its polling interval and
 * more on a loaded host: home's idle start, which begins right after the count, then counted as before it.
 */
const RECORD_COUNT_AT = `
  window.__countAt = new Promise((resolve) => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('.tools-count')) return;
      resolve(performance.timeOrigin + performance.now());
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
`;
const webDir = path.resolve(process.env.BENCH_WEB_DIR ?? path.join(root, 'out/web'));
/** No request for this long counts as a quiet network (the service worker's precache is its own target's). */
const QUIET_MS = 3_000;

function buildWeb(): void {
  console.info('building the web build (npm run build:web)...');
  const build = spawnSync('npm', ['run', 'build:web'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) {
    console.error(build.stdout, build.stderr);
    throw new Error(`npm run build:web failed (exit ${build.status}).`);
  }
}

/** The build to compare against (`--before <dir>`, e.g. a build of an older commit), measured in the same run. */
function beforeDir(): string | undefined {
  const at = process.argv.indexOf('--before');
  if (at === -1) return undefined;
  const dir = process.argv[at + 1];
  if (dir === undefined) throw new Error('--before needs the folder of a web build.');
  return path.resolve(dir);
}

const reader = (dir: string) => (file: string) => {
  const target = path.join(dir, file);
  return existsSync(target) ? readFileSync(target) : undefined;
};

/** From the build graph: what the page loads before home runs, and the sync worker's bundle beside it. */
function fromBuildGraph(dir: string): { total: number; files: string[] } {
  const read = reader(dir);
  const indexFile = path.join(dir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`No web build at ${dir}: run npm run build:web first.`);
  const result = measureInitialJs(readFileSync(indexFile, 'utf8'), read);
  const boots = readdirSync(path.join(dir, 'assets')).filter((name) => /^sync\.worker-boot-[\w-]+\.js$/.test(name));
  if (boots.length !== 1) throw new Error(`Expected one sync worker boot script in ${dir}/assets, found ${boots.length}.`);
  // The worker's first load: its boot, its engine and their static imports (the records' checks come later).
  const worker = measureSyncWorkerJs(`assets/${boots[0]!}`, read);
  const files = [...result.files, ...worker.files];
  const rows = [['file', 'raw', 'gzip'], ...files.map((f) => [f.file, bytes(f.raw), bytes(f.gzip)])];
  const total = result.gzip + worker.gzip;
  rows.push(['total', bytes(result.raw + worker.raw), bytes(total)]);
  console.info(`\nBuild graph of ${dir} (home's first load and the sync worker's bundle):\n${textTable(rows)}`);
  console.info(`\n${initialJsSummary(result)}`);
  return { total, files: files.map((f) => f.file) };
}

/**
 * `url` fetched again as the browser asked for it (its Accept-Encoding), counted as it comes off the socket: the
 * status line, the headers and the body still compressed.
 */
function transferOf(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = { 'accept-encoding': acceptEncoding };
    // The HTTPS run's certificate is the run's own, made a moment ago: nothing to verify it against.
    const onResponse = (response: IncomingMessage) => {
      // Each header is `name: value\r\n`: two bytes after its name and two after its value.
      const headerBytes = response.rawHeaders.reduce((total, part) => total + Buffer.byteLength(part) + 2, 0);
      let length = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length + headerBytes;
      response.on('data', (chunk: Buffer) => (length += chunk.length));
      response.on('end', () => resolve(length));
      response.on('error', reject);
    };
    const fetched = url.startsWith('https:')
      ? httpsGet(url, { headers, rejectUnauthorized: false }, onResponse)
      : httpGet(url, { headers }, onResponse);
    fetched.on('error', reject);
  });
}

/** Each transfer with its size: a worker's script, whose size Chromium does not report, measured by transferOf. */
function measured(transfers: readonly ScriptTransfer[], acceptEncoding: string): Promise<ScriptTransfer[]> {
  if (acceptEncoding === '')
    throw new Error('Chromium sent no Accept-Encoding that the bench saw: a worker script cannot be fetched as it was.');
  return Promise.all(transfers.map(async (t) => (t.workerScript ? { ...t, bytes: await transferOf(t.url, acceptEncoding) } : t)));
}

const fileOf = (url: string) => new URL(url).pathname.replace(/^\//, '');
const sumOf = (transfers: readonly ScriptTransfer[]) => transfers.reduce((total, t) => total + t.bytes, 0);

function printTransfers(title: string, transfers: readonly ScriptTransfer[]): void {
  const rows = [
    ['file', 'target', 'transferred'],
    ...transfers.map((t) => [`${fileOf(t.url)}${t.workerScript ? ' (fetched again)' : ''}`, t.target, bytes(t.bytes)]),
  ];
  rows.push([`total (${transfers.length} files)`, '', bytes(sumOf(transfers))]);
  console.info(`\n${title}:\n${textTable(rows)}`);
}

interface FirstVisit {
  /** The scheme it ran over, and the encoding Chromium asked for there. */
  label: string;
  /** The page's and its workers' scripts started before the count was in the page. */
  app: ScriptTransfer[];
  /** The service worker's scripts started before the count (its precache of the whole build, for offline). */
  precache: ScriptTransfer[];
  untilQuiet: ScriptTransfer[];
}

/** A first visit to `origin` in a fresh context (empty HTTP cache, no IndexedDB, no service worker): what it fetched. */
async function firstVisit(browser: Browser, origin: string, acceptEncoding?: string): Promise<FirstVisit> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 768 },
    // Only the HTTPS run needs it: its certificate is the run's own, self-signed.
    ignoreHTTPSErrors: origin.startsWith('https:'),
    ...(acceptEncoding === undefined ? {} : { extraHTTPHeaders: { 'accept-encoding': acceptEncoding } }),
  });
  try {
    await context.addInitScript(RECORD_COUNT_AT);
    const page = await context.newPage();
    const watch = await ScriptTransferWatch.start(page);
    await page.goto(`${origin}/`);
    await page.locator('.tools-count').waitFor({ state: 'visible', timeout: 120_000 });
    const countAt = Number(await page.evaluate('window.__countAt'));
    const countText = await page.locator('.tools-count').textContent();
    await watch.networkQuiet(QUIET_MS, 60_000);
    const untilQuiet = await measured(watch.transfers(), watch.acceptEncoding);
    const beforeCount = untilQuiet.filter((t) => t.startedAt <= countAt);
    await watch.stop();
    const label = `${new URL(origin).protocol.replace(':', '')} (Accept-Encoding: ${watch.acceptEncoding})`;
    const app = beforeCount.filter((t) => !t.target.startsWith('service_worker'));
    const precache = beforeCount.filter((t) => t.target.startsWith('service_worker'));
    printTransfers(`In Chromium over ${label}, the page and its workers, requests started before "${countText}" was in the page`, app);
    printTransfers(
      `In Chromium over ${label}, everything until the network is quiet (the service worker precaching the build included)`,
      untilQuiet,
    );
    return { label, app, precache, untilQuiet };
  } finally {
    await context.close();
  }
}

interface Measured {
  dir: string;
  graphTotal: number;
  graphFiles: string[];
  visits: FirstVisit[];
}

/** One build, both ways: its build graph, then three first visits to a real server of its own serving it. */
async function measureBuild(dir: string, browser: Browser, cleanup: Cleanup): Promise<Measured> {
  const { total: graphTotal, files: graphFiles } = fromBuildGraph(dir);
  const server = await startRealServer({ nodeEnv: 'production', webDistDir: dir });
  cleanup.defer(`real server of ${dir}`, () => server.dispose());
  // Chromium asks for br only from a secure origin: the real server again, behind TLS as in production.
  const https = await startHttpsProxy(server.url);
  cleanup.defer(`HTTPS proxy of ${dir}`, () => https.close());
  // The first as a browser that sends no br (the gzip copies), then Chromium's own header over http and over https.
  const visits = [
    await firstVisit(browser, server.url, 'gzip, deflate'),
    await firstVisit(browser, server.url),
    await firstVisit(browser, https.url),
  ];
  return { dir, graphTotal, graphFiles, visits };
}

runBench({ name: 'bundle-size', timeLimitMs: 14 * 60_000 }, async (cleanup: Cleanup) => {
  if (!process.argv.includes('--no-build') && !process.env.BENCH_WEB_DIR) buildWeb();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  cleanup.defer('Chromium', () => browser.close());
  const before = beforeDir();
  const builds = before === undefined ? [webDir] : [before, webDir];
  const results: Measured[] = [];
  for (const dir of builds) results.push(await measureBuild(dir, browser, cleanup));

  const rows = [
    [
      'build',
      'first visit over',
      'JavaScript before the count',
      'files',
      "of which the build graph's",
      'precache before the count',
      'until quiet',
      `target ${bytes(FIRST_VISIT_JS_TARGET_BYTES)}`,
    ],
  ];
  for (const { dir, graphTotal, graphFiles, visits } of results) {
    rows.push([dir, `build graph: ${bytes(graphTotal)} gzip (Node's default level) in ${graphFiles.length} files`, '', '', '', '', '', '']);
    for (const { label, app, precache, untilQuiet } of visits) {
      const total = sumOf(app);
      // The same files as the build graph's, as transferred: apart from the race between home's idle start and its count.
      const graphShare = app.filter((t) => graphFiles.includes(fileOf(t.url)));
      rows.push([
        '',
        label,
        `${bytes(total)} (${int(total)} B)`,
        String(app.length),
        `${bytes(sumOf(graphShare))} in ${graphShare.length}`,
        `${bytes(sumOf(precache))} in ${precache.length}`,
        `${bytes(sumOf(untilQuiet))} in ${untilQuiet.length}`,
        total <= FIRST_VISIT_JS_TARGET_BYTES ? 'PASS' : 'BELOW TARGET',
      ]);
    }
  }
  console.info(`\n${textTable(rows)}`);
  console.info(
    `load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
});
