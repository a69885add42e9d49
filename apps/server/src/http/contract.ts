import {
  CONTRACT,
  ENDPOINT_NAMES,
  IDEMPOTENT_REPLAYED_HEADER,
  methodsOf,
  type Contract,
  type Endpoint,
  type EndpointName,
  type HttpMethod,
} from '@rsd/core';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { Pool } from 'pg';
import type { z } from 'zod';
import type { Queryable } from '../db/pool';
import { accessGuard, type Authenticate } from './access';
import { etagMatches, strongEtag } from './etag';
import { setErrorBodyShape } from './error-shape';
import { HttpError } from './http-error';
import { idempotencyKeyOf, type Idempotency, type StoredAnswer } from './idempotency';
import { jsonBody } from './json-body';
import { rateLimit, type RateLimiter } from './rate-limit';
import { validate } from './validate';

type Parsed<S, Fallback> = S extends z.ZodType ? z.output<S> : Fallback;

/** What an endpoint's handler receives: its params, query and body, parsed by the contract's schemas. */
export interface EndpointInput<E extends Endpoint> {
  params: Parsed<E['params'], Record<string, never>>;
  query: Parsed<E['query'], Record<string, never>>;
  body: Parsed<E['body'], undefined>;
}

/** Returned by a handler that wrote the response itself (a 304, a pre-compressed body). */
export const SENT = Symbol('sent');

/**
 * What a handler may use besides its input. `db` is where its writes go: the pool, or for a request with an
 * Idempotency-Key the transaction that also records the key, so the write and the key commit together.
 */
export interface EndpointContext {
  req: Request;
  res: Response;
  db: Queryable;
}

export type EndpointHandler<E extends Endpoint> = (
  input: EndpointInput<E>,
  context: EndpointContext,
) => Promise<z.output<E['response']> | typeof SENT>;

/** One handler per contract entry: a missing one is a type error in createApp. */
export type ContractHandlers = { [N in EndpointName]: EndpointHandler<Contract[N]> };

export interface MountDeps {
  pool: Pool;
  /** For entries that declare `idempotent`. */
  idempotency: Idempotency;
  /** For entries that declare a `rateLimit`. */
  rateLimiter: RateLimiter;
  /** Who a request is signed in as: what entries with `access` other than 'public' check. */
  authenticate: Authenticate;
  /** Parse every JSON answer with the entry's response schema before sending it (tests, development). */
  checkResponses?: boolean;
}

const paramCount = (path: string) => path.split('/').filter((segment) => segment.startsWith(':')).length;

/** The Allow header of a path: its methods in the table, HEAD wherever GET is (Express answers it). */
export function allowHeader(path: string): string {
  const methods = methodsOf(path);
  return (methods.includes('GET') ? [...methods, 'HEAD'] : methods).join(', ');
}

function methodNotAllowed(path: string): RequestHandler {
  const allow = allowHeader(path);
  return (req, res, next) => {
    res.set('Allow', allow);
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next(new HttpError(405, 'method_not_allowed', `${req.method} is not allowed on ${req.path}; use ${allow}.`));
  };
}

function checked(entry: Endpoint, req: Request, result: unknown, deps: MountDeps): unknown {
  if (deps.checkResponses) {
    const parsed = entry.response.safeParse(result);
    if (!parsed.success) throw new Error(`${req.method} ${entry.path} answered outside its contract: ${parsed.error.message}`);
  }
  return result;
}

function serve(name: EndpointName, entry: Endpoint, handler: EndpointHandler<Endpoint>, deps: MountDeps): RequestHandler {
  return async (req, res) => {
    const input = { params: req.params, query: req.query, body: req.body } as EndpointInput<Endpoint>;
    const key = entry.idempotent ? idempotencyKeyOf(req) : undefined;
    if (key === undefined) {
      const result = await handler(input, { req, res, db: deps.pool });
      if (result === SENT) return;
      const body = JSON.stringify(checked(entry, req, result, deps));
      if (entry.method === 'GET') {
        // Our own validator and comparison: Express's skips the 304 whenever the request says no-cache, which
        // is exactly what fetch sends with If-None-Match.
        const etag = strongEtag(body);
        res.set('ETag', etag);
        if (etagMatches(req.get('If-None-Match'), etag)) return void res.status(304).end();
      }
      res
        .status(entry.status ?? 200)
        .type(entry.mediaType ?? 'application/json')
        .send(body);
      return;
    }
    const run = await deps.idempotency.run(name, key, req.body, async (db): Promise<StoredAnswer> => {
      const result = await handler(input, { req, res, db });
      if (result === SENT) throw new Error(`${entry.path} is idempotent: its handler must return its answer, not send it.`);
      return { status: entry.status ?? 200, body: JSON.stringify(checked(entry, req, result, deps)) };
    });
    if (run.replayed) res.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
    res.status(run.answer.status).type('application/json').send(run.answer.body);
  };
}

/**
 * Mounts every contract entry on `router` (full '/api/...' paths) with what it declares: rate limit, validation,
 * idempotency, error body, 405 with Allow. Paths with fewer parameters go first: '/api/jobs/filters' before
 * '/api/jobs/:id'.
 */
export function mountContract(router: Router, handlers: ContractHandlers, deps: MountDeps): void {
  const byPath = new Map<string, EndpointName[]>();
  for (const name of ENDPOINT_NAMES) byPath.set(CONTRACT[name].path, [...(byPath.get(CONTRACT[name].path) ?? []), name]);
  const paths = [...byPath.keys()].toSorted((a, b) => paramCount(a) - paramCount(b));

  for (const path of paths) {
    const route = router.route(path);
    for (const name of byPath.get(path) ?? []) {
      const entry: Endpoint = CONTRACT[name];
      const handler = handlers[name] as EndpointHandler<Endpoint>;
      const shape: RequestHandler = (req, _res, next) => {
        if (entry.errorBody) setErrorBodyShape(req, entry.errorBody);
        next();
      };
      const schemas = { params: entry.params, query: entry.query, body: entry.body };
      const method = entry.method.toLowerCase() as Lowercase<HttpMethod>;
      // Bodies are read only where the entry declares one, after `shape`, so that their failures (not JSON,
      // too large) answer in the entry's error shape too.
      const readBody = entry.body ? [jsonBody()] : [];
      // Who may call, then how often, before reading anything the caller sent: a stranger learns nothing from a
      // 400, and a client over its limit costs one upsert, not a parse.
      const guard = entry.access && entry.access !== 'public' ? [accessGuard(entry.access, deps.authenticate)] : [];
      const limit = entry.rateLimit ? [rateLimit(deps.rateLimiter, entry.rateLimit)] : [];
      route[method](shape, ...guard, ...limit, ...readBody, validate(schemas), serve(name, entry, handler, deps));
    }
    route.all(methodNotAllowed(path));
  }
}
