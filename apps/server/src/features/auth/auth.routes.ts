import type { ContractHandlers } from '../../http/contract';
import { currentUser } from '../../http/access';
import type { AuthService } from './auth.service';
import { clearSessionCookie, sessionToken, setSessionCookie } from './session-cookie';

export function authRoutes(auth: AuthService): Pick<ContractHandlers, 'login' | 'logout' | 'me'> {
  return {
    login: async ({ body }, { req, res }) => {
      const signedIn = await auth.login(body, sessionToken(req));
      setSessionCookie(req, res, signedIn.token, signedIn.expiresAt);
      return signedIn.user;
    },
    logout: async (_input, { req, res }) => {
      await auth.logout(sessionToken(req));
      clearSessionCookie(req, res);
      return { success: true };
    },
    me: async (_input, { res }) => currentUser(res),
  };
}
