/** The class of home's count line (features/home/simulation-tools.tsx, first-screen-tools.tsx; bench/bundle-size.ts waits for it too). */
export const HOME_COUNT_SELECTOR = '.tools-count';

/** The longest the start-up's idle work waits for home's count once home has its list (a URL's filters may hold it back). */
export const HOME_COUNT_WAIT_MAX_MS = 3_000;

/**
 * Resolves once home's count line is in `root`, or after HOME_COUNT_WAIT_MAX_MS. Home draws its list as a transition
 * that React cuts into slices, and an idle moment can come between two of them: the work that waits for `idle` (the
 * subscribe form, zod, other screens' chunks, about 120 KB on a first visit) then downloads before the count is drawn.
 */
export function homeCountDrawn(root: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    if (root.querySelector(HOME_COUNT_SELECTOR)) return resolve();
    const observer = new MutationObserver(() => {
      if (root.querySelector(HOME_COUNT_SELECTOR)) done();
    });
    const timer = setTimeout(() => done(), HOME_COUNT_WAIT_MAX_MS);
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe(root, { childList: true, subtree: true });
  });
}
