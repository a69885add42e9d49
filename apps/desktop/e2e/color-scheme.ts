import { expect, type Page } from '@playwright/test';

/** Whether the page wears Blueprint's dark theme: its class goes on once the dark rules have loaded. */
export const isDark = (page: Page) => page.evaluate<boolean>("document.documentElement.classList.contains('bp6-dark')");

/** Emulates the system's colour scheme and waits until a page without a chosen theme has followed it. */
export async function emulateColorScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await expect.poll(() => isDark(page)).toBe(colorScheme === 'dark');
}
