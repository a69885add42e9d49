import type { RequestHandler } from 'express';
import { HttpError } from './http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence: only our own pages may write, as a browser's Origin and Sec-Fetch-Site say (clients that are not
 * browsers send neither, and a forged request needs a victim's browser). Our own origin is the request's, or one
 * of `trustedOrigins` (PUBLIC_ORIGIN: behind a TLS proxy the request itself says http). `exemptPaths` (full paths)
 * are writes whose only credential is a token in the URL, posted by other sites by design (RFC 8058's one-click
 * unsubscription): a forged request there needs the token, which is the very thing that authorises it.
 */
export function sameOriginWrites(trustedOrigins: readonly string[] = [], exemptPaths: readonly string[] = []): RequestHandler {
  const trusted = new Set(trustedOrigins);
  const exempt = new Set(exemptPaths);
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method) || exempt.has(req.baseUrl + req.path)) return next();
    const site = req.get('sec-fetch-site');
    const origin = req.get('origin');
    const own = `${req.protocol}://${req.get('host') ?? ''}`;
    const crossSite = site !== undefined && site !== 'same-origin' && site !== 'none';
    const foreignOrigin = origin !== undefined && origin !== own && !trusted.has(origin);
    if ((crossSite && !(origin !== undefined && trusted.has(origin))) || foreignOrigin) {
      return next(new HttpError(403, 'forbidden', 'Cross-site requests may not change anything here.'));
    }
    next();
  };
}
