import { expect, test, type Page } from '@playwright/test';
import { startRealServer, type RealServer } from '../test-server/real-server';
import { expectNoSeriousA11yViolations } from './axe';

let server: RealServer;
let ids: Record<string, number>;

test.beforeAll(async () => {
  server = await startRealServer({ nodeEnv: 'production' });
  const list = (await (await fetch(`${server.url}/api/simulators`)).json()) as { id: number; name: string }[];
  ids = Object.fromEntries(list.map((sim) => [sim.name, sim.id]));
});

test.afterAll(async () => {
  await server?.dispose();
});

const WIDTHS = [375, 768, 1366];

/** Blueprint draws its own box over the native checkbox, so a user clicks the label. */
const pick = (page: Page, name: string) => page.locator('label', { has: page.getByRole('checkbox', { name, exact: true }) }).click();

/** The cookie banner covers the bottom of the page until a choice is made. */
async function acceptCookies(page: Page) {
  await page.getByRole('button', { name: 'Accept' }).click();
}

for (const width of WIDTHS) {
  test(`selects two, keeps a half-made selection across a reload, compares, and goes back (${width}px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${server.url}/compare`);
    await acceptCookies(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Compare Simulators' })).toBeVisible();
    await expect(page.getByText('Selected: 0/2')).toBeVisible();
    const compare = page.getByRole('button', { name: 'Compare Selected' });
    await expect(compare).toBeDisabled();

    await pick(page, 'OPM Flow');
    await expect(page.getByText('Selected: 1/2')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`selected=${ids['OPM Flow']}$`));
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'OPM Flow' })).toBeChecked();
    await expect(page.getByText('Selected: 1/2')).toBeVisible();

    // The keyboard: Space on a focused card's checkbox.
    await page.getByRole('checkbox', { name: 'DuMux' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Selected: 2/2')).toBeVisible();
    await expect(compare).toBeEnabled();
    // A third pick is refused (aria-disabled), and a forced click changes nothing.
    await expect(page.getByRole('checkbox', { name: 'MRST' })).toHaveAttribute('aria-disabled', 'true');
    await page.locator('label', { has: page.getByRole('checkbox', { name: 'MRST' }) }).click({ force: true });
    await expect(page.getByRole('checkbox', { name: 'MRST' })).not.toBeChecked();
    await expect(page.getByText('Selected: 2/2')).toBeVisible();

    await compare.click();
    await expect(page).toHaveURL(`${server.url}/compare?ids=${ids['OPM Flow']},${ids.DuMux}`);
    await expect(page.getByRole('link', { name: 'OPM Flow', exact: true })).toHaveAttribute('href', `/simulator/${ids['OPM Flow']}`);
    await expect(page.getByRole('link', { name: 'DuMux', exact: true })).toBeVisible();
    const table = page.getByRole('table');
    for (const aspect of ['Organizations', 'Programming Languages', 'Application Areas', 'Key Features', 'Physics Models']) {
      await expect(table.getByText(aspect, { exact: true })).toBeVisible();
    }
    await expect(table.getByText('Differs').first()).toBeVisible();

    // A shared link opens the same comparison.
    await page.reload();
    await expect(page.getByRole('table')).toBeVisible();

    await page.goBack();
    await expect(page.getByRole('checkbox', { name: 'DuMux' })).toBeChecked();
    await page.goForward();
    await expect(page.getByRole('table')).toBeVisible();

    await page.getByRole('button', { name: 'Back to Selection' }).click();
    await expect(page.getByRole('checkbox', { name: 'OPM Flow' })).toBeChecked();
    await expect(page.getByText('Selected: 2/2')).toBeVisible();
  });
}

test('says it cannot compare bad or too few ids', async ({ page }) => {
  for (const query of ['ids=abc,xyz', `ids=${ids['OPM Flow']}`, `ids=${ids['OPM Flow']},999999`]) {
    await page.goto(`${server.url}/compare?${query}`);
    await expect(page.getByText('Error loading comparison')).toBeVisible();
    await expect(page.getByText('Please select two simulators to compare.')).toBeVisible();
  }
  await page.getByRole('button', { name: 'Back to Selection' }).click();
  await expect(page.getByText('Selected: 1/2')).toBeVisible();
});

test('the header link opens the compare screen', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${server.url}/`);
  await page.getByRole('banner').getByRole('link', { name: 'Compare', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Compare Simulators' })).toBeVisible();
  await expect(page).toHaveTitle(/^Compare Simulators/);
});

const A11Y_VIEWS = [
  { view: 'selection', query: () => `selected=${ids.MRST}`, ready: (page: Page) => page.getByText('Selected: 1/2') },
  { view: 'comparison', query: () => `ids=${ids.MRST},${ids['OPM Flow']}`, ready: (page: Page) => page.getByRole('table') },
  { view: 'error', query: () => 'ids=abc', ready: (page: Page) => page.getByText('Error loading comparison') },
];

for (const width of [375, 1366]) {
  for (const { view, query, ready } of A11Y_VIEWS) {
    test(`no serious accessibility violation: ${view} (${width}px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${server.url}/compare?${query()}`);
      await expect(ready(page)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
}
