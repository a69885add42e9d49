import { expect, test } from '@playwright/test';
import { startRealServer, type RealServer } from '../test-server/real-server';
import { expectNoSeriousA11yViolations } from './axe';

// Tests run in file order on one server; the last one stops it.
let server: RealServer;
let jobs: { id: number; title: string; isFeatured: boolean; experienceLevel: string; expiresAt: string | null }[];

test.beforeAll(async () => {
  server = await startRealServer({ nodeEnv: 'production' });
  jobs = (await (await fetch(`${server.url}/api/jobs`)).json()) as typeof jobs;
});

test.afterAll(async () => {
  await server?.dispose();
});

const WIDTHS = [375, 768, 1366];

for (const width of WIDTHS) {
  test(`jobs, a job and its apply page at ${width} px, with no serious accessibility violation`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    expect(jobs.length).toBeGreaterThan(3);

    await page.goto(`${server.url}/jobs`);
    await expect(page.getByText(`Found ${jobs.length} job(s)`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'All Jobs' })).toBeVisible();
    // Every state a card can show is on screen while axe runs, in both themes: featured, expired (the date in the
    // error colour), expiring tomorrow and in n days.
    await expect(page.getByText('Featured Position').first()).toBeVisible();
    await expect(page.getByText(/^Expired \w{3} \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(page.getByText('Expires tomorrow').first()).toBeVisible();
    await expect(page.getByText(/^Expires in \d+ days/).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const first = jobs[0]!;
    await page.getByRole('link', { name: first.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${first.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Job Overview' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Apply Now' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${first.id}/apply$`));
    await expect(page.getByRole('heading', { level: 1, name: `Apply for ${first.title}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // An expired job's apply page says so in a danger callout: its contrast in both themes.
    const expired = jobs.find((job) => job.expiresAt !== null && Date.parse(job.expiresAt) < Date.now())!;
    await page.goto(`${server.url}/jobs/${expired.id}/apply`);
    await expect(page.getByRole('heading', { level: 1, name: `Apply for ${expired.title}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Expired' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto(`${server.url}/jobs/999999`);
    await expect(page.getByText('Error Loading Job')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test('missing and malformed job ids show the error box with a link back', async ({ page }) => {
  for (const path of ['/jobs/999999', '/jobs/abc', '/jobs/999999/apply']) {
    await page.goto(`${server.url}${path}`);
    await expect(page.getByText('Error Loading Job')).toBeVisible();
    await expect(page.getByText("Sorry, we couldn't load the job details. It may have been removed or expired.")).toBeVisible();
  }
  await page.getByRole('link', { name: '← Back to all jobs' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByText(`Found ${jobs.length} job(s)`)).toBeVisible();
});

test('filters, sort and tab live in the URL: reload and back/forward restore them', async ({ page }) => {
  await page.goto(`${server.url}/jobs`);
  await expect(page.getByText(`Found ${jobs.length} job(s)`)).toBeVisible();

  const leads = jobs.filter((j) => j.experienceLevel === 'lead').length;
  await page.getByLabel('Experience level').selectOption('lead');
  await expect(page).toHaveURL(/\?level=lead$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Lead Jobs' })).toBeVisible();
  await expect(page.getByText(`Found ${leads} job(s)`)).toBeVisible();

  const bySalary = (await (await fetch(`${server.url}/api/jobs?experienceLevel=lead&sort=salary_desc`)).json()) as typeof jobs;
  const order = bySalary.map((job) => job.title);
  await page.getByLabel('Sort by').selectOption({ label: 'Highest Salary' });
  await expect(page).toHaveURL(/\?level=lead&sort=salary_desc$/);
  await expect(page.getByRole('list', { name: 'Jobs' }).getByRole('heading', { level: 3 })).toHaveText(order);

  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('salary_desc');
  await expect(page.getByLabel('Experience level')).toHaveValue('lead');
  await expect(page.getByRole('list', { name: 'Jobs' }).getByRole('heading', { level: 3 })).toHaveText(order);

  await page.goBack();
  await expect(page).toHaveURL(/\?level=lead$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('recent');
  await page.goBack();
  await expect(page.getByText(`Found ${jobs.length} job(s)`)).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 2, name: 'Lead Jobs' })).toBeVisible();

  await page.getByRole('tab', { name: 'Featured' }).click();
  await expect(page).toHaveURL(/tab=featured/);
  await expect(page.getByRole('heading', { level: 2, name: 'Featured Lead Jobs' })).toBeVisible();

  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page).toHaveURL(/\?tab=featured$/);
  await expect(page.getByText(`Found ${jobs.filter((j) => j.isFeatured).length} job(s)`)).toBeVisible();
});

test('an empty search says no jobs were found', async ({ page }) => {
  await page.goto(`${server.url}/jobs`);
  await page.getByLabel('Search by title').fill('no such job anywhere');
  await expect(page.getByText('No jobs found')).toBeVisible();
  await expect(page.getByText('Found 0 job(s)')).toBeVisible();
  await expect(page).toHaveURL(/\?q=no\+such\+job\+anywhere$/);
});

test('a saved job survives a reload and stays on the Saved tab with the server stopped', async ({ page }) => {
  const job = jobs[1]!;
  await page.goto(`${server.url}/jobs/${job.id}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  await page.getByRole('link', { name: '← Back to all jobs' }).first().click();
  await expect(page.getByText(`Found ${jobs.length} job(s)`)).toBeVisible();

  await server.stop();
  await page.getByRole('tab', { name: 'Saved (1)' }).click();
  await expect(page.getByText('Found 1 job(s)')).toBeVisible();
  await page.getByRole('link', { name: job.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
});
