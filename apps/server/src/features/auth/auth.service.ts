import { createHash, randomBytes } from 'node:crypto';
import type { LoginForm, User } from '@rsd/core';
import type { Pool } from 'pg';
import { HttpError, RetryLaterError } from '../../http/http-error';
import { hashPassword, verifyPassword } from '../users/password';
import { usersRepo } from '../users/users.repo';
import type { LoginThrottle } from './login-throttle';
import { sessionsRepo } from './sessions.repo';

/** Product rules §9: a session lasts 4 hours from sign-in, however busy. */
export const SESSION_LIFETIME_MS = 4 * 60 * 60 * 1000;

/** One message for an unknown user, a wrong password and an inactive account: none of them is told apart. */
export const LOGIN_FAILED_MESSAGE = 'Invalid username or password';

export type Clock = () => Date;

export interface SignedIn {
  user: User;
  token: string;
  expiresAt: Date;
}

export interface AuthService {
  /**
   * A new session for the account; `previousToken`'s session, if any, ends (the id is rotated at sign-in). Failed
   * attempts are limited per username and per `address` (a 429 once either is over its limit).
   */
  login(form: LoginForm, previousToken: string | undefined, address: string): Promise<SignedIn>;
  logout(token: string | undefined): Promise<void>;
  /** The user of a live session, or undefined. */
  userOf(token: string | undefined): Promise<User | undefined>;
}

/** Only a hash of the token is stored: a leaked sessions table does not leak live sessions. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createAuthService(pool: Pool, clock: Clock, throttle: LoginThrottle): AuthService {
  // Checked against when the username is unknown, so that answer takes as long as a wrong password.
  let decoyHash: Promise<string> | undefined;
  const decoy = () =>
    (decoyHash ??= hashPassword(randomBytes(16).toString('base64url')).catch((err: unknown) => {
      // A refusal of the busy hashing queue (503) must not become the answer to every unknown username.
      decoyHash = undefined;
      throw err;
    }));

  const checkPassword = async (password: string, hash: string | undefined) => verifyPassword(password, hash ?? (await decoy()));

  return {
    async login(form, previousToken, address) {
      const attempt = { username: form.username, address };
      await throttle.attempt(attempt);
      const account = await usersRepo.findCredentials(pool, form.username);
      const matches = await checkPassword(form.password, account?.passwordHash).catch(async (err: unknown) => {
        if (err instanceof RetryLaterError) await throttle.unchecked(attempt);
        throw err;
      });
      if (!account || !matches || !account.user.isActive) throw new HttpError(401, 'unauthorized', LOGIN_FAILED_MESSAGE);
      await throttle.succeeded(attempt);

      const now = clock();
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
      if (previousToken) await sessionsRepo.delete(pool, hashToken(previousToken));
      await sessionsRepo.deleteExpired(pool, now);
      await sessionsRepo.insert(pool, hashToken(token), account.user.id, now, expiresAt);
      return { user: account.user, token, expiresAt };
    },

    async logout(token) {
      if (token) await sessionsRepo.delete(pool, hashToken(token));
    },

    async userOf(token) {
      return token ? sessionsRepo.findUser(pool, hashToken(token), clock()) : undefined;
    },
  };
}
