import type { Locator, Page } from '@playwright/test';

/**
 * A simulator's card on home. The grid renders only the rows near the viewport, so, as a reader would,
 * this scrolls from the top of the page down until the card is there.
 */
export async function scrollToCard(page: Page, name: string): Promise<Locator> {
  const card = page.getByRole('article', { name });
  // The e2e project has no DOM types: page-side code is passed as text.
  await page.evaluate('window.scrollTo(0, 0)');
  for (let step = 0; step < 80 && (await card.count()) === 0; step++) {
    await page.evaluate('window.scrollBy(0, 300)');
    await page.waitForTimeout(50);
  }
  return card;
}
