import { expect, test, type Page } from '@playwright/test';
import { startRealServer, type RealServer } from '../test-server/real-server';
import { seriousA11yViolations } from './axe';
import { emulateColorScheme } from './color-scheme';

// The detail page's Sources on the seeded directory: every reference tool records where its facts were read.
let server: RealServer;
let simulators: { id: number; name: string; evidence: string[]; factsVerifiedOn: string | null }[];

test.beforeAll(async () => {
  server = await startRealServer({ nodeEnv: 'production' });
  simulators = (await (await fetch(`${server.url}/api/simulators`)).json()) as typeof simulators;
});

test.afterAll(async () => {
  await server?.dispose();
});

const idOf = (name: string) => simulators.find((s) => s.name === name)!.id;
const sources = (page: Page) => page.getByRole('region', { name: 'Sources' });

test('the seeded directory: every tool has its sources and the day its facts were verified', () => {
  expect(simulators).toHaveLength(65);
  expect(simulators.filter((s) => s.evidence.length === 0 || s.factsVerifiedOn === null).map((s) => s.name)).toEqual([]);
});

test('each evidence entry is listed, with the repository files and tags it names as links', async ({ page }) => {
  await page.goto(`${server.url}/simulator/${idOf('OPM Flow')}`);
  const section = sources(page);
  await expect(section.getByRole('heading', { level: 2, name: 'Sources' })).toBeVisible();
  await expect(section.getByText('Facts verified on Nov 27, 2026')).toBeVisible();
  const opm = simulators.find((s) => s.name === 'OPM Flow')!;
  await expect(section.getByRole('listitem')).toHaveText(opm.evidence);
  await expect(section.getByRole('link', { name: 'OPM/opm-simulators tag release/2026.04/final' })).toHaveAttribute(
    'href',
    'https://github.com/OPM/opm-simulators/releases/tag/release/2026.04/final',
  );
  await expect(section.getByRole('link', { name: 'opm/simulators/linalg/', exact: true })).toHaveAttribute(
    'href',
    'https://github.com/OPM/opm-simulators/tree/0b42d53d09/opm/simulators/linalg',
  );
  // An entry in words names no repository: text, no link.
  await page.goto(`${server.url}/simulator/${idOf('PFLOTRAN')}`);
  const words = sources(page)
    .getByRole('listitem')
    .filter({ hasText: /^code-search excerpt/ });
  await expect(words).toHaveCount(1);
  await expect(words.getByRole('link')).toHaveCount(0);
});

for (const width of [375, 1366]) {
  test(`at ${width} px the Sources fit the page and have no serious axe finding in either theme`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    // The longest entries: GeoChemFoam's repository paths, PoreSpy's notes.
    for (const name of ['GeoChemFoam', 'PoreSpy']) {
      await page.goto(`${server.url}/simulator/${idOf(name)}`);
      // The server's drawing is inert until the app has taken it over (and replaced its nodes).
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await sources(page).scrollIntoViewIfNeeded();
      await expect(sources(page).getByRole('listitem').first()).toBeVisible();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth'), name).toBeLessThanOrEqual(0);
      for (const colorScheme of ['light', 'dark'] as const) {
        await emulateColorScheme(page, colorScheme);
        expect((await seriousA11yViolations(page, '.detail-sources')).map((finding) => `${name} ${colorScheme}: ${finding}`)).toEqual([]);
      }
    }
  });
}
