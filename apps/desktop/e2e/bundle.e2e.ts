import { expect, test, type Page } from '@playwright/test';
import { startRealServer, type RealServer } from '../test-server/real-server';
import { scrollToCard } from './home-grid';

// What the browser really fetches: home's first load, and icons drawn without Blueprint's loader by name.
let server: RealServer;

test.beforeAll(async () => {
  server = await startRealServer({ nodeEnv: 'production' });
});

test.afterAll(async () => {
  await server?.dispose();
});

/** Every script the page requests from now on, and every console error it logs. */
function watch(page: Page) {
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { scripts, errors };
}

const ICON_PATHS = /(^|\/)(all)?[Pp]aths|PathsLoader|PathsBySize/;
// Loaded only once a write waits (the outbox's runner, the subscribe form's waiting list) or on an admin route.
const NOT_AT_START = /\/(app-outbox|waiting-subscriptions|admin-routes)-[\w-]+\.js$/;
// The detail page is left out: home fetches it on purpose once idle (last test).
const OTHER_SCREENS = /(compare|learning-pool|jobs|job-detail|job-apply|technologies|technology-detail|about|not-found)-page/;

test('home loads no other screen and no icon paths, and its subscribe form comes to life', async ({ page }) => {
  const { scripts, errors } = watch(page);
  await page.goto(`${server.url}/`);

  await expect(page.getByText(/^Showing \d+ simulator\(s\)$/)).toBeVisible();
  const subscribe = page.getByRole('region', { name: 'Stay Up to Date' }).getByRole('button', { name: 'Subscribe' });
  await expect(subscribe).toBeEnabled();
  await expect(page.getByRole('region', { name: 'Stay Up to Date' }).getByLabel('Email')).toBeEditable();

  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => ICON_PATHS.test(script))).toEqual([]);
  expect(scripts.filter((script) => OTHER_SCREENS.test(script))).toEqual([]);
  // By now home is drawn and its background start (sync, subscribe form, outbox watcher) has run.
  expect(scripts.filter((script) => NOT_AT_START.test(script))).toEqual([]);
  expect(errors).toEqual([]);
});

test('the learning pool and technologies draw their icons from components, fetching no icon paths', async ({ page }) => {
  const { scripts, errors } = watch(page);
  await page.goto(`${server.url}/learning-pool`);
  const typeTag = page.locator('.resource-card-type').first();
  await expect(typeTag).toBeVisible();
  await expect(typeTag.locator('svg')).toHaveCount(1);

  await page.goto(`${server.url}/technologies`);
  const views = page.getByRole('group', { name: 'View' }).or(page.locator('.technologies-view'));
  await expect(views.first().locator('svg')).toHaveCount(2);

  expect(scripts.filter((script) => ICON_PATHS.test(script))).toEqual([]);
  expect(errors.filter((text) => text.includes('[Blueprint]'))).toEqual([]);
});

// Last: it stops the server.
test('the detail page, a lazy chunk, still opens from home once the server is gone', async ({ page }) => {
  await page.goto(`${server.url}/`);
  // One row of cards is drawn below the fold at the page's top: the reader scrolls down to the card.
  await expect(page.getByRole('article').first()).toBeVisible();
  const card = await scrollToCard(page, 'DuMux');
  await expect(card).toBeVisible();
  // Home prefetches the screens that read only the cache once it is idle (the script; its CSS comes beside it).
  await expect
    .poll(() =>
      page.evaluate<number>(
        "performance.getEntriesByType('resource').filter((e) => /simulator-detail-page-[^/]*\\.js$/.test(e.name)).length",
      ),
    )
    .toBe(1);

  // A first visit lists every tool before their records land: offline, only a stored record opens.
  await expect(page.getByRole('button', { name: 'Sync status: Up to date' })).toBeVisible();
  await server.stop();
  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'DuMux' })).toBeVisible();
});
