import { expect, type Page } from '@playwright/test';

/** Whether the page wears Blueprint's dark theme: its class goes on once the dark rules have loaded. */
export const isDark = (page: Page) => page.evaluate<boolean>("document.documentElement.classList.contains('bp6-dark')");

/** Emulates the system's colour scheme and waits until a page without a chosen theme has followed it. */
export async function emulateColorScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await expect.poll(() => isDark(page)).toBe(colorScheme === 'dark');
}

/** Where the header's theme toggle keeps the reader's choice (app/ui-preferences.ts: zustand's persist, version 0). */
const UI_PREFERENCES_KEY = 'rsd-ui-preferences';

/**
 * Makes every page this tab loads from now on open with `theme` chosen, as if the reader had picked it with the
 * header's toggle, while the system asks for the other one: the stored choice alone must bring the theme.
 */
export async function chooseThemeBeforeLoad(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const stored = JSON.stringify({ state: { theme }, version: 0 });
  await page.addInitScript(`window.localStorage.setItem(${JSON.stringify(UI_PREFERENCES_KEY)}, ${JSON.stringify(stored)});`);
  await page.emulateMedia({ colorScheme: theme === 'dark' ? 'light' : 'dark' });
}
