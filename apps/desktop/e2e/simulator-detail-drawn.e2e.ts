import { expect, test } from '@playwright/test';
import { startRealServer, type RealServer } from '../test-server/real-server';

// The server sends a simulator's page with the page already drawn into #root (the web build's render bundle,
// apps/server/src/http/server-render.ts): its content paints from the HTML alone, and the app takes over
// from that drawing without a pending page or a skeleton in between.
let server: RealServer;
let detailPath: string;
let detail: { name: string; fullName: string; shortDescription: string };

test.beforeAll(async () => {
  server = await startRealServer({ nodeEnv: 'production' });
  const list = (await (await fetch(`${server.url}/api/simulators`)).json()) as {
    id: number;
    name: string;
    fullName: string;
    shortDescription: string;
  }[];
  const simulator = list.find((s) => s.name === 'OPM Flow') ?? list[0]!;
  detailPath = `/simulator/${simulator.id}`;
  detail = simulator;
});

test.afterAll(async () => {
  await server?.dispose();
});

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test("the page's content is there and styled: title, facts, tabs, Overview", async ({ page }) => {
    await page.goto(`${server.url}${detailPath}`);
    await expect(page.getByRole('heading', { level: 1, name: detail.name })).toBeVisible();
    await expect(page.getByText(detail.fullName, { exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Features & Capabilities' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `About ${detail.name}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Technical Overview' })).toBeVisible();
    // The Sources are drawn too, their evidence linked to the repository files it names.
    const sources = page.getByRole('region', { name: 'Sources' });
    await expect(sources.getByText(/^Facts verified on [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(sources.getByRole('link', { name: 'OPM/opm-simulators@0b42d53d09:README.md' })).toHaveAttribute(
      'href',
      'https://github.com/OPM/opm-simulators/blob/0b42d53d09/README.md',
    );
    await expect(page.locator('.app-header')).toContainText('Reservoir Simulation Directory');
    // The detail page's own rules are inlined: its columns are a grid, not blocks one under the other.
    await expect(page.locator('.detail-columns')).toHaveCSS('display', 'grid');
    await expect(page.locator('.route-pending')).toHaveCount(0);
    // Still a picture until the app is there.
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
  });

  test('a page of no simulator is the layout with a pending page, as before', async ({ page }) => {
    await page.goto(`${server.url}/simulator/999999`);
    await expect(page.locator('.route-pending')).toBeVisible();
    await expect(page.locator('.detail-name')).toHaveCount(0);
  });
});

// Page-side code is passed as text (the e2e project has no DOM types); it runs before the page's own scripts.
const WATCH_FOR_STAND_INS = `
  window.__standIns = [];
  new MutationObserver(() => {
    for (const selector of ['.route-pending', '.detail-skeleton']) {
      if (document.querySelector(selector) && !window.__standIns.includes(selector)) window.__standIns.push(selector);
    }
  }).observe(document, { childList: true, subtree: true });
`;

test('the app takes over the drawn page without a pending page or skeleton, and the page works as before', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(WATCH_FOR_STAND_INS);
  await page.goto(`${server.url}${detailPath}`);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('heading', { level: 1, name: detail.name })).toBeVisible();
  await expect(page).toHaveTitle(`${detail.name} | Reservoir Simulation Directory`);
  expect(await page.evaluate<string[]>('window.__standIns')).toEqual([]);

  await page.getByRole('tab', { name: 'Features & Capabilities' }).click();
  await expect(page.getByRole('tab', { name: 'Features & Capabilities' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Physics and Models' })).toBeVisible();
  await page.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Features & Capabilities' })).toBeFocused();

  await page.getByRole('link', { name: '← Back to all simulators' }).click();
  await expect(page.getByText(/^Showing \d+ simulator\(s\)$/)).toBeVisible();
  expect(errors).toEqual([]);
});

test("the page's start asks for none of home's subscribe form and none of its own record: the drawing holds it", async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto(`${server.url}${detailPath}`);
  // Once the sync is done every notice has come, and the release has let the header's late parts draw.
  await expect(page.getByRole('button', { name: 'Sync status: Up to date' })).toBeVisible({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  // The subscribe form's chunk brings the API client and zod; the record's read brings them too and parses it.
  expect(asked.filter((path) => path.includes('subscribe-form'))).toEqual([]);
  expect(asked.filter((path) => path.startsWith('/api/simulators/'))).toEqual([]);
  expect(asked.some((path) => path.startsWith('/api/sync/'))).toBe(true);
});
