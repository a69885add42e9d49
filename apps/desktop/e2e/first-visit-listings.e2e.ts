import { expect, test, type Page } from '@playwright/test';
import { resultCountText } from '@rsd/core';
import { Client } from 'pg';
import { startRealServer, type RealServer } from '../test-server/real-server';

/**
 * A first visit's sync stores every listing (GET /api/sync/listings) before the records' pages: home shows the whole
 * directory while the pages still come. 1,000 tools besides the seed make the records three pages of 500.
 */
let server: RealServer;
let total: number;
const LAST = 'Listed first 1000';

test.beforeAll(async () => {
  server = await startRealServer({ nodeEnv: 'production' });
  const database = new Client({ connectionString: server.databaseUrl });
  await database.connect();
  try {
    await database.query(
      `INSERT INTO simulators (name, full_name, short_description, description, website)
       SELECT 'Listed first ' || lpad(n::text, 4, '0'), 'A tool listed first', 'Synthetic', 'Synthetic', 'https://example.org'
       FROM generate_series(1, 1000) AS n`,
    );
    total = (await database.query<{ count: number }>('SELECT count(*)::int AS count FROM simulators')).rows[0]!.count;
  } finally {
    await database.end();
  }
});

test.afterAll(async () => {
  await server?.dispose();
});

const syncStatus = (page: Page, label: string | RegExp) =>
  page.getByRole('button', { name: typeof label === 'string' ? `Sync status: ${label}` : label });

test('a first visit shows the full count while the records still come', async ({ page, context }) => {
  // The records' pages after the first wait until released; the listings answer is not held.
  const held: Array<() => void> = [];
  let pagesAsked = 0;
  let released = false;
  await context.route(/\/api\/sync\?/, async (route) => {
    pagesAsked += 1;
    if (pagesAsked > 1 && !released) await new Promise<void>((resolve) => held.push(resolve));
    await route.continue();
  });

  await page.goto(`${server.url}/`);
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(resultCountText(total), { exact: true })).toBeVisible();
  await expect(syncStatus(page, /^Sync status: Syncing… page 1 of \d+$/)).toBeVisible();

  // The last tool's record is on the last page, held back: its card is there from its listing.
  await page.getByLabel('Search simulators').fill(LAST);
  await expect(page.getByRole('article', { name: LAST })).toBeVisible();
  await expect(syncStatus(page, /^Sync status: Syncing… page 1 of \d+$/)).toBeVisible();

  released = true;
  for (const release of held) release();
  await expect(syncStatus(page, 'Up to date')).toBeVisible();
  await page.getByLabel('Search simulators').fill('');
  await expect(page.getByText(resultCountText(total), { exact: true })).toBeVisible();
});

test("a card's View Details opens its page while a first sync's later pages are held", async ({ page, context }) => {
  // Every records' page after the first is held for the whole test: OPM Flow (seeded, so on the first page) is
  // cached whole, the last tool only listed.
  const held: Array<() => void> = [];
  let pagesAsked = 0;
  await context.route(/\/api\/sync\?/, async (route) => {
    pagesAsked += 1;
    if (pagesAsked > 1) await new Promise<void>((resolve) => held.push(resolve));
    await route.continue();
  });

  await page.goto(`${server.url}/`);
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(resultCountText(total), { exact: true })).toBeVisible();
  await expect(syncStatus(page, /^Sync status: Syncing… page 1 of \d+$/)).toBeVisible();

  for (const name of ['OPM Flow', LAST]) {
    await page.getByLabel('Search simulators').fill(name);
    await page
      .getByRole('article', { name })
      .getByRole('link', { name: /View Details/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.goBack();
  }
  await expect(syncStatus(page, /^Sync status: Syncing… page 1 of \d+$/)).toBeVisible();
  for (const release of held) release();
});
