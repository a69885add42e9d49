import { expect, test, type Page } from '@playwright/test';
import { startRealServer, type RealServer } from '../test-server/real-server';
import { expectNoSeriousA11yViolations } from './axe';

// Tests run in file order on one server.
let server: RealServer;
let technologies: { id: number; name: string; readinessLevel: string; category: string }[];

test.beforeAll(async () => {
  server = await startRealServer({ nodeEnv: 'production' });
  technologies = (await (await fetch(`${server.url}/api/technologies`)).json()) as typeof technologies;
});

test.afterAll(async () => {
  await server?.dispose();
});

const WIDTHS = [375, 768, 1366] as const;

const cards = (page: Page) => page.getByRole('list', { name: 'Technologies' }).getByRole('heading', { level: 3 });

for (const width of WIDTHS) {
  test(`catalogue and detail at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${server.url}/technologies`);
    await expect(page.getByRole('heading', { level: 1, name: 'Technology Catalogue' })).toBeVisible();
    await expect(page.getByText(`Showing ${technologies.length} technologies`)).toBeVisible();
    await expect(cards(page)).toHaveCount(technologies.length);
    await expectNoSeriousA11yViolations(page);

    const digitalTwin = technologies.find((t) => t.name === 'Integrated Field Digital Twin')!;
    await page.getByRole('link', { name: digitalTwin.name }).click();
    await expect(page).toHaveURL(new RegExp(`/technologies/${digitalTwin.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: digitalTwin.name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Watch the demo video' })).toHaveAttribute(
      'href',
      'https://example.com/videos/field-twin-demo.mp4',
    );
    await expect(page.getByRole('heading', { name: 'Business Impact' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'Deployment' }).click();
    await expect(page).toHaveURL(/\?tab=deployment$/);
    await expect(page.getByText(/^This technology has been deployed by \d+ companies\.$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: 'Technical Specs' }).click();
    await expect(page.getByRole('tabpanel').locator('dt').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Technical Specs' })).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Deployment' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('link', { name: '← Back to Technologies' }).click();
    await expect(page).toHaveURL(/\/technologies$/);
  });
}

test('filters and view live in the URL: reload, back and forward restore them', async ({ page }) => {
  await page.goto(`${server.url}/technologies`);
  await expect(cards(page)).toHaveCount(technologies.length);

  await page.getByLabel('Search technologies').fill('sample');
  await expect(page).toHaveURL(/\?q=sample$/);

  await page.getByLabel('Readiness Level').selectOption('mature');
  await expect(page).toHaveURL(/readiness=mature/);
  await page.getByRole('radio', { name: 'List' }).click();
  await expect(page).toHaveURL(/view=list/);
  const filtered = await cards(page).allInnerTexts();
  expect(filtered.length).toBeGreaterThan(0);
  expect(filtered.length).toBeLessThan(technologies.length);
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(page.getByLabel('Search technologies')).toHaveValue('sample');
  await expect(page.getByLabel('Readiness Level')).toHaveValue('mature');
  await expect(page.getByRole('radio', { name: 'List' })).toHaveAttribute('aria-checked', 'true');
  expect(await cards(page).allInnerTexts()).toEqual(filtered);

  await page.goBack();
  await expect(page.getByRole('radio', { name: 'Grid' })).toHaveAttribute('aria-checked', 'true');
  await page.goForward();
  await expect(page.getByRole('radio', { name: 'List' })).toHaveAttribute('aria-checked', 'true');

  await page.getByLabel('Search technologies').fill('no such technology anywhere');
  await expect(page.getByRole('heading', { name: 'No Technologies Found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Clear Filters' }).first().click();
  await expect(page).toHaveURL(/\/technologies\?view=list$/);
  await expect(cards(page)).toHaveCount(technologies.length);
});

test('a missing or malformed technology says Technology Not Found', async ({ page }) => {
  for (const path of ['/technologies/999999', '/technologies/abc']) {
    await page.goto(`${server.url}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Technology Not Found' })).toBeVisible();
    await expect(page.getByText("The technology you're looking for doesn't exist or has been removed.")).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Back to Technologies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Technology Catalogue' })).toBeVisible();
});

test('share copies the link where there is no share sheet', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const first = technologies[0]!;
  // Page scripts as text: this file compiles without the DOM's types.
  await page.addInitScript("Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })");
  await page.goto(`${server.url}/technologies/${first.id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(`${server.url}/technologies/${first.id}`);
});

test('keeps browsing technologies from the cache with the server stopped', async ({ page }) => {
  await page.goto(`${server.url}/technologies`);
  await expect(cards(page)).toHaveCount(technologies.length);
  // Open one detail page first: its code must be loaded before the server stops (the service worker may not have the build yet).
  await page.getByRole('link', { name: technologies[0]!.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: technologies[0]!.name })).toBeVisible();
  await page.goBack();
  await server.stop();
  const second = technologies[1]!;
  await page.getByRole('link', { name: second.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: second.name })).toBeVisible();
  await page.getByRole('tab', { name: 'Benefits & Limitations' }).click();
  await expect(page.getByRole('heading', { name: 'Benefits', exact: true })).toBeVisible();
});
