import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_FILTER_STATE, filterSimulators, resultCountText, type Simulator } from '@rsd/core';
import { startRealServer, type RealServer } from '../test-server/real-server';
import { expectNoSeriousA11yViolations } from './axe';

let server: RealServer;
let directory: Simulator[];
/** The seeded directory's names in the home grid's order. */
let names: string[];

test.beforeAll(async () => {
  server = await startRealServer({ nodeEnv: 'production' });
  directory = (await (await fetch(`${server.url}/api/simulators`)).json()) as Simulator[];
  const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  names = directory.map((sim) => sim.name).toSorted((a, b) => byName.compare(a, b));
});

test.afterAll(async () => {
  await server?.dispose();
});

const WIDTHS = [
  { width: 375, columns: 1 },
  { width: 768, columns: 2 },
  { width: 1366, columns: 3 },
];

const grid = (page: Page) => page.getByRole('list', { name: 'Simulators' });
const cards = (page: Page) => grid(page).getByRole('article');
// The e2e project has no DOM types: page-side code is passed as text.
const focusedText = (page: Page) => page.evaluate<string>('document.activeElement?.textContent ?? ""');
const focusIsVisible = (page: Page) => page.evaluate<boolean>("document.activeElement?.matches(':focus-visible') ?? false");

async function openHome(page: Page, width: number, query = '') {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(`${server.url}/${query}`);
  await expect(page.getByText(/^Showing \d+ simulator\(s\)$|^No simulators match your criteria$/)).toBeVisible();
}

for (const { width, columns } of WIDTHS) {
  test(`home at ${width} px: ${columns} card(s) a row, only the rows near the viewport, the full count`, async ({ page }) => {
    await openHome(page, width);

    await expect(page.getByText(`Showing ${names.length} simulator(s)`, { exact: true })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    const rendered = await cards(page).count();
    expect(rendered).toBeLessThan(names.length);
    expect(rendered % columns).toBe(0);
    await expect(grid(page).getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(names.length));

    // At the page's top the list starts below the fold: one row is drawn there. With the list in view, two rows are.
    await cards(page).first().scrollIntoViewIfNeeded();
    const tops = await Promise.all(Array.from({ length: columns + 1 }, async (_, n) => (await cards(page).nth(n).boundingBox())!.y));
    // The first `columns` cards share a row; the next one starts the second row.
    expect(new Set(tops.slice(0, columns)).size).toBe(1);
    expect(tops[columns]!).toBeGreaterThan(tops[0]!);

    await expectNoSeriousA11yViolations(page);
  });

  test(`home at ${width} px: Tab reaches every card in order, past the rows first rendered, with visible focus`, async ({ page }) => {
    await openHome(page, width);
    await cards(page)
      .first()
      .getByRole('link', { name: /View Details/ })
      .focus();

    const visited = [await focusedText(page)];
    for (let n = 1; n < names.length; n++) {
      await page.keyboard.press('Tab');
      visited.push(await focusedText(page));
      expect(await focusIsVisible(page)).toBe(true);
    }
    expect(visited).toEqual(names.map((name) => `View Details for ${name}`));
    await expect(page.locator(':focus')).toBeInViewport();

    // And back up again with Shift+Tab.
    for (let n = 0; n < 3; n++) await page.keyboard.press('Shift+Tab');
    expect(await focusedText(page)).toBe(`View Details for ${names.at(-4)}`);
  });
}

test('the search lives in the URL: a far card found, reload and back/forward keep it, no match says so', async ({ page }) => {
  const last = names.at(-1)!;
  // Other descriptions may name it too: the count line says what core's filter finds.
  const found = resultCountText(filterSimulators(directory, last, DEFAULT_FILTER_STATE).length);
  await openHome(page, 1366);
  await page.getByLabel('Search simulators').fill(last);
  await expect(page.getByText(found, { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: last })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(last).replace(/%20/g, '(\\+|%20)')}$`));

  await page.reload();
  await expect(page.getByLabel('Search simulators')).toHaveValue(last);
  await expect(page.getByRole('article', { name: last })).toBeVisible();

  await page
    .getByRole('article', { name: last })
    .getByRole('link', { name: /View Details/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: last })).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel('Search simulators')).toHaveValue(last);
  await expect(page.getByText(found, { exact: true })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: last })).toBeVisible();

  await openHome(page, 768, '?q=no-such-simulator-anywhere');
  await expect(page.getByText('No simulators match your criteria', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No simulators match your search criteria.' })).toBeVisible();
  await expect(grid(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('Explore Tools leads to the #tools section', async ({ page }) => {
  await openHome(page, 375);
  await page.getByRole('link', { name: 'Explore Tools' }).click();
  await expect(page).toHaveURL(/#tools$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Simulation Tools' })).toBeInViewport();
});
