import { rateLimitedMessage, RETRY_AFTER_HEADER, type RateLimitName } from '@rsd/core';
import type { RequestHandler } from 'express';
import type { Pool } from 'pg';
import { clientAddressKey } from './client-address';
import { HttpError } from './http-error';
import { rateLimitRepo } from './rate-limit.repo';

export interface RateLimitRule {
  /** Requests a client address may make per window. */
  limit: number;
  windowSeconds: number;
}

/** The numbers of every limit an endpoint can declare (see RATE_LIMITS in core). */
export type RateLimitRules = Record<RateLimitName, RateLimitRule>;

export const DEFAULT_RATE_LIMITS: RateLimitRules = { publicWrite: { limit: 30, windowSeconds: 60 } };

/** Ended windows are deleted at most this often per process, on the way into a counted request. */
const PRUNE_EVERY_MS = 60_000;

export interface RateLimiter {
  /** Counts a request; over the limit, a 429 'rate_limited' error with the seconds to wait. */
  hit(name: RateLimitName, client: string): Promise<void>;
}

export class RateLimitedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'rate_limited', rateLimitedMessage(retryAfterSeconds));
  }
}

export function createRateLimiter(pool: Pool, rules: RateLimitRules, now: () => number = Date.now): RateLimiter {
  const longestWindow = Math.max(...Object.values(rules).map((rule) => rule.windowSeconds));
  let lastPrune = Number.NEGATIVE_INFINITY;
  return {
    async hit(name, client) {
      if (now() - lastPrune >= PRUNE_EVERY_MS) {
        lastPrune = now();
        await rateLimitRepo.prune(pool, longestWindow);
      }
      const rule = rules[name];
      const count = await rateLimitRepo.hit(pool, name, client, rule.windowSeconds);
      if (count.hits > rule.limit) throw new RateLimitedError(count.secondsLeft);
    },
  };
}

/**
 * Counts each request against `name` for its client address (req.ip, which Express reads through the
 * `trust proxy` setting); over the limit, 429 with Retry-After. Runs before the body is read.
 */
export function rateLimit(limiter: RateLimiter, name: RateLimitName): RequestHandler {
  return async (req, res, next) => {
    try {
      await limiter.hit(name, clientAddressKey(req.ip));
      next();
    } catch (err) {
      if (err instanceof RateLimitedError) res.set(RETRY_AFTER_HEADER, String(err.retryAfterSeconds));
      next(err);
    }
  };
}
