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

export function setSessionCookie(req: Request, res: Response, token: string, expiresAt: Date): void {
  res.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    // Secure whenever the visitor reached us over HTTPS (behind a proxy: see TRUST_PROXY in the README).
    secure: req.secure,
    path: COOKIE_PATH,
    expires: expiresAt,
  });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', secure: req.secure, path: COOKIE_PATH });
}
