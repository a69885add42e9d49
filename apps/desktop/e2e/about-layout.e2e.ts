import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { startRealServer, type RealServer } from '../test-server/real-server';
import { isDark } from './color-scheme';

let server: RealServer;
let simulatorPath: string;

test.beforeAll(async () => {
  server = await startRealServer({ nodeEnv: 'production' });
  const list = (await (await fetch(`${server.url}/api/simulators`)).json()) as { id: number }[];
  simulatorPath = `/simulator/${list[0]!.id}`;
});

test.afterAll(async () => {
  await server?.dispose();
});

const WIDTHS = [375, 768, 1366];

// The e2e project has no DOM types: page-side code is passed as text.

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of WIDTHS) {
  test(`about page at ${width} px: what the directory is, its mission and the #contact section`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${server.url}/about`);

    await expect(page.getByRole('heading', { level: 1, name: 'About the Reservoir Simulation Directory' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our mission' })).toBeVisible();
    await expect(page.getByText(/is only a directory: it collects and links to information published elsewhere/)).toBeVisible();
    await expect(page.getByText(/We are not affiliated with, endorsed by or sponsored by/)).toBeVisible();
    await expect(page.getByText(/we cannot guarantee that every detail is accurate/)).toBeVisible();
    const contact = page.getByRole('region', { name: 'Contact' });
    await expect(contact).toHaveAttribute('id', 'contact');
    // The test server sets no VITE_OWNER_* variables: nothing is invented.
    await expect(contact.getByText('Not configured')).toHaveCount(4);
    await expect(page).toHaveTitle('About | Reservoir Simulation Directory');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /what it is not/);
    await expectNoHorizontalScroll(page);
  });
}

test('the footer Contact Us link and a direct /about#contact both bring the contact section into view', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto(`${server.url}/`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/about#contact$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Contact' }).first()).toBeInViewport();

  await page.goto(`${server.url}/no/such/page`);
  await page.goto(`${server.url}/about#contact`);
  await expect(page.getByRole('region', { name: 'Contact' })).toBeInViewport();
});

test('the theme follows the system until chosen, and the choice survives a reload both ways', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${server.url}/about`);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await expect.poll(() => isDark(page)).toBe(true);

  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => isDark(page)).toBe(false);

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect.poll(() => isDark(page)).toBe(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await expect.poll(() => isDark(page)).toBe(true);
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(37, 42, 49)');

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  expect(await isDark(page)).toBe(false);
});

test('icon-only buttons have tooltips 4 px away after 700 ms; F8 moves focus to the notifications', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto(`${server.url}/no/such/page`);
  // The tooltip is a lazy chunk: a hover before it has arrived shows nothing until the next hover.
  await page.waitForLoadState('networkidle');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.hover();
  await page.waitForTimeout(450);
  await expect(page.locator('.bp6-tooltip')).toHaveCount(0);
  const tooltip = page.locator('.bp6-tooltip', { hasText: 'Open menu' });
  await expect(tooltip).toBeVisible({ timeout: 1500 });
  const target = (await toggle.boundingBox())!;
  const box = (await tooltip.boundingBox())!;
  // Popper may flip the tooltip to any side near the screen edge: the gap is on the axis where they separate.
  const gapX = Math.max(box.x - (target.x + target.width), target.x - (box.x + box.width));
  const gapY = Math.max(box.y - (target.y + target.height), target.y - (box.y + box.height));
  const gap = Math.max(gapX, gapY);
  expect(gap).toBeGreaterThanOrEqual(3);
  expect(gap).toBeLessThanOrEqual(5);

  await page.getByRole('button', { name: 'Close cookie notice' }).hover();
  await expect(page.locator('.bp6-tooltip', { hasText: 'Close cookie notice' })).toBeVisible();

  await page.keyboard.press('F8');
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toBeFocused();
});

test('a toast on a medium screen is at most 420 px wide, one at a time, and F8 reaches it', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto(`${server.url}/`);
  const subscribe = async (email: string) => {
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
  };
  await subscribe('layout-e2e-1@example.org');
  const toast = page.locator('.bp6-toast', { hasText: 'Subscription successful!' });
  await expect(toast).toBeVisible();
  expect((await toast.boundingBox())!.width).toBeLessThanOrEqual(420);

  await subscribe('layout-e2e-2@example.org');
  await expect(page.locator('.bp6-toast:not(.bp6-toast-exit)')).toHaveCount(1);

  await page.keyboard.press('F8');
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toBeFocused();
});

test('icons come with the code that uses them: no loader of every icon path is fetched', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${server.url}/`);
  await expect(page.getByText(/^Showing \d+ simulator\(s\)$/)).toBeVisible();
  await page.getByRole('button', { name: /More Filters/ }).click();
  await page.goto(`${server.url}${simulatorPath}`);
  await expect(page.getByRole('link', { name: 'Website' })).toBeVisible();

  expect(scripts.filter((script) => /paths|PathsLoader|PathsBySize/i.test(script))).toEqual([]);
  expect(await page.locator('.app-menu-toggle svg, .development-notice svg').count()).toBeGreaterThan(0);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`no serious or critical accessibility violation on the layout's pages, ${scheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const pages: [string, RegExp | string][] = [
      ['/', /^Showing \d+ simulator\(s\)$/],
      [simulatorPath, 'Overview'],
      ['/about', 'Our mission'],
      ['/no/such/page', '404 Page Not Found'],
    ];
    for (const [path, ready] of pages) {
      await page.goto(`${server.url}${path}`);
      await expect(page.getByText(ready).first()).toBeVisible();
      await expect.poll(() => isDark(page)).toBe(scheme === 'dark');
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${path}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    }
  });
}
