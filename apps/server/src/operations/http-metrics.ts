import type { Request, RequestHandler } from 'express';
import type { Histogram } from 'prom-client';

/** The route label of a request no route answered (an unknown /api path, a cross-site write refused before its route). */
export const UNMATCHED_ROUTE = '<unmatched>';
/** The route label of the web build: its files and its SPA pages, whatever the path, so paths never become labels. */
export const WEB_BUILD_ROUTE = '<web build>';

const labelled = new WeakMap<Request, string>();

/** Gives every request that reaches the handlers after it `label` as its route, in place of any route they match. */
export const routeLabel =
  (label: string): RequestHandler =>
  (req, _res, next) => {
    labelled.set(req, label);
    next();
  };

/**
 * The template of the route that answered (`/api/simulators/:id`), with the mount path of its router in front (a
 * router's own route paths are relative to it), else the request's fixed label, else UNMATCHED_ROUTE.
 */
export function routeOf(req: Request): string {
  const label = labelled.get(req);
  if (label !== undefined) return label;
  const route = req.route as { path?: unknown } | undefined;
  return typeof route?.path === 'string' ? `${req.baseUrl}${route.path}` : UNMATCHED_ROUTE;
}

/** Times each request into `histogram` when its response has been sent; mounted first, so it sees every request. */
export function measureRequests(histogram: Histogram<'method' | 'route' | 'status'>): RequestHandler {
  return (req, res, next) => {
    const stop = histogram.startTimer();
    res.once('finish', () => stop({ method: req.method, route: routeOf(req), status: String(res.statusCode) }));
    next();
  };
}
