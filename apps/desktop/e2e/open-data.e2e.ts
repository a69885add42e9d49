import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { isoToday, releasedRecently, type Simulator } from '@rsd/core';
import { startRealServer, type RealServer } from '../test-server/real-server';
import { expectNoSeriousA11yViolations } from './axe';

// Tests run in file order on one server; the last one stops it to prove the export works offline.
let server: RealServer;
let all: Simulator[];

test.beforeAll(async () => {
  server = await startRealServer({ nodeEnv: 'production' });
  all = (await (await fetch(`${server.url}/api/simulators`)).json()) as Simulator[];
});

test.afterAll(async () => {
  await server?.dispose();
});

const WIDTHS = [375, 768, 1366] as const;

async function downloadText(download: Download): Promise<string> {
  const path = await download.path();
  return readFile(path, 'utf8');
}

async function exportAs(page: Page, format: RegExp): Promise<Download> {
  await page.getByRole('button', { name: /^Export \d+ simulator\(s\)$/ }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: format }).click();
  return downloading;
}

/** The CSV's records without the BOM, each split into its quoted cells. */
const csvRecords = (csv: string): string[][] =>
  csv
    .slice(1)
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.slice(1, -1).split('","'));

test('home exports the filtered list as CSV; the release filter and sort live in the URL', async ({ page }) => {
  const today = isoToday();
  const recent = all.filter((s) => releasedRecently(s.lastReleaseDate, today));
  expect(recent.length).toBeGreaterThan(0);
  expect(recent.length).toBeLessThan(all.length);

  await page.goto(`${server.url}/`);
  // The cookie banner covers the bottom of the page until a choice is made.
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(/^Showing \d+ simulator\(s\)$/)).toBeVisible();
  // Blueprint's switch draws its indicator over the input: a reader clicks the label.
  await page.locator('label', { has: page.getByRole('checkbox', { name: 'Released in the last 2 years' }) }).click();
  await page.getByLabel('Sort by').selectOption('latest-release');
  await expect(page).toHaveURL(/released=2y/);
  await expect(page).toHaveURL(/sort=release/);
  await expect(page.getByText(`Showing ${recent.length} simulator(s)`)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Released in the last 2 years' })).toBeChecked();
  await expect(page.getByLabel('Sort by')).toHaveValue('latest-release');
  await expect(page.getByText(`Showing ${recent.length} simulator(s)`)).toBeVisible();

  const download = await exportAs(page, /^CSV/);
  expect(download.suggestedFilename()).toBe('simulators.csv');
  const csv = await downloadText(download);
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = csvRecords(csv);
  expect(header?.slice(0, 3)).toEqual(['id', 'name', 'fullName']);
  expect(rows.map((row) => Number(row[0])).toSorted((a, b) => a - b)).toEqual(recent.map((s) => s.id).toSorted((a, b) => a - b));
  const dates = rows.map((row) => row[header!.indexOf('lastReleaseDate')] ?? '');
  expect(dates).toEqual(dates.toSorted().toReversed());

  await expectNoSeriousA11yViolations(page);
});

test('the detail page shows the freshness badge, similar tools and a Cite dialog that copies BibTeX', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const opm = all.find((s) => s.name === 'OPM Flow');
  expect(opm).toBeDefined();

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${server.url}/simulator/${opm!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'OPM Flow' })).toBeVisible();
    await expect(page.locator('.detail-freshness')).toHaveText(/^(Released (today|yesterday|\d+ \w+ ago)|No release in \d+ years?)$/);
    const similar = page.getByRole('region', { name: 'Similar tools' });
    await expect(similar).toBeVisible();
    const links = similar.getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(1);
    expect(await links.count()).toBeLessThanOrEqual(4);
  }
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Cite', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Cite OPM Flow' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Copy BibTeX' }).click();
  await expect(page.getByText('BibTeX copied')).toBeVisible();
  const copied = await page.evaluate<string>('navigator.clipboard.readText()');
  expect(copied).toMatch(/^@software\{opmflow\d{4},\n/);
  expect(copied).toContain('title = {{OPM Flow: ');

  await dialog.getByRole('tab', { name: 'CITATION.cff' }).click();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download CITATION.cff' }).click();
  const cff = await downloadText(await downloading);
  expect(cff).toContain('cff-version: 1.2.0');
  expect(cff).toContain('title: "OPM Flow');

  // CodeMeta is written in the page from the cached record; the server serves the same document at the link.
  await dialog.getByRole('tab', { name: 'CodeMeta' }).click();
  const written: unknown = JSON.parse(await dialog.getByRole('textbox', { name: 'CodeMeta citation' }).inputValue());
  expect(written).toMatchObject({ '@context': 'https://w3id.org/codemeta/3.0', '@type': 'SoftwareSourceCode', name: 'OPM Flow' });
  const href = await dialog.getByRole('link', { name: /\/codemeta\.json$/ }).getAttribute('href');
  const served = await page.request.get(href ?? '');
  expect(served.headers()['content-type']).toMatch(/^application\/ld\+json/);
  expect(await served.json()).toEqual(written);
  await expectNoSeriousA11yViolations(page);
});

test('home cards carry the freshness badge at every width', async ({ page }) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${server.url}/?sort=release`);
    const firstCard = page.getByRole('article').first();
    await expect(firstCard).toBeVisible();
    await expect(firstCard.locator('[data-freshness]')).toHaveText(/^Released /);
  }
});

test('the export works from the cache with the server stopped', async ({ page }) => {
  await page.goto(`${server.url}/?q=flow`);
  const countLine = page.getByText(/^Showing \d+ simulator\(s\)$/);
  await expect(countLine).toBeVisible();
  const count = Number((await countLine.innerText()).match(/\d+/)?.[0]);
  // The export's writers are a lazy chunk: offline, the service worker serves it once it is active.
  // (A string: this file is type-checked without the DOM library.)
  await expect
    .poll(() => page.evaluate('navigator.serviceWorker.ready.then((registration) => registration.active.state)'))
    .toBe('activated');
  // A first visit lists every tool before their records land: the file is written from stored records.
  await expect(page.getByRole('button', { name: 'Sync status: Up to date' })).toBeVisible();

  await server.stop();
  const download = await exportAs(page, /^JSON$/);
  expect(download.suggestedFilename()).toBe('simulators.json');
  const rows = JSON.parse(await downloadText(download)) as Simulator[];
  expect(rows).toHaveLength(count);
  expect(rows.every((s) => `${s.name} ${s.fullName} ${s.shortDescription}`.toLowerCase().includes('flow'))).toBe(true);
});
