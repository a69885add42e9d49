/**
 * Loads ICU's collation and number data on a worker while the app starts: the first Intl object otherwise loads
 * it on the main thread, a long task on a slow phone. Without a worker, the main thread loads it when needed.
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
