import { usernameKey } from '@rsd/core';
import { RateLimitedError, type RateLimiter } from '../../http/rate-limit';

/** One message whichever limit was met and whether or not the username exists: neither is told apart. */
export const loginRateLimitedMessage = (seconds: number): string => {
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many failed sign-in attempts. Please try again in ${wait}.`;
};

export interface LoginAttempt {
  username: string;
  /** clientAddressKey of the request. */
  address: string;
}

export interface LoginThrottle {
  /**
   * Counts the attempt against its username and its address before the password is checked; over either limit,
   * a 429 'rate_limited' (RateLimitedError). Counting first, in PostgreSQL, means that concurrent guesses on any
   * number of server processes cannot slip past the limit.
   */
  attempt(attempt: LoginAttempt): Promise<void>;
  /** The attempt signed in: it was no failure. The username starts afresh; the address gets its one count back. */
  succeeded(attempt: LoginAttempt): Promise<void>;
  /** The password could not be checked (the server was busy): no failure either, so both counts get theirs back. */
  unchecked(attempt: LoginAttempt): Promise<void>;
}

/** Counted by usernameKey, the form sign-in looks the account up in: 'Root' and 'root' share one count. */
export function createLoginThrottle(limiter: RateLimiter): LoginThrottle {
  return {
    async attempt({ username, address }) {
      try {
        await limiter.hit('loginUsername', usernameKey(username));
        await limiter.hit('loginAddress', address);
      } catch (err) {
        if (err instanceof RateLimitedError)
          throw new RateLimitedError(err.retryAfterSeconds, loginRateLimitedMessage(err.retryAfterSeconds));
        throw err;
      }
    },
    async succeeded({ username, address }) {
      await limiter.reset('loginUsername', usernameKey(username));
      await limiter.forgive('loginAddress', address);
    },
    async unchecked({ username, address }) {
      await limiter.forgive('loginUsername', usernameKey(username));
      await limiter.forgive('loginAddress', address);
    },
  };
}
