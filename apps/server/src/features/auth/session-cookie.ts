import { parse } from 'cookie';
import type { Request, Response } from 'express';

/** Sent only to the API, never readable by scripts, never on a cross-site request. */
export const SESSION_COOKIE = 'rsd_session';
const COOKIE_PATH = '/api';

/** The session token the request carries, if any. */
export function sessionToken(req: Request): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  const token = parse(header)[SESSION_COOKIE];
  return token || undefined;
}

/**
 * Secure whenever the visitor reached us over HTTPS: the request says so itself (directly, or through a trusted
 * proxy: TRUST_PROXY), or the site's public origin (PUBLIC_ORIGIN) is https, as behind a TLS proxy that is not
 * trusted to tell the client's address.
 */
export type SecureCookies = (req: Request) => boolean;

export const secureCookiesFor =
  (publicOrigin: string | undefined): SecureCookies =>
  (req) =>
    req.secure || (publicOrigin?.startsWith('https:') ?? false);

export function setSessionCookie(req: Request, res: Response, secure: SecureCookies, token: string, expiresAt: Date): void {
  res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure: secure(req), path: COOKIE_PATH, expires: expiresAt });
}

export function clearSessionCookie(req: Request, res: Response, secure: SecureCookies): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', secure: secure(req), path: COOKIE_PATH });
}
