import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_FILTER_STATE, filterSimulators, type Simulator } from '@rsd/core';
import { Client } from 'pg';
import { startRealServer, type RealServer } from '../test-server/real-server';
import { scrollToCard } from './home-grid';

/**
 * The web build with the server down: the service worker serves the shell and every chunk, the Dexie cache
 * the data. Each test gets a fresh browser context (Playwright's default), so no worker or cache leaks.
 */
let server: RealServer;
let simulators: Simulator[];
let technologies: { id: number; name: string }[];
let jobs: { id: number; title: string }[];

test.beforeAll(async () => {
  server = await startRealServer({ nodeEnv: 'production' });
  simulators = (await (await fetch(`${server.url}/api/simulators`)).json()) as typeof simulators;
  technologies = (await (await fetch(`${server.url}/api/technologies`)).json()) as typeof technologies;
  jobs = (await (await fetch(`${server.url}/api/jobs`)).json()) as typeof jobs;
});

test.afterAll(async () => {
  await server?.dispose();
});

const idOf = (name: string) => simulators.find((s) => s.name === name)!.id;
const syncStatus = (page: Page, label: string) => page.getByRole('button', { name: `Sync status: ${label}` });
const countLine = (page: Page) => page.getByText(/^Showing \d+ simulator\(s\)$/);

/** Loads the app, lets it sync and the worker install its precache, and saves a job. */
async function loadAndSync(page: Page) {
  await page.goto(`${server.url}/`);
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(countLine(page)).toHaveText(`Showing ${simulators.length} simulator(s)`);
  await expect(syncStatus(page, 'Up to date')).toBeVisible();
  // Activated means installed: the whole build is in the precache.
  // (A string: this file is type-checked without the DOM library.)
  await expect
    .poll(() => page.evaluate('navigator.serviceWorker.ready.then((registration) => registration.active.state)'))
    .toBe('activated');

  const job = jobs[0]!;
  await page.goto(`${server.url}/jobs`);
  await expect(page.getByText(`Found ${jobs.length} job(s)`)).toBeVisible();
  await page.goto(`${server.url}/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  return job;
}

test('a synced page reloads with the server stopped, and every read screen works from the cache', async ({ page }) => {
  // Two server starts and a catch-up after the restart.
  test.setTimeout(240_000);
  const savedJob = await loadAndSync(page);
  await server.stop();

  await page.goto(`${server.url}/`);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'The Platform for Open Source Reservoir Simulation' })).toBeVisible();
  await expect(countLine(page)).toHaveText(`Showing ${simulators.length} simulator(s)`);
  await expect(syncStatus(page, 'Offline')).toBeVisible();

  // Home: search and a checkbox filter, both in the URL.
  await page.getByLabel('Search simulators').fill('DuMux');
  await expect(countLine(page)).toHaveText('Showing 1 simulator(s)');
  await expect(page.getByRole('article', { name: 'DuMux' })).toBeVisible();
  await page.getByLabel('Search simulators').fill('');
  await page.getByRole('button', { name: 'More Filters' }).click();
  const language = 'Python';
  // Core's filter rule: a language matches the first word of an entry ('Python (ODBind bindings)' is Python).
  const withLanguage = filterSimulators(simulators, '', { ...DEFAULT_FILTER_STATE, programmingLanguages: [language] }).length;
  await page
    .locator('label', { has: page.getByRole('checkbox', { name: language, exact: true }) })
    .first()
    .click();
  await expect(page).toHaveURL(/lang=Python/);
  await expect(countLine(page)).toHaveText(`Showing ${withLanguage} simulator(s)`);

  // A detail page, loaded afresh offline, with every tab.
  await page.goto(`${server.url}/simulator/${idOf('OPM Flow')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'OPM Flow' })).toBeVisible();
  for (const tab of ['Features & Capabilities', 'Technology', 'Benchmark Studies', 'Resources & Learning', 'Overview']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText(/\S/);
  }

  // Compare of two.
  await page.goto(`${server.url}/compare?ids=${idOf('OPM Flow')},${idOf('DuMux')}`);
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('link', { name: 'DuMux', exact: true })).toBeVisible();

  // Learning pool with a tab and a search.
  await page.goto(`${server.url}/learning-pool`);
  await expect(page.getByRole('heading', { level: 1, name: 'Learning Pool' })).toBeVisible();
  await page.getByRole('tab', { name: 'Community' }).click();
  await page.getByLabel('Search resources').fill('opm flow');
  await expect(page.getByRole('link', { name: /Mailing list/ }).first()).toBeVisible();

  // Technologies and a technology.
  const technology = technologies[0]!;
  await page.goto(`${server.url}/technologies`);
  await expect(page.getByRole('heading', { level: 1, name: 'Technology Catalogue' })).toBeVisible();
  await page.getByRole('link', { name: technology.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: technology.name })).toBeVisible();

  // Jobs: the last list, marked out of date, and the saved job.
  await page.goto(`${server.url}/jobs`);
  await expect(page.getByText('You are offline: these jobs were loaded earlier and may be out of date.')).toBeVisible();
  await expect(page.getByText(`Found ${jobs.length} job(s)`)).toBeVisible();
  await page.goto(`${server.url}/jobs?tab=saved`);
  await page.getByRole('link', { name: savedJob.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: savedJob.title })).toBeVisible();
  await expect(page.getByText('You are offline: this job was loaded earlier and may be out of date.')).toBeVisible();
  await expect(syncStatus(page, 'Offline')).toBeVisible();

  // The server comes back and a simulator changes there: the open page shows it without a reload.
  await page.goto(`${server.url}/`);
  // One row of cards is drawn below the fold at the page's top: the reader scrolls down to the card.
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(await scrollToCard(page, 'DuMux')).toBeVisible();
  await server.start();
  const changed = 'Changed on the server while this page was offline.';
  const client = new Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    await client.query('UPDATE simulators SET short_description = $1 WHERE id = $2', [changed, idOf('DuMux')]);
  } finally {
    await client.end();
  }
  await expect(page.getByRole('article', { name: 'DuMux' })).toContainText(changed, { timeout: 40_000 });
  await expect(syncStatus(page, 'Up to date')).toBeVisible();
});

test('the web build has an installable manifest and a worker that is never cached long', async ({ page }) => {
  if (
    !(await fetch(`${server.url}/api/sync?limit=1`).then(
      (r) => r.ok,
      () => false,
    ))
  )
    await server.start();
  const worker = await fetch(`${server.url}/sw.js`);
  expect(worker.status).toBe(200);
  expect(worker.headers.get('cache-control')).toBe('no-cache');
  expect(await fetch(`${server.url}/api/nothing-here`).then((r) => r.headers.get('content-type'))).toMatch(/json/);

  await page.goto(`${server.url}/`);
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await fetch(new URL(manifestUrl!, server.url))).json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Reservoir Simulation Directory', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
  for (const icon of manifest.icons) expect((await fetch(new URL(icon.src, server.url))).headers.get('content-type')).toBe('image/png');
});
