/**
 * Loads ICU's collation and number data on a worker thread while the app starts. The first Intl object a page
 * builds loads that data: 30 to 60 ms on a desktop, a long task of its own on a slow phone, met by home's first
 * sort by name and the header's sync progress. The worker takes it off the main thread; where a worker cannot
 * start (no Worker, a refused script), the main thread simply loads the data itself when it first needs it.
 */
export function warmUpIcu(): void {
  if (typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(new URL('./icu-warm-up.worker.ts', import.meta.url), { type: 'module', name: 'icu-warm-up' });
    worker.addEventListener('error', () => worker.terminate());
  } catch {
    // Nothing is lost: the data loads on first use instead.
  }
}
