import { rateLimitedMessage, type RateLimitName } from '@rsd/core';
import type { RequestHandler } from 'express';
import type { Pool } from 'pg';
import { clientAddressKey } from './client-address';
import { RetryLaterError } from './http-error';
import type { LimitName, RateLimitRules } from './rate-limit-rules';
import { rateLimitRepo } from './rate-limit.repo';

/** Ended windows are deleted at most this often per process, on the way into a counted request. */
const PRUNE_EVERY_MS = 60_000;

export interface RateLimiter {
  /** Counts a request; over the limit, a 429 'rate_limited' error with the seconds to wait. */
  hit(name: LimitName, client: string): Promise<void>;
  /** Takes back one counted request (one that turned out not to count, such as a sign-in that succeeded). */
  forgive(name: LimitName, client: string): Promise<void>;
  /** Forgets the client's window. */
  reset(name: LimitName, client: string): Promise<void>;
}

export class RateLimitedError extends RetryLaterError {
  constructor(retryAfterSeconds: number, message = rateLimitedMessage(retryAfterSeconds)) {
    super(429, 'rate_limited', message, retryAfterSeconds);
  }
}

export function createRateLimiter(pool: Pool, rules: RateLimitRules, now: () => number = Date.now): RateLimiter {
  let lastPrune = Number.NEGATIVE_INFINITY;
  return {
    async hit(name, client) {
      if (now() - lastPrune >= PRUNE_EVERY_MS) {
        lastPrune = now();
        // Each limit's own window: a sign-in window of 15 minutes outlives a 1-minute write window.
        await rateLimitRepo.prune(
          pool,
          Object.entries(rules).map(([bucket, rule]) => ({ bucket, windowSeconds: rule.windowSeconds })),
        );
      }
      const rule = rules[name];
      const count = await rateLimitRepo.hit(pool, name, client, rule.windowSeconds);
      if (count.hits > rule.limit) throw new RateLimitedError(count.secondsLeft);
    },
    forgive: (name, client) => rateLimitRepo.forgive(pool, name, client),
    reset: (name, client) => rateLimitRepo.reset(pool, name, client),
  };
}

/**
 * Counts each request against `name` for its client address (req.ip, which Express reads through the
 * `trust proxy` setting); over the limit, 429 with Retry-After. Runs before the body is read.
 */
export function rateLimit(limiter: RateLimiter, name: RateLimitName): RequestHandler {
  return async (req, _res, next) => {
    await limiter.hit(name, clientAddressKey(req.ip));
    next();
  };
}
