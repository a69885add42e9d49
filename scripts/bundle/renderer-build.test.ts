import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HOME_SHELL_FILE, ROUTE_SHELL_FILE, serverRenderDirOf, SHELL_ROOT_OPEN, SIMULATOR_RENDER_FILE, type Simulator } from '@rsd/core';
import { makeSimulator } from '@rsd/core/testing';
import type { OutputAsset, OutputChunk, RolldownOutput } from 'rolldown';
import { build } from 'vite';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DB_NAME,
  DB_VERSION,
  FIRST_SCREEN_KEY,
  LISTINGS_TABLE,
  META_TABLE,
  SYNC_META_KEY,
} from '../../apps/desktop/src/renderer/src/data/cache/names';
import {
  dynamicImports,
  INITIAL_JS_TARGET_BYTES,
  measureInitialJs,
  measureSyncWorkerJs,
  staticImports,
  WITH_SYNC_WORKER_BUDGET_BYTES,
  type InitialJs,
} from './initial-js';
import { chunkCycles } from './chunk-cycles';

/** `start` and every relative chunk it imports, statically or when it runs, with their code. */
function reachableFrom(start: string, read: (file: string) => string | undefined): { fileName: string; code: string }[] {
  const found = new Map<string, string>();
  const pending = [start];
  for (let file = pending.shift(); file !== undefined; file = pending.shift()) {
    const code = found.has(file) ? undefined : read(file);
    if (code === undefined) continue;
    found.set(file, code);
    pending.push(
      ...[...staticImports(code), ...dynamicImports(code)].map((relative) => path.posix.join(path.posix.dirname(file), relative)),
    );
  }
  return [...found].map(([fileName, code]) => ({ fileName, code }));
}

/**
 * The real web build (apps/desktop/vite.web.config.ts), built once into a temp folder: what home needs first,
 * what waits for its route, and that the measurement's walk of the files agrees with the bundler's own graph.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const renderer = path.join(repoRoot, 'apps/desktop/src/renderer/src');

let outDir: string;
let chunks: OutputChunk[];
let initial: InitialJs;
let initialChunks: OutputChunk[];
/** The built pages: index.html (every route but home) and home.html, each with its first frame drawn in. */
let builtPages: { index: string; home: string };
let bootFile: string;
/** The workers' bundles, which the build emits as files of their own. */
let workerBundles: { fileName: string; code: string }[];
/** What the sync worker loads before it stores a first visit's listings (measureSyncWorkerJs). */
let syncWorkerJs: InitialJs;
/** Every chunk the sync worker can load: its first load, and what its engine imports later. */
let syncWorkerChunks: { fileName: string; code: string }[];

/** The app stylesheet's parts the boot script names on `page`, in cascade order. */
const styleParts = (page: string) => (/data-app-style="([^"]+)"/.exec(page)?.[1] ?? '').split(' ').map((href) => href.replace(/^\//, ''));

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'rsd-web-build-'));
  // vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const result = (await build({
      configFile: path.join(repoRoot, 'apps/desktop/vite.web.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    })) as RolldownOutput;
    chunks = result.output.filter((item): item is OutputChunk => item.type === 'chunk');
    const page = result.output.find((item): item is OutputAsset => item.fileName === ROUTE_SHELL_FILE);
    const home = result.output.find((item): item is OutputAsset => item.fileName === HOME_SHELL_FILE);
    builtPages = { index: String(page?.source), home: String(home?.source) };
    workerBundles = result.output
      .filter((item): item is OutputAsset => item.type === 'asset' && /\.worker-[\w-]+\.js$/.test(item.fileName))
      .map((item) => ({
        fileName: item.fileName,
        code: typeof item.source === 'string' ? item.source : new TextDecoder().decode(item.source),
      }));
    bootFile = result.output.find((item) => /^assets\/boot-[\w-]+\.js$/.test(item.fileName))?.fileName ?? '';
    const read = (file: string) => {
      const item = result.output.find((output) => output.fileName === file);
      if (item === undefined) return undefined;
      return item.type === 'chunk' ? item.code : item.source;
    };
    initial = measureInitialJs(String(page?.source), read);
    const syncBoot = workerBundles.find((bundle) => /^assets\/sync\.worker-boot-[\w-]+\.js$/.test(bundle.fileName));
    if (syncBoot === undefined) throw new Error('The build has no sync worker boot script.');
    syncWorkerJs = measureSyncWorkerJs(syncBoot.fileName, read);
    syncWorkerChunks = reachableFrom(syncBoot.fileName, (file) => {
      const content = read(file);
      return typeof content === 'string' || content === undefined ? content : new TextDecoder().decode(content);
    });
    initialChunks = chunks.filter((chunk) => initial.files.some((file) => file.file === chunk.fileName));
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}, 240_000);
afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
  await rm(serverRenderDirOf(outDir), { recursive: true, force: true });
});

