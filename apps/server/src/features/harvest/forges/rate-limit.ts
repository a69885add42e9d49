/**
 * When a rate-limited answer says to try again: GitHub's primary limit is a 403 or 429 with x-ratelimit-remaining 0
 * and x-ratelimit-reset (epoch seconds), its secondary limit and GitLab's a 403 or 429 with retry-after (seconds, or
 * an HTTP date). null for a 429 that names no time; undefined when the answer is no rate limit (a 403 without these
 * headers is a refusal, the tool's error).
 */
export function rateLimitedUntil(status: number, headers: Headers, now: Date): Date | null | undefined {
  if (status !== 403 && status !== 429) return undefined;
  const retryAfter = headers.get('retry-after')?.trim();
  if (retryAfter) {
    if (/^\d+$/.test(retryAfter)) return new Date(now.getTime() + Number(retryAfter) * 1000);
    const date = Date.parse(retryAfter);
    return Number.isNaN(date) ? null : new Date(date);
  }
  const remaining = headers.get('x-ratelimit-remaining') ?? headers.get('ratelimit-remaining');
  const reset = headers.get('x-ratelimit-reset') ?? headers.get('ratelimit-reset');
  if (remaining?.trim() === '0') return reset && /^\d+$/.test(reset.trim()) ? new Date(Number(reset.trim()) * 1000) : null;
  return status === 429 ? null : undefined;
}
