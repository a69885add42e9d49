import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { Client } from 'pg';
import { startRealServer, type RealServer } from '../test-server/real-server';
import { expectNoSeriousA11yViolations } from './axe';

// One server for the file, its first admin from the environment; tests run in order and build on each other's rows.
test.describe.configure({ mode: 'serial', timeout: 240_000 });
let server: RealServer;
const ADMIN = { username: 'e2e-admin', password: 'e2e admin password 42' };
const WIDTHS = [375, 768, 1366];

async function query<R extends object>(text: string, values: unknown[] = []): Promise<R[]> {
  const client = new Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A toast with this text (while one leaves and the next arrives, both are in the page for a moment). */
const expectToast = (page: Page, text: string) => expect(page.locator('.bp6-toast', { hasText: text })).toBeVisible();
const sidebarLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name, exact: true });

async function logIn(page: Page, username = ADMIN.username, password = ADMIN.password) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test.beforeAll(async () => {
  server = await startRealServer({ nodeEnv: 'production', env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } });
  await query(
    `INSERT INTO error_reports (simulator_name, error_type, description, reporter_name, reporter_email, reporter_affiliation)
     VALUES ('OPM Flow', 'outdated', 'The latest release is out of date in the e2e test.', 'Ada Reporter', 'ada@example.org', 'SINTEF')`,
  );
  await query(
    `INSERT INTO simulator_submissions (name, full_name, short_description, description, website, license_type, programming_languages,
       application_areas, submitter_name, submitter_email, submitter_affiliation)
     VALUES ('E2ESim', 'E2E Reservoir Simulator', 'A simulator sent by the admin e2e test.', 'A reservoir simulator sent by the admin end-to-end test, in Chromium.',
       'https://example.org/e2esim', 'MIT', '{Julia}', '{Black oil,CO2 storage,Geothermal}', 'Grace Submitter', 'grace@example.org', 'Navy Labs')`,
  );
});

test.afterAll(async () => {
  await server?.dispose();
});

test('an address of the back-office without a session goes to sign in, and back there afterwards', async ({ page }) => {
  await page.goto(`${server.url}/admin/error-reports?q=ada`);
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Ferror-reports%3Fq%3Dada$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Username is required.')).toBeVisible();
  await logIn(page, ADMIN.username, 'not the password');
  await expectToast(page, 'Login failed');
  await expectToast(page, 'Invalid username or password');
  await expectNoSeriousA11yViolations(page);

  await logIn(page);
  await expect(page).toHaveURL(/\/admin\/error-reports\?q=ada$/);
  await expectToast(page, 'Login successful');
  await expect(page.getByRole('cell', { name: 'OPM Flow' })).toBeVisible();

  // The session ends on the server (as when it expires): the next admin call returns to sign in, then back.
  await query('DELETE FROM sessions');
  await sidebarLink(page, 'Submissions').click();
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fsimulator-submissions/);
  await logIn(page);
  await expect(page).toHaveURL(/\/admin\/simulator-submissions$/);
});

test('resolve and reopen an error report from its view page', async ({ page }) => {
  await page.goto(`${server.url}/admin/login`);
  await logIn(page);
  await sidebarLink(page, 'Error Reports').click();
  await page
    .getByRole('link', { name: /View report/ })
    .first()
    .click();
  await expect(page.getByText('The latest release is out of date in the e2e test.')).toBeVisible();
  await page.getByRole('button', { name: /^Resolve report/ }).click();
  await expectToast(page, 'Status updated');
  await expect(page.getByText('Reviewed and resolved by admin')).toBeVisible();
  expect((await query<{ resolved: boolean }>(`SELECT resolved FROM error_reports WHERE reporter_name = 'Ada Reporter'`))[0]?.resolved).toBe(
    true,
  );

  await page.getByRole('button', { name: /^Reopen report/ }).click();
  await expect(page.getByText('Reopened by admin for further review')).toBeVisible();
  expect((await query<{ resolved: boolean }>(`SELECT resolved FROM error_reports WHERE reporter_name = 'Ada Reporter'`))[0]?.resolved).toBe(
    false,
  );
  await expectNoSeriousA11yViolations(page);
});

