/** The first retry of a write that could not reach the server waits this long; each failure doubles it. */
export const OUTBOX_FIRST_RETRY_MS = 5_000;
/** The longest wait between two attempts (an 'online' event or the next start sends at once anyway). */
export const OUTBOX_MAX_RETRY_MS = 5 * 60_000;
/** A 429 without a readable Retry-After waits this long. */
export const OUTBOX_DEFAULT_RATE_LIMIT_MS = 60_000;

/** The wait after the `attempts`-th failed attempt: 5 s, 10 s, 20 s ... up to 5 minutes. */
export function backoffMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(OUTBOX_MAX_RETRY_MS, OUTBOX_FIRST_RETRY_MS * 2 ** Math.min(exponent, 30));
}

/**
 * The epoch ms a Retry-After header names (RFC 9110: delay seconds or an HTTP date), or null when it names
 * nothing readable.
 */
export function retryAfterUntil(header: string | null, now: number): number | null {
  const text = header?.trim() ?? '';
  if (text === '') return null;
  if (/^\d+$/.test(text)) return now + Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(now, date);
}
