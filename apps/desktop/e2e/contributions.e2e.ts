import { expect, test, type Page } from '@playwright/test';
import { Client } from 'pg';
import { startRealServer, type RealServer } from '../test-server/real-server';
import { expectNoSeriousA11yViolations } from './axe';

// Tests run in file order on one server; the last one stops and restarts it. Each walks several screens
// with axe in both themes, which takes over a minute on a busy machine.
test.describe.configure({ timeout: 240_000 });
let server: RealServer;
let opmFlowId: number;

/** One query on a connection of its own: the database stops with the server in the last test. */
async function query<R extends object>(text: string, values: unknown[] = []): Promise<R[]> {
  const client = new Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

test.beforeAll(async () => {
  server = await startRealServer({ nodeEnv: 'production' });
  opmFlowId = (await query<{ id: number }>(`SELECT id FROM simulators WHERE name = 'OPM Flow'`))[0]!.id;
});

test.afterAll(async () => {
  await server?.dispose();
});

const WIDTHS = [375, 768, 1366];
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

const submissionCount = async (name: string) =>
  Number((await query<{ n: string }>('SELECT count(*) AS n FROM simulator_submissions WHERE name = $1', [name]))[0]!.n);
const reportRows = (description: string) =>
  query<{ simulator_name: string | null; error_type: string }>(
    'SELECT simulator_name, error_type FROM error_reports WHERE description = $1',
    [description],
  );

async function fillTool(page: Page, name: string) {
  await page.getByLabel('Tool Name').fill(name);
  await page.getByLabel('Full Name').fill(`${name} Reservoir Simulator`);
  await page.getByLabel('Short Description').fill('A reservoir simulator sent by the e2e tests.');
  await page.getByLabel('Description', { exact: true }).fill('A reservoir simulator sent by the end-to-end tests, in Chromium.');
  await page.getByLabel('Website').fill('https://example.org/tool');
  await page.getByLabel('License Type').selectOption('Apache-2.0');
  await page.getByLabel('Programming Languages').fill('Julia, C');
  await page.getByLabel(/Benchmark Studies/).fill('[{"benchmark_name": "SPE11"}]');
  await page.getByLabel('Your Name').fill('Grace Hopper');
  await page.getByLabel('Your Email').fill('grace@example.org');
  await page.getByLabel('Organization').fill('Navy Labs');
}

async function fillReport(page: Page, description: string) {
  await page.getByLabel('Description', { exact: true }).fill(description);
  await page.getByLabel('Your Name').fill('Grace Hopper');
  await page.getByLabel('Your Email').fill('grace@example.org');
}

for (const width of WIDTHS) {
  test(`both forms at ${width} px: invalid, then stored, with no serious accessibility violation`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });

    await page.goto(`${server.url}/submit-tool`);
    await expect(page.getByRole('heading', { level: 1, name: 'Submit a Simulation Tool' })).toBeVisible();
    await expect(page).toHaveTitle(/^Submit a Simulation Tool \|/);
    await page.getByRole('button', { name: 'Submit Tool' }).click();
    await expect(page.getByText('Tool name must be at least 2 characters.')).toBeVisible();
    await expect(page.getByText('Please select a license type.')).toBeVisible();
    await expect(page.getByText('Organization name must be at least 2 characters.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const name = `E2E tool ${unique()}`;
    await fillTool(page, name);
    await page.getByRole('button', { name: 'Submit Tool' }).click();
    await expect(page.getByRole('heading', { name: 'Submission Received!' })).toBeVisible();
    expect(await submissionCount(name)).toBe(1);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Submit Another Tool' }).click();
    await expect(page.getByLabel('Tool Name')).toHaveValue('');

    await page.goto(`${server.url}/report-error`);
    await expect(page.getByRole('heading', { level: 1, name: 'Report an Error' })).toBeVisible();
    const picker = page.getByLabel(/^Simulator/);
    await expect(picker.locator('option', { hasText: 'OPM Flow' })).toHaveCount(1);
    await expect(picker.locator('option', { hasText: 'General site issue' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Submit Report' }).click();
    await expect(page.getByText('Error description must be at least 10 characters.')).toBeVisible();
    await expect(page.getByText('Your name must be at least 2 characters.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const description = `E2E report ${unique()}`;
    await picker.selectOption({ label: 'OPM Flow' });
    await page.getByLabel('Error Type').selectOption('missing');
    await fillReport(page, description);
    await page.getByRole('button', { name: 'Submit Report' }).click();
    await expect(page.getByRole('heading', { name: 'Report Received!' })).toBeVisible();
    expect(await reportRows(description)).toEqual([{ simulator_name: 'OPM Flow', error_type: 'missing' }]);
    await expectNoSeriousA11yViolations(page);
  });
}

test('the detail page links to a report about that simulator, which hides the picker', async ({ page }) => {
  await page.goto(`${server.url}/simulator/${opmFlowId}`);
  await page.getByRole('main').getByRole('link', { name: 'Report an Error' }).click();
  await expect(page).toHaveURL(new RegExp(`/report-error/${opmFlowId}$`));
  await expect(page.getByText('Reporting an error about OPM Flow')).toBeVisible();
  await expect(page.getByLabel(/^Simulator/)).toHaveCount(0);
  const description = `E2E report about one ${unique()}`;
  await fillReport(page, description);
  await page.getByRole('button', { name: 'Submit Report' }).click();
  await expect(page.getByRole('heading', { name: 'Report Received!' })).toBeVisible();
  expect(await reportRows(description)).toEqual([{ simulator_name: 'OPM Flow', error_type: 'inaccurate' }]);
  await expectNoSeriousA11yViolations(page);

  await page.goto(`${server.url}/report-error/999999`);
  await expect(page.getByText('No simulator with the id "999999" was found.', { exact: false })).toBeVisible();
  await expect(page.getByLabel(/^Simulator/)).toBeVisible();
});

test('with the server stopped, a tool and a report wait on the device, survive a reload and arrive exactly once when it is back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${server.url}/report-error`);
  await expect(page.getByRole('heading', { level: 1, name: 'Report an Error' })).toBeVisible();
  // The service worker has the whole build once it is active: the page reloads with the server down.
  // (A string: this file is type-checked without the DOM library.)
  await expect
    .poll(() => page.evaluate('navigator.serviceWorker.ready.then((registration) => registration.active.state)'))
    .toBe('activated');
  await page.getByRole('banner').getByRole('link', { name: 'Submit Tool' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Submit a Simulation Tool' })).toBeVisible();

  await server.stop();
  const name = `Offline tool ${unique()}`;
  const description = `Offline report ${unique()}`;
  await fillTool(page, name);
  await page.getByRole('button', { name: 'Submit Tool' }).click();
  await expect(page.getByRole('heading', { name: 'Saved to send later' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting to send (1)' })).toContainText(`Tool submission: ${name}`);

  await page.getByRole('banner').getByRole('link', { name: 'Report Error' }).click();
  await page.getByLabel(/^Simulator/).selectOption('general');
  await fillReport(page, description);
  await page.getByRole('button', { name: 'Submit Report' }).click();
  await expect(page.getByRole('heading', { name: 'Saved to send later' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting to send (2)' })).toContainText('Error report: Inaccurate information');
  await expectNoSeriousA11yViolations(page);

  // A reload with the server still down: the worker serves the page, the outbox keeps both writes.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Report an Error' })).toBeVisible();
  const waiting = page.getByRole('region', { name: 'Waiting to send (2)' });
  await expect(waiting).toContainText(`Tool submission: ${name}`);
  await expect(waiting).toContainText('Error report: Inaccurate information');
  await expect(page.getByRole('button', { name: 'Sync status: Offline' })).toBeVisible({ timeout: 30_000 });

  // The server comes back; the page is not reloaded: the next sync reaches it and the outbox sends.
  await server.start();
  await expect(page.getByRole('region', { name: /Waiting to send/ })).toHaveCount(0, { timeout: 60_000 });
  await expect.poll(() => submissionCount(name)).toBe(1);
  await expect.poll(async () => (await reportRows(description)).length).toBe(1);

  // Another start (a second tab, a later visit) sends nothing again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Report an Error' })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(await submissionCount(name)).toBe(1);
  expect(await reportRows(description)).toEqual([{ simulator_name: null, error_type: 'inaccurate' }]);
});
