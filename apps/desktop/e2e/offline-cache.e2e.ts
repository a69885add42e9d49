import { expect, test } from '@playwright/test';
import { startRealServer, type RealServer } from '../test-server/real-server';
import { scrollToCard } from './home-grid';

// Tests run in file order on one server; the last one stops it.
let server: RealServer;

test.beforeAll(async () => {
  server = await startRealServer({ nodeEnv: 'production' });
});

test.afterAll(async () => {
  await server?.dispose();
});

test('unknown paths show the fallback page and deep links load', async ({ page }) => {
  await page.goto(`${server.url}/no/such/page`);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();

  const first = (await (await fetch(`${server.url}/api/simulators`)).json()) as { id: number; name: string }[];
  await page.goto(`${server.url}/simulator/${first[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first[0]!.name })).toBeVisible();
});

test('lists the seeded simulators, then keeps browsing from the cache with the server stopped', async ({ page }) => {
  await page.goto(`${server.url}/`);

  await expect(page.getByRole('heading', { name: 'The Platform for Open Source Reservoir Simulation' })).toBeVisible();
  const countLine = page.getByText(/^Showing \d+ simulator\(s\)$/);
  await expect(countLine).toBeVisible();
  expect(Number((await countLine.innerText()).match(/\d+/)?.[0])).toBeGreaterThanOrEqual(20);

  const opmCard = await scrollToCard(page, 'OPM Flow');
  await expect(opmCard).toBeVisible();
  await opmCard.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/simulator\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'OPM Flow' })).toBeVisible();

  await server.stop();
  const apiDown = await page.evaluate(() =>
    fetch('/api/simulators').then(
      () => false,
      () => true,
    ),
  );
  expect(apiDown).toBe(true);

  await page.goBack();
  await expect(page.getByText(/^Showing \d+ simulator\(s\)$/)).toBeVisible();
  const dumuxCard = await scrollToCard(page, 'DuMux');
  await expect(dumuxCard).toBeVisible();
  await dumuxCard.getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'DuMux' })).toBeVisible();
  await expect(page.getByText('Error loading simulator details. Please try again later.')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Features & Capabilities' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(/\S/);
});
