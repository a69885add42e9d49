import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { emulateColorScheme } from './color-scheme';

/**
 * The serious and critical axe findings on the page (or on `include`'s part of it), one line each: the rule
 * and the nodes it found.
 */
export async function seriousA11yViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * axe on the screen's own content (#main) in the light and the dark colour scheme: no serious or critical
 * violation. The layout around it (header, footer, cookie banner) is checked on every public route by
 * about-layout.e2e.ts.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await emulateColorScheme(page, colorScheme);
    expect((await seriousA11yViolations(page, '#main')).map((finding) => `${colorScheme}: ${finding}`)).toEqual([]);
  }
  await emulateColorScheme(page, 'light');
}
