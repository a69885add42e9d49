import { RETRY_AFTER_HEADER } from '@rsd/core';
import type { ContractHandlers } from '../../http/contract';
import { currentUser } from '../../http/access';
import { clientAddressKey } from '../../http/client-address';
import { RateLimitedError } from '../../http/rate-limit';
import type { AuthService } from './auth.service';
import { clearSessionCookie, sessionToken, setSessionCookie, type SecureCookies } from './session-cookie';

export function authRoutes(auth: AuthService, secureCookies: SecureCookies): Pick<ContractHandlers, 'login' | 'logout' | 'me'> {
  return {
    login: async ({ body }, { req, res }) => {
      const signedIn = await auth.login(body, sessionToken(req), clientAddressKey(req.ip)).catch((err: unknown) => {
        if (err instanceof RateLimitedError) res.set(RETRY_AFTER_HEADER, String(err.retryAfterSeconds));
        throw err;
      });
      setSessionCookie(req, res, secureCookies, signedIn.token, signedIn.expiresAt);
      return signedIn.user;
    },
    logout: async (_input, { req, res }) => {
      await auth.logout(sessionToken(req));
      clearSessionCookie(req, res, secureCookies);
      return { success: true };
    },
    me: async (_input, { res }) => currentUser(res),
  };
}
