import type { BrowserContext } from '@playwright/test';
import { BenchFailure } from './harness';

const CARD = 'article.simulator-card';

/**
 * Records in the page when the first card is attached, as a promise the harness awaits: a Playwright locator
 * would run 50 to 60 ms of script in the start it measures. An init script for the context (a string: it runs as is).
 */
export const RECORD_FIRST_CARD = `
  window.__firstCard = new Promise((resolve) => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector(${JSON.stringify(CARD)})) return;
      resolve(performance.now());
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
`;

/** The longest a start may take before the bench gives up on it. */
const START_TIMEOUT_MS = 120_000;

/**
 * Opens home in a new page of `context` (which has RECORD_FIRST_CARD); resolves with when the first card appeared
 * (ms from navigation).
 */
export async function timeHome(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  try {
    await page.goto(`${url}/`, { waitUntil: 'commit' });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new BenchFailure(`No card on home within ${START_TIMEOUT_MS} ms.`)), START_TIMEOUT_MS);
    });
    const at = await Promise.race([page.evaluate('window.__firstCard'), timeout])
      .catch(async (error: unknown) => {
        throw new BenchFailure(`No card on home: ${String(error)}\nThe page said: ${await page.locator('body').innerText()}`);
      })
      .finally(() => clearTimeout(timer));
    if (typeof at !== 'number') throw new BenchFailure('The page did not record when its first card appeared.');
    return at;
  } finally {
    await page.close();
  }
}

export const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
