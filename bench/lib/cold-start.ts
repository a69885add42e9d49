/** Runs in the page (addInitScript): no imports, no named inner functions (tsx would wrap them in a helper the page lacks). */

/** Records, in the page's own clock, when the first real card and the full count line appear. */
export function watchColdStart(fullCount: string): void {
  const marks: { firstCard?: number; fullCount?: number } = {};
  Object.assign(window, { benchColdStart: marks });
  const observer = new MutationObserver(() => {
    if (marks.firstCard === undefined && document.querySelector('article.simulator-card')) marks.firstCard = performance.now();
    if (marks.fullCount === undefined && document.querySelector('.tools-count')?.textContent === fullCount)
      marks.fullCount = performance.now();
    if (marks.firstCard !== undefined && marks.fullCount !== undefined) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}
