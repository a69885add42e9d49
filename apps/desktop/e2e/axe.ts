import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { emulateColorScheme } from './color-scheme';

/**
 * axe on the screen's own content (#main) in the light and the dark colour scheme: no serious or critical
 * violation. The footer's link-in-text-block finding belongs to the layout and is checked there.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await emulateColorScheme(page, colorScheme);
    const { violations } = await new AxeBuilder({ page }).include('#main').analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${colorScheme}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
  await emulateColorScheme(page, 'light');
}
