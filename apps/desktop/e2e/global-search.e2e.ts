import { expect, test } from '@playwright/test';
import { startRealServer, type RealServer } from '../test-server/real-server';
import { seriousA11yViolations } from './axe';
import { emulateColorScheme } from './color-scheme';

// Tests run in file order on one server.
let server: RealServer;

test.beforeAll(async () => {
  server = await startRealServer({ nodeEnv: 'production' });
});

test.afterAll(async () => {
  await server?.dispose();
});

for (const width of [375, 1366] as const) {
  test(`the header's search at ${width} px: Ctrl+K, a misspelt tool, the keyboard, axe in both themes`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(server.url);
    await expect(page.getByRole('heading', { level: 2, name: 'Simulation Tools' })).toBeVisible();
    // The button (and its shortcuts) come once the first screen is drawn.
    const trigger = page.getByRole('button', { name: 'Search', exact: true });
    await expect(trigger).toBeVisible();

    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the directory' });
    await expect(dialog).toBeVisible();
    const box = dialog.getByRole('searchbox');
    await expect(box).toBeFocused();

    await box.pressSequentially('dumx');
    const dumux = dialog.getByRole('option', { name: /^DuMux\b/ }).first();
    await expect(dumux).toBeVisible();
    // Grouped by kind: one <optgroup> a kind, its label the heading.
    await expect(
      dialog
        .locator('optgroup[label="Simulators"]')
        .getByRole('option', { name: /^DuMux\b/ })
        .first(),
    ).toBeVisible();
    // The first result is active: the box names it, and the list shows it selected.
    const activeId = await box.getAttribute('aria-activedescendant');
    expect(activeId).toBe(await dumux.getAttribute('id'));

    for (const colorScheme of ['light', 'dark'] as const) {
      await emulateColorScheme(page, colorScheme);
      expect((await seriousA11yViolations(page, '.global-search-dialog')).map((finding) => `${colorScheme}: ${finding}`)).toEqual([]);
    }
    await emulateColorScheme(page, 'light');

    // Down and back up, then Enter opens the active result's page; the focus stayed in the box throughout.
    await page.keyboard.press('ArrowDown');
    await expect(box).not.toHaveAttribute('aria-activedescendant', activeId ?? '');
    await page.keyboard.press('ArrowUp');
    await expect(box).toHaveAttribute('aria-activedescendant', activeId ?? '');
    await expect(box).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/simulator\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'DuMux' })).toBeVisible();
    await expect(dialog).toBeHidden();

    // Escape closes and gives the focus back to the header's button.
    await page.keyboard.press('Control+k');
    await expect(box).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
}
