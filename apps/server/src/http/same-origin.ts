import type { RequestHandler } from 'express';
import { HttpError } from './http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for every state-changing API request: a browser names the page that sent it (Origin, and
 * Sec-Fetch-Site in current browsers), and only our own pages may write. Clients that are not browsers send
 * neither and are let through: a forged request needs a victim's browser, which always sends them. Our own
 * origin is the request's, or any of `trustedOrigins` (PUBLIC_ORIGIN: behind a TLS proxy the request itself
 * says http and the proxy's idea of the host, while the browser says https and the public name).
 */
export function sameOriginWrites(trustedOrigins: readonly string[] = []): RequestHandler {
  const trusted = new Set(trustedOrigins);
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
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