const inRenderer = (relative: string) => path.join(renderer, relative);
const inCore = (relative: string) => path.join(repoRoot, 'packages/core/src', relative);
/** The chunks given and every chunk they import statically: what the browser evaluates when it loads them. */
const withStaticImports = (roots: readonly OutputChunk[]): OutputChunk[] => {
  const closure = new Set<OutputChunk>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (chunk === undefined || closure.has(chunk)) return;
    closure.add(chunk);
    chunk.imports.forEach((file) => visit(chunks.find((other) => other.fileName === file)));
  };
  roots.forEach(visit);
  return [...closure];
};
const hasOwnLazyChunk = (module: string) => chunks.some((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId === module);
const root = (html: string) => html.slice(html.indexOf('<div id="root"'));
const initialModules = () => new Set(initialChunks.flatMap((chunk) => chunk.moduleIds));
/** The sync worker's first load, as one text: the files measureSyncWorkerJs counts. */
const syncWorker = () => ({
  code: syncWorkerChunks
    .filter((chunk) => syncWorkerJs.files.some((f) => f.file === chunk.fileName))
    .map((chunk) => chunk.code)
    .join('\n'),
});

describe('the web build', () => {
  it("walks the same files as the bundler's graph: the boot script, then the entry and every chunk it imports statically", () => {
    // The app's entry; Dexie is an entry as well, for the sync worker to import (apps/desktop/vite/chunk-url.ts).
    const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === 'index');
    const closure = new Set<string>();
    const visit = (fileName: string) => {
      if (closure.has(fileName)) return;
      closure.add(fileName);
      chunks.find((chunk) => chunk.fileName === fileName)?.imports.forEach(visit);
    };
    visit(entry!.fileName);
    expect(initial.files[0]?.file).toBe(bootFile);
    expect(new Set(initial.files.slice(1).map((file) => file.file))).toEqual(closure);
  });

  it('has no chunk, of the page or of the sync worker, that a chunk it imports statically imports back', () => {
    const page = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
    const worker = new Map(
      syncWorkerChunks.map((chunk) => [
        chunk.fileName,
        staticImports(chunk.code).map((relative) => path.posix.join(path.posix.dirname(chunk.fileName), relative)),
      ]),
    );
    expect(chunkCycles(page)).toEqual([]);
    expect(chunkCycles(worker)).toEqual([]);
  });

  it(`keeps the JavaScript needed before home runs within ${INITIAL_JS_TARGET_BYTES / 1024} KB gzip`, () => {
    expect(initial.gzip).toBeLessThanOrEqual(INITIAL_JS_TARGET_BYTES);
  });

  it(`keeps home's first load and the sync worker's first load (what it runs before it stores a first visit's listings, which home's count needs) within ${WITH_SYNC_WORKER_BUDGET_BYTES / 1024} KB gzip`, () => {
    expect(initial.gzip + syncWorkerJs.gzip).toBeLessThanOrEqual(WITH_SYNC_WORKER_BUDGET_BYTES);
  });

  it("leaves the capability vocabulary and the writers' rules out of the sync worker's bundle", () => {
    // A term's definition: the vocabulary (about 7 KB gzip) came with the schemas of a row's terms and of the writer's input.
    expect(syncWorkerChunks.filter((chunk) => chunk.code.includes('Three-phase oil, gas and water model'))).toEqual([]);
  });

  it("has the sync worker check a first visit's listings with no zod, and fetch zod and the records' checks after them", () => {
    // Every zod schema, mini or classic, keeps its internals under `_zod`; only classic's have a toJSONSchema method.
    // The listings, the cursor, the position and error bodies are checked in plain code (core's listing-row-check.ts).
    expect(syncWorker().code).not.toContain('_zod');
    const later = syncWorkerChunks.filter((chunk) => !syncWorkerJs.files.some((f) => f.file === chunk.fileName));
    expect(later.filter((chunk) => chunk.code.includes('toJSONSchema')).length).toBe(1);
    expect(later.some((chunk) => /^assets\/records-reader-[\w-]+\.js$/.test(chunk.fileName))).toBe(true);
  });

  it('has home in the first load, and no other screen, the sync engine, the API client, the subscribe form, the toaster, the capability vocabulary or zod', () => {
    const modules = initialModules();
    expect(modules.has(inRenderer('features/home/home-page.tsx'))).toBe(true);
    const screens = [...modules].filter((id) => id.startsWith(renderer) && id.endsWith('-page.tsx'));
    expect(screens).toEqual([inRenderer('features/home/home-page.tsx')]);
    const later = [
      'data/sync/worker/pull-changes.ts',
      'data/api-client.ts',
      'features/home/subscribe-form.tsx',
      'app/overlay-toaster.tsx',
    ].map(inRenderer);
    expect(later.filter((id) => modules.has(id))).toEqual([]);
    // The vocabulary's terms (about 8 KB gzip) come with the screens that show them, through data/vocabulary/.
    expect(
      [inCore('capabilities/vocabulary.ts'), inRenderer('data/vocabulary/use-capability-vocabulary.ts')].filter((id) => modules.has(id)),
    ).toEqual([]);
    expect([...modules].filter((id) => /[\\/]node_modules[\\/](react-hook-form|@hookform)[\\/]/.test(id))).toEqual([]);
    // zod (about 16 KB gzip, even its mini build) comes with the API client and the forms; home's URL is read by plain code.
    expect([...modules].filter((id) => /[\\/]node_modules[\\/]zod[\\/]/.test(id))).toEqual([]);
  });

  it('runs the sync engine on a worker of its own: its bundle holds the engine, and no chunk the page loads does', () => {
    const worker = syncWorker();
    // The engine's Web Locks name and the sync path: the engine and its fetcher are in it.
    expect(worker.code).toContain('rsd-directory-sync');
    expect(worker.code).toContain('/api/sync');
    const pageModules = new Set(chunks.flatMap((chunk) => chunk.moduleIds));
    expect(
      ['data/sync/worker/pull-changes.ts', 'data/sync/worker/page-reader.ts', 'data/sync/worker/fetch-sync-page.ts']
        .map(inRenderer)
        .filter((id) => pageModules.has(id)),
    ).toEqual([]);
  });

  it("has the sync worker import the page's own Dexie chunk, not a copy of Dexie: a first visit downloads Dexie once", () => {
    // Dexie's own words when IndexedDB is missing: in the worker's bundle only if Dexie is.
    expect(syncWorker().code).not.toContain('IndexedDB API missing');
    const dexie = initialChunks.filter((chunk) => chunk.moduleIds.some((id) => /[\\/]node_modules[\\/]dexie[\\/]/.test(id)));
    expect(dexie.map((chunk) => chunk.code.includes('IndexedDB API missing'))).toEqual([true]);
    // Dexie alone: the worker runs whatever that chunk holds.
    expect(dexie[0]!.moduleIds.filter((id) => !/[\\/]node_modules[\\/]dexie[\\/]/.test(id))).toEqual([]);
  });

  it("gives the page's Dexie to the sync worker only: the search and similar-tools workers, which import no Dexie first, carry their own", () => {
    expect(syncWorker().code).toContain('rsdDexie');
    const others = workerBundles.filter((bundle) => /^assets\/(search|similar-tools)\.worker-[\w-]+\.js$/.test(bundle.fileName));
    expect(others).toHaveLength(2);
    const dexieSourceByWorker = others.map((worker) => [
      worker.fileName,
      worker.code.includes('rsdDexie'),
      worker.code.includes('IndexedDB API missing'),
    ]);
    expect(dexieSourceByWorker).toEqual(others.map((worker) => [worker.fileName, false, true]));
  });

  it("runs the global search's index on a worker of its own: its bundle holds the index, and no chunk the page loads does", () => {
    const worker = workerBundles.find((bundle) => /^assets\/search\.worker-[\w-]+\.js$/.test(bundle.fileName));
    // The error text of MiniSearch's radix tree, which holds the index's words: the index is in the worker.
    expect(worker?.code).toContain('Mismatched prefix');
    const pageModules = new Set(chunks.flatMap((chunk) => chunk.moduleIds));
    expect(
      [inCore('search/directory-search.ts'), inCore('search/ranked-index.ts'), inRenderer('features/search/worker/search-host.ts')].filter(
        (id) => pageModules.has(id),
      ),
    ).toEqual([]);
    expect([...pageModules].filter((id) => /[\\/]node_modules[\\/]minisearch[\\/]/.test(id))).toEqual([]);
  });

  it("builds, before home's first render and in its background start, only the contract entries those call", () => {
    // What the start-up starts once home is drawn and idle: the subscribe form (with the API client), the header's
    // late tools (the sync status, the global search's button: not its dialog), the toaster and the prefetched detail
    // page. The sync engine runs on its worker.
    const background = [
      'features/home/subscribe-form.tsx',
      'app/header-parts.tsx',
      'app/overlay-toaster.tsx',
      'features/simulator/simulator-detail-page.tsx',
    ].map(inRenderer);
    const lazyChunks = background.map((module) => chunks.find((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId === module));
    expect(background.filter((_module, index) => lazyChunks[index] === undefined)).toEqual([]);
    const modules = new Set(
      withStaticImports([...initialChunks, ...lazyChunks.filter((chunk) => chunk !== undefined)]).flatMap((chunk) => chunk.moduleIds),
    );

    // The calls start-up makes, and their entries' modules.
    for (const module of [inRenderer('data/api-client.ts'), inCore('api/subscribe-endpoint.ts')]) {
      expect(modules).toContain(module);
    }
    // No table of entries (each brings every schema it names): not the admin endpoints and their forms and
    // schemas, not the contribution forms, not the other reads (jobs, exports).
    const notAtStartUp = [...modules].filter((id) =>
      /[\\/]packages[\\/]core[\\/]src[\\/](admin[\\/]|api[\\/](contract|admin-endpoints|public-reads|visitor-writes|paths)\.ts$|forms[\\/](login-form|user-form|tool-submission-form|error-report-form)\.ts$|schemas[\\/](user|error-report|simulator-submission|job)\.ts$)/.test(
        id,
      ),
    );
    expect(notAtStartUp).toEqual([]);
    // The outbox's runner, sender and item schemas load only once a write waits (data/start-outbox-when-waiting.ts).
    expect(['data/outbox/app-outbox.ts', 'data/outbox/item.ts'].map(inRenderer).filter((id) => modules.has(id))).toEqual([]);
  });

  it("loads zod for home's idle start without the capability vocabulary", () => {
    // The subscribe form (with the API client) loads once home is idle, on a first visit before its count: zod has a
    // chunk of its own, where the capabilities' chunk would otherwise take it in and bring the vocabulary along.
    const idleParts = ['features/home/subscribe-form.tsx', 'app/header-parts.tsx', 'app/overlay-toaster.tsx'].map(inRenderer);
    const lazyChunks = chunks.filter((chunk) => chunk.isDynamicEntry && idleParts.includes(chunk.facadeModuleId ?? ''));
    expect(lazyChunks).toHaveLength(idleParts.length);
    const modules = new Set(withStaticImports(lazyChunks).flatMap((chunk) => chunk.moduleIds));
    expect([...modules].some((id) => /[\\/]node_modules[\\/]zod[\\/]/.test(id))).toBe(true);
    expect(modules.has(inCore('capabilities/vocabulary.ts'))).toBe(false);
  });

  it('gives every other screen a lazy chunk of its own', () => {
    const pages = [
      'features/simulator/simulator-detail-page.tsx',
      'features/compare/compare-page.tsx',
      'features/learning/learning-pool-page.tsx',
      'features/jobs/jobs-page.tsx',
      'features/jobs/job-detail-page.tsx',
      'features/jobs/job-apply-page.tsx',
      'features/technologies/technologies-page.tsx',
      'features/technologies/technology-detail-page.tsx',
      'features/about/about-page.tsx',
      'features/not-found/not-found-page.tsx',
    ].map(inRenderer);
    expect(pages.filter((page) => !hasOwnLazyChunk(page))).toEqual([]);
  });

  it('draws home, before its data, into home.html and the layout with a pending page into index.html, inert', () => {
    expect(root(builtPages.home)).toMatch(/^<div id="root" inert><div class="app-shell">/);
    expect(root(builtPages.home)).toContain('<h1 id="hero-title">The Platform for Open Source Reservoir Simulation</h1>');
    expect(root(builtPages.home)).toContain('aria-busy="true"');
    expect(root(builtPages.index)).toMatch(/^<div id="root" inert><div class="app-shell">/);
    expect(root(builtPages.index)).toContain('route-pending');
    expect(root(builtPages.index)).not.toContain('hero-title');
    // A reader who has chosen would see the cookie notice flash: the shell never has it.
    for (const html of Object.values(builtPages)) expect(html).not.toContain('cookie-banner');
  });

  it("names home's page as core does, for the server and the service worker alike (offline, / gets it from the precache)", async () => {
    expect(builtPages.home).toContain('hero-title');
    expect(await readFile(path.join(outDir, 'sw.js'), 'utf8')).toContain(`directoryIndex:${JSON.stringify(HOME_SHELL_FILE)}`);
  });

  it('writes a Brotli and a gzip copy of each page, script and stylesheet of 1 KB or more, the same bytes once decoded, and precaches neither', async () => {
    const files = (await readdir(outDir, { recursive: true })).map((file) => file.split(path.sep).join('/'));
    const text = files.filter((file) => /\.(js|css|html|webmanifest)$/.test(file));
    // sw.js and its workbox runtime too, which vite-plugin-pwa writes after the compression plugin's copies.
    const workbox = text.find((file) => /^workbox-[\w-]+\.js$/.test(file));
    expect(workbox).toBeDefined();
    expect(text).toEqual(expect.arrayContaining([HOME_SHELL_FILE, ROUTE_SHELL_FILE, bootFile, 'sw.js']));
    expect(files).toEqual(expect.arrayContaining(['sw.js.br', 'sw.js.gz', `${workbox}.br`, `${workbox}.gz`]));
    for (const file of text) {
      const original = await readFile(path.join(outDir, file));
      // A copy no smaller than its file is not written (the server then sends the file, compressed per request).
      if (original.length < 1024) continue;
      expect(brotliDecompressSync(await readFile(path.join(outDir, `${file}.br`))).equals(original), `${file}.br`).toBe(true);
      expect(gunzipSync(await readFile(path.join(outDir, `${file}.gz`))).equals(original), `${file}.gz`).toBe(true);
    }
    expect(await readFile(path.join(outDir, 'sw.js'), 'utf8')).not.toMatch(/\.(br|gz)"/);
  });

  it('inlines the rules the shell uses and leaves the full stylesheet, the app script and its modulepreloads to the boot script', () => {
    for (const html of Object.values(builtPages)) {
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).not.toMatch(/rel="(stylesheet|modulepreload)"/);
      expect(head.match(/<script\b[^>]*>/g)).toEqual([
        expect.stringMatching(new RegExp(`src="/${bootFile}" data-app-entry="/assets/index-`)),
      ]);
      const style = /<style>([\s\S]*?)<\/style>/.exec(head)?.[1] ?? '';
      expect(style).toContain('.app-header');
      expect(style).toContain('.bp6-button');
      // Only what the shell uses: far less than Blueprint's whole sheet.
      expect(style.length).toBeLessThan(100_000);
    }
  });

  it("has home's boot script read home's first screen and list from the app's cache tables while the app loads, and only home's", () => {
    const spec = [DB_NAME, LISTINGS_TABLE, DB_VERSION * 10, META_TABLE, FIRST_SCREEN_KEY, SYNC_META_KEY].join('/');
    expect(builtPages.home).toContain(`data-app-early-read="${spec}"`);
    expect(builtPages.index).not.toContain('data-app-early-read');
  });

  it("leaves the dark theme's rules out of the app's stylesheet, in a sheet of their own the boot script names", async () => {
    const named = (name: string) => new RegExp(`data-app-${name}="/(assets/[^"]+)"`).exec(builtPages.home)?.[1] ?? '';
    const parts = await Promise.all(styleParts(builtPages.home).map((file) => readFile(path.join(outDir, file), 'utf8')));
    const [style, dark] = [parts.join(''), await readFile(path.join(outDir, named('dark-style')), 'utf8')];
    expect(style).toContain('.bp6-button');
    expect(style).not.toMatch(/\.bp6-dark(?![\w-])/);
    expect(dark).toMatch(/\.bp6-dark \.bp6-button/);
    expect(dark.length).toBeGreaterThan(style.length / 3);
    expect(named('dark-style')).toBe(/data-app-dark-style="\/([^"]+)"/.exec(builtPages.index)?.[1]);
  });

  it("cuts the app's stylesheet into parts small enough to parse in a short task, the same on every page", async () => {
    const files = styleParts(builtPages.home);
    expect(styleParts(builtPages.index)).toEqual(files);
    expect(files.length).toBeGreaterThan(2);
    const sizes = await Promise.all(files.map(async (file) => (await readFile(path.join(outDir, file))).length));
    for (const size of sizes) expect(size).toBeLessThan(64_000);
  });

  it('writes every stylesheet a chunk preloads (a renamed sheet breaks lazy routes)', async () => {
    const named = new Set(chunks.flatMap((chunk) => chunk.code.match(/assets\/[\w-]+\.css/g) ?? []));
    expect(named.size).toBeGreaterThan(0);
    const missing: string[] = [];
    for (const file of named) await readFile(path.join(outDir, file)).catch(() => missing.push(file));
    expect(missing).toEqual([]);
  });

  it("builds no loader of Blueprint's icon paths by name, in any chunk", () => {
    const loaders = chunks.flatMap((chunk) => chunk.moduleIds).filter((id) => /@blueprintjs[\\/]icons[\\/].*([Pp]aths|iconNames)/.test(id));
    expect(loaders).toEqual([]);
    expect(chunks.map((chunk) => chunk.fileName).filter((name) => /(^|\/)(all)?[Pp]aths/.test(name))).toEqual([]);
  });

  it("writes the server render bundle beside the build, under core's names, and it draws a simulator's page escaped", async () => {
    // Loaded through vitest's module runner, which transforms the whole bundle first: seconds, hence the timeout.
    const bundle = (await import(pathToFileURL(path.join(serverRenderDirOf(outDir), SIMULATOR_RENDER_FILE)).href)) as {
      renderSimulatorPage: (simulator: Simulator) => string;
    };
    const markup = bundle.renderSimulatorPage(
      makeSimulator({ id: 9, name: '<img src=x onerror=alert(1)>', description: '</div><script>alert(1)</script>' }),
    );
    expect(markup).toMatch(/^<div class="app-shell">/);
    expect(markup).toContain('<h1 class="detail-name">&lt;img src=x onerror=alert(1)&gt;</h1>');
    expect(markup).toContain('&lt;/div&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(markup).not.toMatch(/<img src=x|<script>/);
    expect(markup).toContain('href="/report-error/9"');
  }, 120_000);

  it('gives the route page the rules of a server-drawn simulator page, in the root the server draws into', () => {
    expect(root(builtPages.index).startsWith(SHELL_ROOT_OPEN)).toBe(true);
    const style = /<style>([\s\S]*?)<\/style>/.exec(builtPages.index)?.[1] ?? '';
    for (const rule of ['.detail-columns', '.detail-name', '.detail-sidebar', '.bp6-tab-list']) expect(style).toContain(rule);
    // Home's page has no simulator page to draw.
    expect(/<style>([\s\S]*?)<\/style>/.exec(builtPages.home)?.[1]).not.toContain('.detail-columns');
  });
});
