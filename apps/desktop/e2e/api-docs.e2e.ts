import { expect, test } from '@playwright/test';
import { startRealServer, type RealServer } from '../test-server/real-server';

let server: RealServer;

test.beforeAll(async () => {
  server = await startRealServer({ nodeEnv: 'production' });
});

test.afterAll(async () => {
  await server?.dispose();
});

test('the API reference renders the generated document under the CSP', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${server.url}/api/docs`);
  await expect(page.getByRole('heading', { name: /Reservoir Simulation Directory API/ })).toBeVisible();
  const listSimulators = page.locator('#operations-simulators-listSimulators');
  await expect(listSimulators).toBeVisible();
  await listSimulators.getByRole('button').first().click();
  await expect(listSimulators.getByText('Success')).toBeVisible();
  expect(violations).toEqual([]);
});
