import { expect, test, type Page } from '@playwright/test';
import { startRealServer, type RealServer } from '../test-server/real-server';
import { expectNoSeriousA11yViolations } from './axe';

let server: RealServer;

test.beforeAll(async () => {
  server = await startRealServer({ nodeEnv: 'production' });
});

test.afterAll(async () => {
  await server?.dispose();
});

const resources = (page: Page) => page.getByRole('list', { name: 'Learning resources' }).getByRole('article');

for (const width of [375, 768, 1366]) {
  test(`tabs and search live in the URL, survive a reload and follow back and forward (${width}px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${server.url}/learning-pool`);
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Learning Pool' })).toBeVisible();
    await expect(page.getByText(/gathered from the learning materials/)).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['All Resources', 'Documentation', 'Tutorials', 'Community']);
    // The tabs' row scrolls inside itself on a phone: the page never gets wider than the window.
    expect(await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(0);
    await expect(page.getByRole('link', { name: /OPM Flow manual/ })).toHaveAttribute('href', 'https://opm-project.org/?page_id=955');
    const all = await resources(page).count();
    expect(all).toBeGreaterThan(10);

    await page.getByRole('tab', { name: 'Community' }).click();
    await expect(page).toHaveURL(/\?tab=community$/);
    await expect(page.getByRole('tab', { name: 'Community' })).toHaveAttribute('aria-selected', 'true');
    const community = await resources(page).count();
    expect(community).toBeGreaterThan(0);
    expect(community).toBeLessThan(all);
    await expect(resources(page).first()).toContainText('Community');

    await page.getByLabel('Search resources').fill('opm flow');
    await expect(page).toHaveURL(/\?q=opm\+flow&tab=community$/);
    await expect(page.getByRole('link', { name: /Mailing list/ }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Search resources')).toHaveValue('opm flow');
    await expect(page.getByRole('tab', { name: 'Community' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('link', { name: /Mailing list/ }).first()).toBeVisible();

    await page.getByRole('tab', { name: 'Documentation' }).click();
    await expect(page).toHaveURL(/\?q=opm\+flow&tab=documentation$/);
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Community' })).toHaveAttribute('aria-selected', 'true');
    await page.goForward();
    await expect(page.getByRole('tab', { name: 'Documentation' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Search resources')).toHaveValue('opm flow');
  });
}

test('explains an empty search', async ({ page }) => {
  await page.goto(`${server.url}/learning-pool?q=no-such-resource-zz`);
  await expect(page.getByText('No resources found')).toBeVisible();
  await expect(page.getByText('No resources matching "no-such-resource-zz" were found. Try a different search term.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the header link opens the learning pool', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${server.url}/`);
  await page.getByRole('banner').getByRole('link', { name: 'Learning Pool', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Learning Pool' })).toBeVisible();
  await expect(page).toHaveTitle(/^Learning Pool/);
});

test('no serious accessibility violation', async ({ page }) => {
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${server.url}/learning-pool?tab=tutorials`);
    await expect(resources(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});