test('approve a submission and find it in the public directory', async ({ page }) => {
  await page.goto(`${server.url}/admin/login?next=%2Fadmin%2Fsimulator-submissions`);
  await logIn(page);
  const row = page.getByRole('row').filter({ hasText: 'E2ESim' });
  await expect(row.getByText('+1 more')).toBeVisible();
  await row.getByRole('button', { name: 'Approve E2ESim' }).click();
  await expectToast(page, 'Status updated');
  await expect(row.getByText('Approved')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Approve E2ESim' })).toHaveCount(0);

  await page.goto(`${server.url}/?q=E2ESim`);
  await expect(page.getByRole('heading', { name: 'E2ESim' })).toBeVisible();
});

test('a deactivated user cannot log in', async ({ page }) => {
  await page.goto(`${server.url}/admin/login?next=%2Fadmin%2Fusers%2Fadd`);
  await logIn(page);
  await expect(page.getByRole('heading', { name: 'Add User' })).toBeVisible();
  await page.getByLabel('Username').fill('e2e-editor');
  await page.getByLabel('Email').fill('editor@example.org');
  await page.getByLabel('Role').fill('editor');
  await page.getByLabel('Password').fill('editor password 42');
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  const row = page.getByRole('row').filter({ hasText: 'e2e-editor' });
  await expect(row.locator('.role-badge-blue')).toHaveText('editor');
  await expect(page.getByRole('row').filter({ hasText: ADMIN.username }).locator('.role-badge-purple')).toHaveText('admin');
  await row.getByRole('button', { name: 'Deactivate e2e-editor' }).click();
  await expectToast(page, 'Status updated');
  await expect(row.getByText('Inactive')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expectToast(page, 'Logged out');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await logIn(page, 'e2e-editor', 'editor password 42');
  await expectToast(page, 'Login failed');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

/** Where the renderer's admin route tables live: admin/admin-routes.tsx and each area's routes.tsx. */
const FEATURES_DIR = path.join(import.meta.dirname, '../src/renderer/src/features');

/** Every path pattern the admin route tables register (below /admin), read from their source. */
async function registeredAdminPatterns(): Promise<string[]> {
  const dirs = (await readdir(FEATURES_DIR)).filter((dir) => dir === 'admin' || dir.startsWith('admin-'));
  const sources = await Promise.all(
    dirs.map((dir) => readFile(path.join(FEATURES_DIR, dir, dir === 'admin' ? 'admin-routes.tsx' : 'routes.tsx'), 'utf8')),
  );
  return sources.flatMap((source) => [...source.matchAll(/path: '([^']+)'/g)].map((m) => m[1]!)).filter((p) => p !== '*');
}

/** The first row a query answers. */
const one = async <R extends object>(sql: string, values: unknown[] = []) => (await query<R>(sql, values))[0]!;

interface AdminRoute {
  /** The route table's pattern, below /admin ('' is the dashboard). */
  pattern: string;
  path: string;
  heading: string;
  /** For an edit page: a field that shows the loaded record, and its value. */
  field?: { label: string; value: string };
}

/**
 * Every admin route of the spec (section 2: the registered ones and those it only linked to) and of the route
 * tables, each with a real record where it takes an id, and the h1 it must show.
 */
async function adminRoutes(): Promise<AdminRoute[]> {
  const sim = await one<{ id: number; name: string }>('SELECT id, name FROM simulators ORDER BY id LIMIT 1');
  const tech = await one<{ id: number; name: string }>('SELECT id, name FROM technologies ORDER BY id LIMIT 1');
  const job = await one<{ id: number; title: string }>('SELECT id, title FROM jobs ORDER BY id LIMIT 1');
  const user = await one<{ id: number; username: string }>('SELECT id, username FROM users WHERE username = $1', [ADMIN.username]);
  const report = await one<{ id: number }>('SELECT id FROM error_reports ORDER BY id LIMIT 1');
  const submission = await one<{ id: number; name: string }>('SELECT id, name FROM simulator_submissions ORDER BY id LIMIT 1');
  // Subscribers in each state the table shows, so its axe run sees every badge.
  await query(
    `INSERT INTO subscriptions (email, name, company, status, confirmed_at, unsubscribed_at)
     VALUES ('pending@example.org', 'Pat', 'Pending Ltd', 'pending', NULL, NULL),
            ('confirmed@example.org', NULL, NULL, 'confirmed', now(), NULL),
            ('gone@example.org', 'Gus', NULL, 'unsubscribed', now(), now()),
            ('bounced@example.org', NULL, 'Bounce Inc', 'confirmed', now(), NULL)
     ON CONFLICT DO NOTHING`,
  );
  await query(`UPDATE subscriptions SET bounced_at = now() WHERE email = 'bounced@example.org'`);
  return [
    { pattern: '', path: '/admin', heading: 'Admin Dashboard' },
    { pattern: 'simulators', path: '/admin/simulators', heading: 'Simulators' },
    { pattern: 'simulators/edit/:id', path: '/admin/simulators/edit/new', heading: 'Add Simulator' },
    {
      pattern: 'simulators/edit/:id',
      path: `/admin/simulators/edit/${sim.id}`,
      heading: 'Edit Simulator',
      field: { label: 'Name', value: sim.name },
    },
    { pattern: 'simulators/view/:id', path: `/admin/simulators/view/${sim.id}`, heading: sim.name },
    { pattern: 'technologies', path: '/admin/technologies', heading: 'Technologies' },
    { pattern: 'technologies/add', path: '/admin/technologies/add', heading: 'Add Technology' },
    {
      pattern: 'technologies/edit/:id',
      path: `/admin/technologies/edit/${tech.id}`,
      heading: 'Edit Technology',
      field: { label: 'Name', value: tech.name },
    },
    { pattern: 'technologies/view/:id', path: `/admin/technologies/view/${tech.id}`, heading: tech.name },
    { pattern: 'jobs', path: '/admin/jobs', heading: 'Jobs' },
    { pattern: 'jobs/add', path: '/admin/jobs/add', heading: 'Add Job' },
    { pattern: 'jobs/edit/:id', path: `/admin/jobs/edit/${job.id}`, heading: 'Edit Job', field: { label: 'Title', value: job.title } },
    { pattern: 'jobs/view/:id', path: `/admin/jobs/view/${job.id}`, heading: job.title },
    { pattern: 'error-reports', path: '/admin/error-reports', heading: 'Error Reports' },
    { pattern: 'error-reports/view/:id', path: `/admin/error-reports/view/${report.id}`, heading: `Error Report #${report.id}` },
    { pattern: 'simulator-submissions', path: '/admin/simulator-submissions', heading: 'Simulator Submissions' },
    { pattern: 'simulator-submissions/view/:id', path: `/admin/simulator-submissions/view/${submission.id}`, heading: submission.name },
    { pattern: 'subscribers', path: '/admin/subscribers', heading: 'Subscribers' },
    { pattern: 'users', path: '/admin/users', heading: 'Users' },
    { pattern: 'users/add', path: '/admin/users/add', heading: 'Add User' },
    {
      pattern: 'users/edit/:id',
      path: `/admin/users/edit/${user.id}`,
      heading: 'Edit User',
      field: { label: 'Username', value: user.username },
    },
  ];
}

test('every admin route renders at 375, 768 and 1366 px, none falls to the 404 page', async ({ page }) => {
  // 20 routes at 3 widths and 20 axe runs: about 4 minutes on the shared 2-core machine.
  test.setTimeout(600_000);
  await page.goto(`${server.url}/admin/login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await logIn(page);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  const routes = await adminRoutes();
  // A route added to a route table without a line here fails the test: the list cannot fall behind.
  const covered = new Set(['login', ...routes.map((route) => route.pattern)]);
  expect((await registeredAdminPatterns()).filter((pattern) => pattern !== '' && !covered.has(pattern))).toEqual([]);
  // The catch-all is what this test must never meet: prove it answers an unknown address.
  await page.goto(`${server.url}/admin/no-such-screen`);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const route of routes) {
      await page.goto(`${server.url}${route.path}`);
      await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
      await expect(page.locator('#main h1').first(), route.path).toHaveText(route.heading);
      if (route.field) await expect(page.getByLabel(route.field.label, { exact: true }), route.path).toHaveValue(route.field.value);
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
      if (width === 1366) {
        await expectNoSeriousA11yViolations(page);
        // A desktop screen shows a whole table: sideways scrolling is for narrow screens only.
        const overflow = await page.evaluate<number[]>(
          `[...document.querySelectorAll('.admin-table-scroll')].map((box) => box.scrollWidth - box.clientWidth)`,
        );
        expect(
          overflow.filter((pixels) => pixels > 0),
          route.path,
        ).toEqual([]);
      }
    }
  }
  // The dashboard counts come from the server.
  await page.goto(`${server.url}/admin`);
  await expect(page.locator('.admin-dashboard-count').first()).toHaveText(/^\d+$/);
  // The URL keeps a table's view: reload and Back restore it.
  await page.goto(`${server.url}/admin/users?q=e2e&size=25`);
  await expect(page.getByLabel('Rows per page')).toHaveValue('25');
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('e2e');
  await page.getByLabel('Rows per page').selectOption('50');
  await expect(page).toHaveURL(/size=50/);
  await page.goBack();
  await expect(page.getByLabel('Rows per page')).toHaveValue('25');
});
