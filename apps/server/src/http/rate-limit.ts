import { rateLimitedMessage, type RateLimitName } from '@rsd/core';
import type { RequestHandler } from 'express';
import type { Pool } from 'pg';
import { clientAddressKey } from './client-address';
import { RetryLaterError } from './http-error';
import { rateLimitRepo } from './rate-limit.repo';

export interface RateLimitRule {
  /** Requests a client address may make per window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Limits the server applies itself rather than per contract entry: failed sign-ins, counted per username and per
 * client address (see features/auth/login-throttle.ts).
 */
export const LOGIN_RATE_LIMITS = ['loginUsername', 'loginAddress'] as const;
export type LimitName = RateLimitName | (typeof LOGIN_RATE_LIMITS)[number];

/** The numbers of every limit: those an endpoint can declare (RATE_LIMITS in core) and the sign-in ones. */
export type RateLimitRules = Record<LimitName, RateLimitRule>;

/** Product rules: 5 failed sign-ins in 15 minutes, per username and per address. */
const DEFAULT_LOGIN_RULE: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 };

export const DEFAULT_RATE_LIMITS: RateLimitRules = {
  publicWrite: { limit: 30, windowSeconds: 60 },
  loginUsername: DEFAULT_LOGIN_RULE,
  loginAddress: DEFAULT_LOGIN_RULE,
};

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
        await rateLimitRepo.prune(pool, Object.entries(rules).map(([bucket, rule]) => ({ bucket, windowSeconds: rule.windowSeconds })));
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
