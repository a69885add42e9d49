import type { ContractHandlers } from '../../http/contract';
import { currentUser } from '../../http/access';
import { clientAddressKey } from '../../http/client-address';
import type { AuthService } from './auth.service';
import { clearSessionCookie, sessionToken, setSessionCookie, type SecureCookies } from './session-cookie';

export function authRoutes(auth: AuthService, secureCookies: SecureCookies): Pick<ContractHandlers, 'login' | 'logout' | 'me'> {
  return {
    login: async ({ body }, { req, res }) => {
      const signedIn = await auth.login(body, sessionToken(req), clientAddressKey(req.ip));
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
