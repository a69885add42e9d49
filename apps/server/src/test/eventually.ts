/** Retries `fn` until it resolves (its value is returned) or `timeoutMs` has passed (its last error is thrown). */
export async function eventually<T>(fn: () => Promise<T>, { timeoutMs = 20_000, intervalMs = 50 } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await fn();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  }
}
