import { expect, test, type Locator, type Page } from '@playwright/test';
import { startRealServer, type RealServer } from '../test-server/real-server';
import { seriousA11yViolations } from './axe';
import { chooseThemeBeforeLoad, isDark } from './color-scheme';

let server: RealServer;
let simulatorPath: string;
/** The seeded rows the routes below are drawn from. */
let seeded: {
  simulators: { id: number; name: string }[];
  jobs: {
    id: number;
    title: string;
    isFeatured: boolean;
    salaryMin: number | null;
    salaryMax: number | null;
    tags: string[];
    expiresAt: string | null;
  }[];
  technologies: { id: number; name: string }[];
};

test.beforeAll(async () => {
  // Not production: its confirmation mails go to the log. In production, a server without SMTP_URL refuses subscriptions
  // (server tests prove mail against a real SMTP server); this file subscribes only to see the toasts.
  server = await startRealServer({ nodeEnv: 'test' });
  const read = async <T>(path: string): Promise<T> => (await (await fetch(`${server.url}${path}`)).json()) as T;
  seeded = {
    simulators: await read('/api/simulators'),
    jobs: await read('/api/jobs'),
    technologies: await read('/api/technologies'),
  };
  simulatorPath = `/simulator/${seeded.simulators[0]!.id}`;
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
  // The delay is timed on the page's own clock, from the pointer's arrival to the tooltip's: a busy test machine
  // may answer hover() late, which must not read as a tooltip shown early.
  await page.evaluate(`{
    const times = (window.tooltipTimes = {});
    document.querySelector('[aria-label="Open menu"]').addEventListener('pointerenter', () => (times.hovered ??= performance.now()));
    new MutationObserver(() => {
      if (document.querySelector('.bp6-tooltip')) times.shown ??= performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  }`);
  await toggle.hover();
  const tooltip = page.locator('.bp6-tooltip', { hasText: 'Open menu' });
  await expect(tooltip).toBeVisible({ timeout: 5000 });
  const { hovered, shown } = await page.evaluate<{ hovered: number; shown: number }>('window.tooltipTimes');
  expect(shown - hovered).toBeGreaterThanOrEqual(650);
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

/** A public route in one state, and what shows once its data has arrived. */
interface PublicRoute {
  path: string;
  ready: (page: Page) => Locator;
}

const h1 = (name: string) => (page: Page) => page.getByRole('heading', { level: 1, name });

/**
 * Every public route, with the seeded data in each of its states: a featured job with a salary range and tags,
 * an expired one (its page and its apply page), every tab of a technology, a comparison, a 404.
 */
function publicRoutes(): PublicRoute[] {
  const { simulators, jobs, technologies } = seeded;
  const opmFlow = simulators.find((s) => s.name === 'OPM Flow')!;
  const mrst = simulators.find((s) => s.name === 'MRST')!;
  const now = Date.now();
  const featured = jobs.find((j) => j.isFeatured && j.salaryMin !== null && j.salaryMax !== null && j.tags.length > 0)!;
  const expired = jobs.find((j) => j.expiresAt !== null && Date.parse(j.expiresAt) < now)!;
  const technology = technologies.find((t) => t.name === 'Integrated Field Digital Twin')!;
  // The seed must hold every state the list and the pages draw, or a colour of one of them goes unchecked.
  expect([featured, expired, technology, opmFlow, mrst].every(Boolean)).toBe(true);
  expect(
    jobs.some((j) => j.salaryMin !== null && j.salaryMax === null),
    'a salary from',
  ).toBe(true);
  expect(
    jobs.some((j) => j.salaryMin === null && j.salaryMax !== null),
    'a salary up to',
  ).toBe(true);
  expect(
    jobs.some((j) => j.salaryMin === null && j.salaryMax === null),
    'no salary',
  ).toBe(true);
  expect(
    jobs.some((j) => j.expiresAt === null),
    'no expiry date',
  ).toBe(true);
  return [
    { path: '/', ready: (page) => page.getByText(/^Showing \d+ simulator\(s\)$/) },
    { path: `/simulator/${opmFlow.id}`, ready: (page) => page.getByRole('tab', { name: 'Overview' }) },
    { path: '/about', ready: (page) => page.getByRole('heading', { name: 'Our mission' }) },
    { path: '/compare', ready: (page) => page.getByText('Selected: 0/2') },
    { path: `/compare?ids=${mrst.id},${opmFlow.id}`, ready: (page) => page.getByRole('table') },
    { path: '/submit-tool', ready: h1('Submit a Simulation Tool') },
    { path: '/report-error', ready: h1('Report an Error') },
    { path: `/report-error/${opmFlow.id}`, ready: (page) => page.getByText('Reporting an error about OPM Flow') },
    { path: '/jobs', ready: (page) => page.getByText(`Found ${jobs.length} job(s)`) },
    { path: `/jobs/${featured.id}`, ready: (page) => page.getByRole('heading', { name: 'Job Overview' }) },
    { path: `/jobs/${featured.id}/apply`, ready: h1(`Apply for ${featured.title}`) },
    { path: `/jobs/${expired.id}`, ready: (page) => page.getByRole('heading', { name: 'Job Overview' }) },
    { path: `/jobs/${expired.id}/apply`, ready: (page) => page.getByText('This job posting has expired', { exact: false }) },
    { path: '/technologies', ready: (page) => page.getByText(`Showing ${technologies.length} technologies`) },
    ...['overview', 'benefits', 'specs', 'deployment'].map((tab) => ({
      path: `/technologies/${technology.id}${tab === 'overview' ? '' : `?tab=${tab}`}`,
      ready: (page: Page) => page.getByRole('tabpanel'),
    })),
    { path: '/learning-pool', ready: (page) => page.getByRole('list', { name: 'Learning resources' }).getByRole('article').first() },
    { path: '/no/such/page', ready: h1('404 Page Not Found') },
  ];
}

/** The two widths every route is checked at: a phone and a laptop. */
const A11Y_WIDTHS = [375, 1366] as const;

for (const theme of ['light', 'dark'] as const) {
  test(`every public route at ${A11Y_WIDTHS.join(' and ')} px, ${theme} theme: no serious or critical axe finding`, async ({ page }) => {
    // 20 routes, 40 axe runs: 1.2 to 2.1 minutes on the shared 2-core machine, depending on its load.
    test.setTimeout(300_000);
    await chooseThemeBeforeLoad(page, theme);
    const toggle = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
    const findings: string[] = [];
    for (const [index, { path, ready }] of publicRoutes().entries()) {
      await page.goto(`${server.url}${path}`);
      await expect(ready(page), path).toBeVisible();
      await expect.poll(() => isDark(page), path).toBe(theme === 'dark');
      await expect(page.getByRole('button', { name: toggle }), path).toBeAttached();
      // One page per route: the same document is checked at each width.
      for (const width of A11Y_WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
        await expect(ready(page), `${path} at ${width} px`).toBeVisible();
        findings.push(...(await seriousA11yViolations(page)).map((finding) => `${theme} ${width} px ${path}: ${finding}`));
      }
      // The cookie banner is checked on the first route; after that it would hide the bottom of each page.
      if (index === 0) await page.getByRole('button', { name: 'Accept' }).click();
    }
    expect(findings).toEqual([]);
  });
}
