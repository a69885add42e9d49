/**
 * The capability matrix at scale in Chromium (issue 27): 5,000 synthetic simulators, each with capability terms,
 * synced into the browser's cache; then /matrix with 60 terms as columns, reached by a client-side navigation from
 * home with the cache warm (home has drawn the list), timed to its first rows drawn; then the grid scrolled a
 * step every frame, timed frame by frame. See bench/README.md.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { capabilityVocabulary, resultCountText, type SimulatorInput } from '@rsd/core';
import type { Pool } from 'pg';
import { withSyncedWrite } from '../apps/server/src/db/transactions';
import { startRealServer } from '../apps/desktop/test-server/real-server';
import { openPool } from './lib/bench-app';
import { int, ms, textTable } from './lib/format';
import { BenchFailure, runBench, type Cleanup } from './lib/harness';
import { insertSimulators, syntheticName, syntheticSimulator } from './lib/synthetic-simulators';

const ROWS = 5_000;
const COLUMNS = 60;
/** Issue 27's figures. */
const TARGET_FIRST_ROWS_MS = 500;
const TARGET_FRAME_P95_MS = 16;
/** Navigations timed (the first fetches the page's chunk; the rest find it loaded). */
const NAVIGATIONS = 5;
/** Pixels scrolled per frame (about 7,000 px a second at 60 Hz: a fast flick, rows drawn anew every few frames). */
const SCROLL_STEP_PX = Number(process.env.BENCH_SCROLL_STEP_PX ?? 120);
const SCROLL_FRAMES = 240;
const VIEWPORT = { width: 1366, height: 768 };

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.resolve(process.env.BENCH_WEB_DIR ?? path.join(root, 'out/web'));

/** A synthetic simulator with a varied name, as home-filter's. */
function matrixSimulator(n: number): SimulatorInput {
  const base = syntheticSimulator(n);
  const name = syntheticName(n);
  return { ...base, name, fullName: base.fullName.replace(/^Synthetic/, name) };
}

/** Every vocabulary term; the matrix shows the first COLUMNS of them. */
const TERM_IDS = capabilityVocabulary().facets.flatMap((facet) => facet.terms.map((term) => term.id));

/**
 * Terms for the row with `id`: about one in five of the vocabulary, picked by a fixed hash so every run is the same.
 * The synthetic capability texts name few real terms, so the bench writes the terms as the server's derivation would
 * have stored them, each with record evidence.
 */
function syntheticTerms(id: number): { term: string; evidence: { source: 'record'; field: 'physics_and_models'; text: string } }[] {
  return TERM_IDS.filter((_, index) => (Math.imul(id + 1, 2_654_435_761) ^ Math.imul(index + 1, 40_503)) % 5 === 0).map((term) => ({
    term,
    evidence: { source: 'record', field: 'physics_and_models', text: `synthetic ${term}` },
  }));
}

/** Writes the terms into every row, in one synced write so they reach the cache with the first sync. */
async function setCapabilities(pool: Pool): Promise<number> {
  return withSyncedWrite(pool, async (client) => {
    const { rows } = await client.query<{ id: number }>('SELECT id FROM simulators');
    const values = rows.map(({ id }) => ({ id, caps: syntheticTerms(id) }));
    const result = await client.query(
      `UPDATE simulators s SET capabilities = v.caps
         FROM jsonb_to_recordset($1::jsonb) AS v(id integer, caps jsonb) WHERE s.id = v.id`,
      [JSON.stringify(values)],
    );
    return result.rowCount ?? 0;
  });
}

