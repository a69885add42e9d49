import { z } from 'zod';

/**
 * The header a client sends with a write it may retry (the offline outbox sends a crypto.randomUUID()): a repeat
 * with the same key answers the first answer and stores nothing new.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set to 'true' on an answer replayed from an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** Seconds to wait before the next write, sent with a 429 `rate_limited`. */
export const RETRY_AFTER_HEADER = 'Retry-After';

export const IDEMPOTENCY_KEY_MAX = 200;
export const IDEMPOTENCY_KEY_MESSAGE = `The ${IDEMPOTENCY_KEY_HEADER} header must be 1 to ${IDEMPOTENCY_KEY_MAX} visible ASCII characters, such as a UUID.`;
export const IDEMPOTENCY_MISMATCH_MESSAGE = `This ${IDEMPOTENCY_KEY_HEADER} was already used with a different request body; send a new key for a new request.`;

/** Visible ASCII (no spaces, no controls), so a key reads the same in every log and header. */
export const IdempotencyKey = z.string().regex(new RegExp(`^[!-~]{1,${IDEMPOTENCY_KEY_MAX}}$`), IDEMPOTENCY_KEY_MESSAGE);

/** The rate limits an endpoint can declare; each one's numbers are server configuration. */
export const RATE_LIMITS = ['publicWrite'] as const;
export type RateLimitName = (typeof RATE_LIMITS)[number];

/** The 429 message: how long to wait, in words a visitor reads. */
export const rateLimitedMessage = (retryAfterSeconds: number): string =>
  `Too many requests from your address. Please try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`;
