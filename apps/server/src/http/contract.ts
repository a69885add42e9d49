import { CONTRACT, ENDPOINT_NAMES, methodsOf, type Contract, type Endpoint, type EndpointName, type HttpMethod } from '@rsd/core';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import { accessGuard, type Authenticate } from './access';
import { setErrorBodyShape } from './error-shape';
import { HttpError } from './http-error';
import { jsonBody } from './json-body';
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

export type EndpointHandler<E extends Endpoint> = (
  input: EndpointInput<E>,
  http: { req: Request; res: Response },
) => Promise<z.output<E['response']> | typeof SENT>;

/** One handler per contract entry: a missing one is a type error in createApp. */
export type ContractHandlers = { [N in EndpointName]: EndpointHandler<Contract[N]> };

export interface MountOptions {
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

function serve(entry: Endpoint, handler: EndpointHandler<Endpoint>, options: MountOptions): RequestHandler {
  return async (req, res) => {
    const input = { params: req.params, query: req.query, body: req.body } as EndpointInput<Endpoint>;
    const result = await handler(input, { req, res });
    if (result === SENT) return;
    if (options.checkResponses) {
      const checked = entry.response.safeParse(result);
      if (!checked.success) throw new Error(`${req.method} ${entry.path} answered outside its contract: ${checked.error.message}`);
    }
    res.status(entry.status ?? 200).json(result);
  };
}

/**
 * Mounts every contract entry on `router` (which must see full '/api/...' paths): params, query and body
 * validated with the entry's schemas, failures shaped by its error body, and any other method on a known
 * path answered 405 with Allow. Paths with fewer parameters go first, so a fixed path such as
 * '/api/jobs/filters' would be matched before '/api/jobs/:id' could read 'filters' as an id.
 */
export function mountContract(router: Router, handlers: ContractHandlers, options: MountOptions): void {
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
      // Who may call comes before reading anything the caller sent: a stranger learns nothing from a 400.
      const guard = entry.access && entry.access !== 'public' ? [accessGuard(entry.access, options.authenticate)] : [];
      route[method](shape, ...guard, ...readBody, validate(schemas), serve(entry, handler, options));
    }
    route.all(methodNotAllowed(path));
  }
}
