import { expect, test, type Page } from '@playwright/test';
import { startRealServer, type RealServer } from '../test-server/real-server';
import { expectNoSeriousA11yViolations } from './axe';

// The first admin comes from these at the server's start (issue 10); the server inherits this process's env.
const ADMIN = { username: 'records-admin', password: 'records-e2e-password' };
let server: RealServer;

test.beforeAll(async () => {
  process.env.ADMIN_USERNAME = ADMIN.username;
  process.env.ADMIN_PASSWORD = ADMIN.password;
  server = await startRealServer({ nodeEnv: 'production' });
});

test.afterAll(async () => {
  await server?.dispose();
});

async function logIn(page: Page): Promise<void> {
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(`Signed in as ${ADMIN.username}`)).toBeVisible();
}

const toast = (page: Page) => page.locator('.bp6-toast').last();

/** The public home, searched for `name`, after the app's start-up sync. */
async function homeSearch(page: Page, name: string) {
  await page.goto(`${server.url}/?q=${encodeURIComponent(name)}`);
  return page.getByRole('article', { name });
}

async function idOf(
  kind: 'simulators' | 'technologies' | 'jobs',
  pick: (row: { id: number; name?: string; title?: string }) => boolean = () => true,
) {
  const rows = (await (await fetch(`${server.url}/api/${kind}`)).json()) as { id: number; name?: string; title?: string }[];
  const row = rows.find(pick);
  if (!row) throw new Error(`No ${kind} row`);
  return row;
}

test('create, edit and delete a simulator; each change reaches the public home through sync', async ({ page }) => {
  await logIn(page);
  const name = `E2E Sim ${Date.now().toString(36)}`;

  await page.goto(`${server.url}/admin/simulators/edit/new`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Simulator' })).toBeVisible();
  await expect(page.getByLabel('Development Status')).toHaveValue('Actively Maintained');
  await page.getByRole('button', { name: 'Create Simulator' }).click();
  await expect(page.getByText('Name must be at least 2 characters.', { exact: true })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Full Name').fill(`${name} Full`);
  await page.getByLabel('Short Description').fill('Made by the admin e2e test.');
  await page.getByLabel('Description', { exact: true }).fill('A simulator created through the back-office.');
  await page.getByLabel('Website').fill('https://example.org/e2e');
  await page.getByLabel(/Programming Languages/).fill('Rust, Python');
  await page.getByRole('button', { name: 'Create Simulator' }).click();
  await expect(toast(page)).toContainText('Simulator created');
  await expect(page).toHaveURL(/\/admin\/simulators$/);

  await expect(await homeSearch(page, name)).toBeVisible();

  const created = await idOf('simulators', (row) => row.name === name);
  const renamed = `${name} v2`;
  await page.goto(`${server.url}/admin/simulators/edit/${created.id}`);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(page.getByLabel(/Programming Languages/)).toHaveValue('Rust, Python');
  await page.getByLabel('Name', { exact: true }).fill(renamed);
  await page.getByRole('button', { name: 'Update Simulator' }).click();
  await expect(toast(page)).toContainText('Simulator updated');
  await expect(await homeSearch(page, renamed)).toBeVisible();

  await page.goto(`${server.url}/admin/simulators/view/${created.id}`);
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await expect(page.locator('.audit-log li')).toHaveCount(2);

  await page.goto(`${server.url}/admin/simulators?q=${encodeURIComponent(renamed)}`);
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  await expect(page.getByRole('dialog')).toContainText('This will permanently delete the simulator. This action cannot be undone.');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('Simulator deleted');
  await expect(page.getByText('No data available')).toBeVisible();

  await page.goto(`${server.url}/?q=${encodeURIComponent(renamed)}`);
  await expect(page.getByText('No simulators match your search criteria.')).toBeVisible();
});

test('a stale edit answers 409 and the form offers to reload the record', async ({ page, context }) => {
  await logIn(page);
  const target = await idOf('simulators');
  await page.goto(`${server.url}/admin/simulators/edit/${target.id}`);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(target.name ?? '');

  // Someone else saves the same simulator meanwhile (another tab of the same admin).
  const other = await context.newPage();
  await other.goto(`${server.url}/admin/simulators/edit/${target.id}`);
  await other.getByLabel('Short Description').fill('Changed in the other tab first.');
  await other.getByRole('button', { name: 'Update Simulator' }).click();
  await expect(toast(other)).toContainText('Simulator updated');
  await other.close();

  await page.getByLabel('Short Description').fill('Changed here second.');
  await page.getByRole('button', { name: 'Update Simulator' }).click();
  await expect(page.getByText('This record changed')).toBeVisible();
  await expect(toast(page)).toContainText('Failed to update simulator');
  await page.getByRole('button', { name: 'Reload record' }).click();
  await expect(page.getByLabel('Short Description')).toHaveValue('Changed in the other tab first.');
  await expect(page.getByText('This record changed')).toHaveCount(0);
});

test('the technology and job admin pages and the simulator list render at 1366 px (a form, a view and a list at 375 and 768 too), edits load their record, and four have no serious axe finding', async ({
  page,
}) => {
  await logIn(page);
  const technology = await idOf('technologies');
  const job = await idOf('jobs');
  const screens: [string, string][] = [
    ['/admin/simulators', 'Simulators'],
    ['/admin/technologies', 'Technologies'],
    ['/admin/technologies/add', 'Add Technology'],
    [`/admin/technologies/edit/${technology.id}`, 'Edit Technology'],
    [`/admin/technologies/view/${technology.id}`, technology.name ?? ''],
    ['/admin/jobs', 'Jobs'],
    ['/admin/jobs/add', 'Add Job'],
    [`/admin/jobs/edit/${job.id}`, 'Edit Job'],
    [`/admin/jobs/view/${job.id}`, job.title ?? ''],
  ];
  for (const width of [375, 768, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    // Every screen at the desktop width; a form, a view and a list at the narrower ones.
    for (const [path, heading] of width === 1366 ? screens : [screens[2]!, screens[4]!, screens[5]!]) {
      await page.goto(`${server.url}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
    }
  }
  await page.goto(`${server.url}/admin/technologies/edit/${technology.id}`);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(technology.name ?? '');
  await page.goto(`${server.url}/admin/jobs/edit/${job.id}`);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(job.title ?? '');
  for (const [path, heading] of [screens[0]!, screens[2]!, screens[4]!, screens[7]!]) {
    await page.goto(`${server.url}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});
