import { expect, test } from '@playwright/test';
import { startRealServer, type RealServer } from '../test-server/real-server';
import { emulateColorScheme } from './color-scheme';

// The web build's first frame is in its HTML (apps/desktop/vite/prerender-shell.ts): what a visitor sees before
// any script has run, and how the app takes over from it.
let server: RealServer;

test.beforeAll(async () => {
  server = await startRealServer({ nodeEnv: 'production' });
});

test.afterAll(async () => {
  await server?.dispose();
});

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test("home's HTML already shows the header, the hero, the tools section and its placeholder cards, styled", async ({ page }) => {
    await page.goto(`${server.url}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'The Platform for Open Source Reservoir Simulation' })).toBeVisible();
    await expect(page.locator('.app-header')).toContainText('Reservoir Simulation Directory');
    await expect(page.getByRole('heading', { name: 'Simulation Tools' })).toBeVisible();
    await expect(page.locator('.simulator-grid[aria-busy="true"] > *:not(output)')).not.toHaveCount(0);
    // The inlined rules are there: the header is Blueprint-dark, not an unstyled block.
    const headerBackground = await page
      .locator('.app-header')
      .evaluate((header) => header.ownerDocument.defaultView?.getComputedStyle(header).backgroundColor);
    expect(headerBackground).not.toBe('rgba(0, 0, 0, 0)');
    // Nothing in the picture can be used or take input before the app is there.
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
  });

  test('any other route gets the layout with a pending page, never the home hero', async ({ page }) => {
    await page.goto(`${server.url}/jobs`);
    await expect(page.locator('.app-header')).toContainText('Reservoir Simulation Directory');
    await expect(page.locator('.route-pending')).toBeVisible();
    await expect(page.getByText('The Platform for Open Source Reservoir Simulation')).toHaveCount(0);
  });

  test('the page holds no render-blocking stylesheet and no app script, only the boot script', async ({ page }) => {
    const response = await page.goto(`${server.url}/`);
    const html = await response!.text();
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(html).not.toMatch(/<link[^>]+rel="modulepreload"/);
    expect(html.match(/<script\b/g)).toHaveLength(1);
    expect(html).toMatch(/<script type="module"[^>]+data-app-entry="\/assets\/[^"]+\.js"/);
  });
});

test('the app takes over the shell: its stylesheet is in before it renders, and the page becomes usable', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${server.url}/`);
  await expect(page.getByText(/^Showing \d+ simulator\(s\)$/)).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  // The app's stylesheet, in the parts the boot script names (vite/split-stylesheet.ts), each linked once, in order.
  const parts = ((await page.locator('script[data-app-style]').getAttribute('data-app-style')) ?? '').split(' ');
  expect(parts.length).toBeGreaterThan(1);
  expect(
    await page.locator('link[rel="stylesheet"][href^="/assets/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
  ).toEqual(parts);
  await page.getByLabel('Search simulators').fill('OPM');
  await expect(page).toHaveURL(/[?&]q=OPM/);
  expect(errors).toEqual([]);
});

test("a light page never loads the dark theme's rules; a dark one loads them before it turns dark", async ({ page }) => {
  const darkSheets: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/dark-[\w-]+\.css$/.test(request.url())) darkSheets.push(request.url());
  });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${server.url}/about`);
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(darkSheets).toEqual([]);
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(246, 247, 249)');

  await emulateColorScheme(page, 'dark');
  expect(darkSheets).toHaveLength(1);
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(37, 42, 49)');
  expect(await page.locator('link[rel="stylesheet"][href^="/assets/dark-"]').count()).toBe(1);
});
