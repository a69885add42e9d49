import { CONTRACT, ENDPOINT_NAMES, type Endpoint } from '@rsd/core';
import type { RequestHandler } from 'express';
import { REQUEST_ID_HEADER } from '../operations/request-id';

/** Public reads are revalidated on every use: a 304 costs the client nothing, and nobody sees stale data. */
export const PUBLIC_READ_CACHE_CONTROL = 'no-cache';
const CORS_METHODS = 'GET, HEAD, OPTIONS';
/**
 * What a cross-origin reader may send (revalidation, its own request id) and read (the validator, a rate limit's
 * wait, the id the server logged the request under, to quote when reporting a failure).
 */
const CORS_REQUEST_HEADERS = `If-None-Match, Accept, ${REQUEST_ID_HEADER}`;
const CORS_EXPOSED_HEADERS = `ETag, Retry-After, ${REQUEST_ID_HEADER}`;

const patternOf = (path: string) => new RegExp(`^${path.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}/?$`);

/** The contract's GET entries that anyone may call, plus the other public documents the server serves. */
export function publicReadPaths(extra: readonly string[]): RegExp[] {
  const contractPaths = ENDPOINT_NAMES.map((name): Endpoint => CONTRACT[name])
    .filter((entry) => entry.method === 'GET' && (entry.access ?? 'public') === 'public')
    .map((entry) => entry.path);
  return [...contractPaths, ...extra].map(patternOf);
}

/**
 * Read-only CORS and one caching rule for public reads: GET and HEAD from any origin without credentials,
 * revalidated by ETag. A write's preflight gets no CORS headers, so another site's page never sends it.
 */
export function publicReads(paths: readonly RegExp[]): RequestHandler {
  return (req, res, next) => {
    if (!paths.some((pattern) => pattern.test(req.path))) return next();
    if (req.method === 'GET' || req.method === 'HEAD') {
      res.set({
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Expose-Headers': CORS_EXPOSED_HEADERS,
        'Cache-Control': PUBLIC_READ_CACHE_CONTROL,
      });
      return next();
    }
    const requested = req.get('Access-Control-Request-Method')?.toUpperCase();
    if (req.method === 'OPTIONS' && req.get('Origin') && (requested === 'GET' || requested === 'HEAD')) {
      res
        .set({
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': CORS_METHODS,
          'Access-Control-Allow-Headers': CORS_REQUEST_HEADERS,
          'Access-Control-Max-Age': '86400',
        })
        .status(204)
        .end();
      return;
    }
    next();
  };
}
