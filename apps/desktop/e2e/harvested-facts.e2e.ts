import { expect, test, type Page } from '@playwright/test';
import { Client } from 'pg';
import { startRealServer, type RealServer } from '../test-server/real-server';
import { expectNoSeriousA11yViolations } from './axe';

// Harvested repository facts (issue 26), put straight into the test database as the harvester leaves them (the
// scheduled harvest is off: no repository host is reachable from here), then read by a visitor and an admin.
test.describe.configure({ mode: 'serial', timeout: 240_000 });
let server: RealServer;
const ADMIN = { username: 'e2e-admin', password: 'e2e admin password 42' };
const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

/** The two seeded tools the tests give harvested facts: one archived, one with a newer release than listed. */
let archived: { id: number; name: string };
let released: { id: number; name: string; lastReleaseVersion: string | null };

async function query<R extends object>(text: string, values: unknown[] = []): Promise<R[]> {
  const client = new Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const expectToast = (page: Page, text: string) => expect(page.locator('.bp6-toast', { hasText: text })).toBeVisible();

test.beforeAll(async () => {
  server = await startRealServer({
    nodeEnv: 'production',
    env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, HARVEST_SCHEDULE: 'off' },
  });
  const list = (await (await fetch(`${server.url}/api/simulators`)).json()) as {
    id: number;
    name: string;
    lastReleaseVersion: string | null;
  }[];
  [archived, released] = [list[0]!, list[1]!];
  await query(`UPDATE simulators SET repository = $2::jsonb WHERE id = $1`, [
    archived.id,
    JSON.stringify({
      latestRelease: { version: '1.2.0', date: '2021-06-01', url: 'https://github.com/example/archived/releases/tag/v1.2.0' },
      lastCommitAt: hoursAgo(3 * 24 + 1),
      archived: true,
      stars: 1234,
      forks: 210,
      openIssues: 57,
      commitsLastYear: 1523,
      license: 'MIT',
      harvestedAt: hoursAgo(2),
    }),
  ]);
  // Harvested before the count of commits existed: no commitsLastYear at all.
  await query(
    `UPDATE simulators SET repository = $2::jsonb, last_release_version = '1.0', last_release_date = '2020-01-01' WHERE id = $1`,
    [
      released.id,
      JSON.stringify({
        latestRelease: { version: '99.1', date: '2025-10-15', url: null },
        lastCommitAt: hoursAgo(5),
        archived: false,
        stars: 10,
        forks: 1,
        openIssues: 0,
        license: null,
        harvestedAt: hoursAgo(1),
      }),
    ],
  );
  await query(
    `INSERT INTO harvest_states (simulator_id, last_attempt_at, last_outcome, last_success_at, last_error, last_error_at)
     VALUES ($1, $2, 'failed', $3, 'repository not found (404)', $2), ($4, $3, 'harvested', $3, NULL, NULL)`,
    [archived.id, hoursAgo(2), hoursAgo(26), released.id],
  );
});

test.afterAll(async () => {
  await server?.dispose();
});

test('a visitor sees the harvested facts with their ages and where they came from, in both themes', async ({ page }) => {
  await page.goto(`${server.url}/simulator/${archived.id}`);
  await expect(page.getByRole('heading', { level: 1, name: archived.name })).toBeVisible();
  await expect(page.getByText('Its owners have archived the source repository: it is read-only and no longer developed.')).toBeVisible();
  const facts = page.getByRole('region', { name: 'From the Repository' });
  await expect(facts.getByText('Repository archived (read-only)')).toBeVisible();
  await expect(facts.getByRole('listitem').filter({ hasText: 'Latest release' })).toHaveText('Latest release v1.2.0, released Jun 1, 2021');
  await expect(facts.getByText('Last commit 3 days ago')).toBeVisible();
  await expect(facts.getByText('1,523 commits in the past year')).toBeVisible();
  await expect(facts.getByText('1,234 stars · 210 forks · 57 open issues')).toBeVisible();
  await expect(facts.getByText('Facts from the repository, harvested 2 hours ago')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Home: the card says "Archived"; another card, not archived, does not.
  await page.goto(`${server.url}/`);
  await page.getByLabel('Search simulators').fill(archived.name);
  const card = page.getByRole('article', { name: archived.name, exact: true });
  await expect(card.getByText('Archived', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Search simulators').fill(released.name);
  await expect(page.getByRole('article', { name: released.name, exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: released.name, exact: true }).getByText('Archived', { exact: true })).toHaveCount(0);
});

test('an admin sees the harvest state, switches harvesting off and on, and uses a newer release', async ({ page }) => {
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expectToast(page, 'Login successful');

  await page.goto(`${server.url}/admin/simulators`);
  const table = page.getByRole('table', { name: 'Simulators' });
  await page.getByLabel('Search', { exact: true }).fill(archived.name);
  await expect(
    table.getByRole('row').filter({ hasText: archived.name }).getByText('Harvest failed 2 hours ago: repository not found (404)'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(`${server.url}/admin/simulators/view/${released.id}`);
  const harvest = page.getByRole('region', { name: 'Repository harvest' });
  await expect(harvest.getByText('Harvested 1 day ago')).toBeVisible();
  await expect(
    harvest.getByText('The repository has a newer release: v99.1, released Oct 15, 2025; the listing shows v1.0.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await harvest.getByLabel('Reason for switching harvesting off').fill('Mirror of a private repository');
  await harvest.getByRole('button', { name: 'Switch harvesting off' }).click();
  await expectToast(page, 'Harvesting switched off');
  await expect(harvest.getByText('Harvesting is off: Mirror of a private repository')).toBeVisible();
  await harvest.getByRole('button', { name: 'Switch harvesting on' }).click();
  await expectToast(page, 'Harvesting switched on');
  await expect(harvest.getByRole('button', { name: 'Switch harvesting off' })).toBeVisible();

  await harvest.getByRole('button', { name: 'Use it' }).click();
  await expectToast(page, 'Release updated');
  await expect(harvest.getByRole('button', { name: 'Use it' })).toHaveCount(0);
  const stored = await query<{ last_release_version: string; last_release_date: string }>(
    `SELECT last_release_version, to_char(last_release_date, 'YYYY-MM-DD') AS last_release_date FROM simulators WHERE id = $1`,
    [released.id],
  );
  expect(stored[0]).toEqual({ last_release_version: '99.1', last_release_date: '2025-10-15' });
});

// Last: it stops the server.
test('with the server stopped, the cached page shows the same harvested facts', async ({ page }) => {
  // Online first: the page's code is loaded, and home lists the tools once the sync has filled the cache.
  await page.goto(`${server.url}/simulator/${released.id}`);
  await expect(page.getByRole('region', { name: 'From the Repository' })).toBeVisible();
  await page.getByRole('link', { name: '← Back to all simulators' }).click();
  await expect(page.getByText(/^Showing \d+ simulator\(s\)$/)).toBeVisible();
  await server.stop();

  await page.getByLabel('Search simulators').fill(released.name);
  await page
    .getByRole('article', { name: released.name, exact: true })
    .getByRole('link', { name: /View Details/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: released.name })).toBeVisible();
  const facts = page.getByRole('region', { name: 'From the Repository' });
  await expect(facts.getByText('Facts from the repository, harvested 1 hour ago')).toBeVisible();
  await expect(facts.getByText('Last commit 5 hours ago')).toBeVisible();
  await expect(facts.getByText('10 stars · 1 fork · 0 open issues')).toBeVisible();
  await expect(facts.getByText(/in the past year/)).toHaveCount(0);
});