function buildWeb(): void {
  console.info('[matrix] building the web build (npm run build:web)...');
  const build = spawnSync('npm', ['run', 'build:web'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`npm run build:web failed (exit ${build.status}):\n${build.stdout}\n${build.stderr}`);
}

/**
 * In the page: a client-side navigation to `url` (the router follows history's popstate, as for Back and Forward),
 * timed from just before it to the animation frame after the grid's first tool row is in the DOM.
 */
function navigateAndTime(url: string): Promise<number> {
  return new Promise((resolve) => {
    const started = performance.now();
    const observer = new MutationObserver(() => {
      if (!document.querySelector('table[role="grid"] tr[aria-rowindex="2"]')) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - started));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  });
}

/** In the page: scrolls the grid's box by `step` px every frame for `frames` frames; the intervals between frames. */
async function scrollAndTime({ step, frames }: { step: number; frames: number }): Promise<number[]> {
  const box = document.querySelector('.matrix-scroll');
  if (!box) throw new Error('no .matrix-scroll');
  // No named inner functions: tsx would wrap them in a helper that does not exist in the page.
  const intervals: number[] = [];
  let last = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
  for (let frame = 0; frame < frames; frame++) {
    box.scrollTop += step;
    const now = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
    intervals.push(now - last);
    last = now;
  }
  return intervals;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const median = (values: number[]) =>
  quantile(
    values.toSorted((a, b) => a - b),
    0.5,
  );

runBench({ name: 'matrix', timeLimitMs: 10 * 60_000 }, async (cleanup: Cleanup) => {
  const started = Date.now();
  if (!process.argv.includes('--no-build') && !process.env.BENCH_WEB_DIR) buildWeb();

  const server = await startRealServer({ nodeEnv: 'production', webDistDir: webDir });
  cleanup.defer('real server', () => server.dispose());
  const pool = openPool(server.databaseUrl, cleanup);
  const inserted = await insertSimulators(
    pool,
    Array.from({ length: ROWS }, (_, n) => matrixSimulator(n)),
  );
  const tagged = await setCapabilities(pool);
  const total = ((await (await fetch(`${server.url}/api/simulators`)).json()) as unknown[]).length;
  console.info(`[matrix] real server at ${server.url}: ${int(inserted)} synthetic simulators, ${int(tagged)} rows given terms`);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  cleanup.defer('Chromium', () => browser.close());
  const page = await (await browser.newContext({ viewport: VIEWPORT })).newPage();

  // Home, the whole directory synced into the cache and drawn: the warm start the matrix is reached from.
  await page.goto(`${server.url}/`);
  await page.getByText(resultCountText(total), { exact: true }).waitFor({ timeout: 180_000 });
  await page.getByRole('button', { name: 'Accept' }).click();
  const matrixUrl = `/matrix?terms=${TERM_IDS.slice(0, COLUMNS).join(',')}`;

  const firstRows: number[] = [];
  for (let run = 0; run < NAVIGATIONS; run++) {
    firstRows.push(await page.evaluate(navigateAndTime, matrixUrl));
    const grid = page.getByRole('grid', { name: 'Capability matrix' });
    const [rowCount, colCount] = [await grid.getAttribute('aria-rowcount'), await grid.getAttribute('aria-colcount')];
    if (rowCount !== String(total + 1) || colCount !== String(COLUMNS + 1))
      throw new BenchFailure(
        `the grid has aria-rowcount ${rowCount} and aria-colcount ${colCount}, expected ${total + 1} and ${COLUMNS + 1}`,
      );
    if (run < NAVIGATIONS - 1) {
      await page.goBack();
      await page.getByText(resultCountText(total), { exact: true }).waitFor();
    }
  }

  await page.waitForTimeout(500);
  // BENCH_TRACE=file.json: a Chrome trace of the scrolling (opens in Chrome DevTools' Performance panel).
  const traceFile = process.env.BENCH_TRACE;
  if (traceFile) await browser.startTracing(page, { path: traceFile, screenshots: false });
  const intervals = await page.evaluate(scrollAndTime, { step: SCROLL_STEP_PX, frames: SCROLL_FRAMES });
  if (traceFile) await browser.stopTracing();
  const drawnRows = await page.evaluate(() => document.querySelectorAll('table[role="grid"] tbody tr').length);
  const sorted = intervals.toSorted((a, b) => a - b);
  const p95 = quantile(sorted, 0.95);
  // A 60 Hz display draws every 16.7 ms: an interval of one and a half of those or more is a frame dropped.
  const dropped = intervals.filter((interval) => interval > 25).length;

  console.info(
    `\n${textTable([
      ['figure', 'value'],
      ['simulators in the grid', int(total)],
      ['columns (terms)', int(COLUMNS)],
      ['navigation from home -> first rows, first (loads the chunk)', ms(firstRows[0]!)],
      [`navigation from home -> first rows, median of ${NAVIGATIONS}`, ms(median(firstRows))],
      ['navigation from home -> first rows, max', ms(Math.max(...firstRows))],
      ['scrolling: frames', `${int(intervals.length)} at ${SCROLL_STEP_PX} px a frame`],
      ['scrolling: frame interval median', ms(quantile(sorted, 0.5))],
      ['scrolling: frame interval p95', ms(p95)],
      ['scrolling: frame interval max', ms(sorted.at(-1)!)],
      ['scrolling: frames dropped (interval > 25 ms)', int(dropped)],
      ['tool rows in the DOM after scrolling', int(drawnRows)],
    ])}`,
  );
  const worstFirst = Math.max(...firstRows);
  console.info(
    `\nfirst rows after navigation (worst of ${NAVIGATIONS}) ${ms(worstFirst)} (target <= ${TARGET_FIRST_ROWS_MS} ms): ${worstFirst <= TARGET_FIRST_ROWS_MS ? 'PASS' : 'BELOW TARGET'}`,
  );
  // rAF runs once per display frame: 16.7 ms at 60 Hz is a frame kept, so the target reads as "no frame dropped at p95".
  console.info(
    `scrolling frame p95 ${ms(p95)} (target <= ${TARGET_FRAME_P95_MS} ms, i.e. one 60 Hz frame of 16.7 ms): ${p95 <= 1000 / 60 + 0.5 ? 'PASS' : 'BELOW TARGET'}`,
  );
  console.info(
    `  Chromium ${browser.version()} at ${VIEWPORT.width}x${VIEWPORT.height}; times are in the page: from the navigation to the animation frame after the first tool row is in the DOM, and between animation frames while the grid's box scrolls ${SCROLL_STEP_PX} px a frame.`,
  );
  console.info(`\n[matrix] done in ${((Date.now() - started) / 1000).toFixed(0)} s (node ${process.version}, ${os.cpus().length} CPUs)`);
});
