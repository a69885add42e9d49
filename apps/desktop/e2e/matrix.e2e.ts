import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { startRealServer, type RealServer } from '../test-server/real-server';
import { expectNoSeriousA11yViolations, seriousA11yViolations } from './axe';
import { emulateColorScheme } from './color-scheme';

let server: RealServer;
let total: number;

test.beforeAll(async () => {
  server = await startRealServer({ nodeEnv: 'production' });
  total = ((await (await fetch(`${server.url}/api/simulators`)).json()) as unknown[]).length;
});

test.afterAll(async () => {
  await server?.dispose();
});

/** Where focus is in the grid: its row's aria-rowindex and its column (1 the names). A string: e2e code has no DOM types. */
const focusedCell = (page: Page) =>
  page.evaluate<[string | null, number]>(
    "[document.activeElement.closest('tr')?.getAttribute('aria-rowindex') ?? null, document.activeElement.cellIndex + 1]",
  );

for (const width of [375, 1366]) {
  test(`opens from the header, moves by keys, exports its CSV and passes axe in both themes (${width}px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: 'Accept' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (width < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Matrix' }).click();

    const grid = page.getByRole('grid', { name: 'Capability matrix' });
    await expect(grid).toBeVisible();
    await expect(grid).toHaveAttribute('aria-rowcount', String(total + 1));
    // The seeded tools have capability terms: some cell says so.
    await expect(grid.getByRole('gridcell', { name: 'Yes' }).first()).toBeAttached();

    await grid.locator('[tabindex="0"]').focus();
    await expect.poll(() => focusedCell(page)).toEqual(['2', 1]);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedCell(page)).toEqual(['3', 2]);
    await expect(page.locator('#matrix-evidence')).toContainText(/: (Yes|No)\./);
    await page.keyboard.press('Control+End');
    await expect.poll(() => focusedCell(page)).toEqual([String(total + 1), Number(await grid.getAttribute('aria-colcount'))]);

    // Nothing wider than the screen but the grid's own scroll box.
    expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const csv = await readFile(file, 'utf8');
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0]).toMatch(/^\uFEFF"Tool","Multiphase flow",/);
    expect(lines).toHaveLength(total + 1);

    for (const scheme of ['light', 'dark'] as const) {
      await emulateColorScheme(page, scheme);
      expect((await seriousA11yViolations(page, '#main')).map((finding) => `${scheme}: ${finding}`)).toEqual([]);
    }
  });
}

test(`draws the columns up to the view's right edge, and the rest as the grid scrolls sideways`, async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`${server.url}/matrix`);
  const grid = page.getByRole('grid', { name: 'Capability matrix' });
  await expect(grid).toBeVisible();
  const columns = Number(await grid.getAttribute('aria-colcount'));
  const firstRowCells = () => page.evaluate<number>(`document.querySelector('table[role="grid"] tbody tr').children.length`);

  // The header names every column; a tool's row draws its name's cell and the terms that reach into the view.
  await expect(grid.getByRole('columnheader')).toHaveCount(columns);
  const drawn = await firstRowCells();
  expect(drawn).toBeGreaterThan(1);
  expect(drawn).toBeLessThan(columns);

  await page.evaluate(`(() => { const box = document.querySelector('.matrix-scroll'); box.scrollLeft = box.scrollWidth; })()`);
  await expect.poll(firstRowCells).toBe(columns);

  // Scrolled sideways, the names' layer stays at the box's left edge: what is drawn there, in the first tool's row, is
  // that tool's name (its row header cell has scrolled away under it).
  const atLeftEdge = await page.evaluate<[string | undefined, string | undefined]>(`(() => {
    const box = document.querySelector('.matrix-scroll').getBoundingClientRect();
    const shown = document.elementFromPoint(box.left + 20, box.top + 72 + 20);
    return [shown?.closest('.matrix-names a')?.textContent, document.querySelector('tr[aria-rowindex="2"] th')?.textContent];
  })()`);
  expect(atLeftEdge[0]).toBeTruthy();
  expect(atLeftEdge[0]).toBe(atLeftEdge[1]);

  // Scrolled down too, a name and the cells beside it are one tool's: each row and each name is placed from its
  // index alone (by top), and the row under a point right of the names must be the one whose name is drawn there.
  await page.evaluate(`(() => { const box = document.querySelector('.matrix-scroll'); box.scrollTop = 10 * 40 + 15; })()`);
  const underPoint = () =>
    page.evaluate<[string | undefined, string | undefined, string | null | undefined]>(`(() => {
      const box = document.querySelector('.matrix-scroll').getBoundingClientRect();
      const y = box.top + 72 + 60;
      const name = document.elementFromPoint(box.left + 20, y)?.closest('.matrix-names a')?.textContent;
      const row = document.elementFromPoint(box.left + 400, y)?.closest('tr');
      return [name, row?.querySelector('th')?.textContent, row?.getAttribute('aria-rowindex')];
    })()`);
  // 415 px down, 60 px below the header: the 12th tool (row 13, the header being row 1).
  await expect.poll(async () => (await underPoint())[2]).toBe('13');
  const [name, header] = await underPoint();
  expect(name).toBeTruthy();
  expect(name).toBe(header);
});

test('keeps focus on a cell while a scroll up recycles the rows around it', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`${server.url}/matrix`);
  const grid = page.getByRole('grid', { name: 'Capability matrix' });
  await expect(grid).toBeVisible();
  // From the bottom, so a scroll up moves the drawn range and rotates the rows' elements.
  await page.evaluate(`(() => { const box = document.querySelector('.matrix-scroll'); box.scrollTop = box.scrollHeight; })()`);
  const row = total - 8;
  await grid.locator(`tr[aria-rowindex="${row}"] td`).first().click();
  await expect.poll(() => focusedCell(page)).toEqual([String(row), 2]);

  // Three rows up at a time, each a new range once away from the list's end, until the focused row is near the range's
  // far edge: in list order, each step moved the elements of nearly every drawn row, which in Chromium drops their focus.
  await page.evaluate(`(async () => {
    const box = document.querySelector('.matrix-scroll');
    while (box.scrollTop > (${row} - 26) * 40) {
      box.scrollTop -= 120;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  })()`);
  expect(await focusedCell(page)).toEqual([String(row), 2]);
});

test('says so when the filters leave no tool, and passes axe in both themes', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`${server.url}/matrix?q=${encodeURIComponent('no tool is named this')}`);
  await expect(page.getByText('No simulators match your search criteria.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Show every tool' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('says so when the list cannot be read, and passes axe in both themes', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  // An empty cache with the server out of reach: the first read has nothing to read and no sync to wait for.
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.goto(`${server.url}/matrix`);
  await expect(page.getByText('Error loading simulators. Please try again later.')).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
});
