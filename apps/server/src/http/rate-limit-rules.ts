import type { RateLimitName } from '@rsd/core';

/* The numbers of the rate limits, apart from the limiter: configuration reads them without the database code. */

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
