import type { ContractHandlers } from '../../http/contract';
import { currentUser } from '../../http/access';
import { clientAddressKey } from '../../http/client-address';
import { HttpError } from '../../http/http-error';
import { RateLimitedError } from '../../http/rate-limit';
import type { Metrics, SignInFailureReason } from '../../operations/metrics';
import type { AuthService } from './auth.service';
import { clearSessionCookie, sessionToken, setSessionCookie, type SecureCookies } from './session-cookie';

/** A sign-in refused for who is signing in (not a body that failed validation, nor the database down). */
function failureOf(err: unknown): SignInFailureReason | undefined {
  if (err instanceof RateLimitedError) return 'rate_limited';
  return err instanceof HttpError && err.status === 401 ? 'invalid_credentials' : undefined;
}

export function authRoutes(
  auth: AuthService,
  secureCookies: SecureCookies,
  metrics: Pick<Metrics, 'signInFailures'>,
): Pick<ContractHandlers, 'login' | 'logout' | 'me'> {
  return {
    login: async ({ body }, { req, res }) => {
      const signedIn = await auth.login(body, sessionToken(req), clientAddressKey(req.ip)).catch((err: unknown) => {
        const reason = failureOf(err);
        if (reason) metrics.signInFailures.inc({ reason });
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
