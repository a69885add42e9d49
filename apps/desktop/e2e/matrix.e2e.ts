import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { startRealServer, type RealServer } from '../test-server/real-server';
import { seriousA11yViolations } from './axe';
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
});
