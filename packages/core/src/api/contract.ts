import type { z } from 'zod';
import { ADMIN_ENDPOINTS } from './admin-endpoints';
import type { Endpoint, HttpMethod } from './endpoint';
import { PUBLIC_READS } from './public-reads';
import { VISITOR_WRITES } from './visitor-writes';

export * from './admin-endpoints';
export { COMMON_ERROR_CODES, HTTP_METHODS, type Access, type Endpoint, type ErrorBodyShape, type HttpMethod } from './endpoint';
export * from './public-reads';
export * from './visitor-writes';

/**
 * Every endpoint the server implements, by name, from the three audiences' tables. The server mounts its routes
 * from this table and the renderer's client calls through it; a new endpoint starts as a new entry in one of them.
 */
export const CONTRACT = { ...PUBLIC_READS, ...VISITOR_WRITES, ...ADMIN_ENDPOINTS } as const satisfies Record<string, Endpoint>;

export type Contract = typeof CONTRACT;
export type EndpointName = keyof Contract;
export const ENDPOINT_NAMES = Object.keys(CONTRACT) as EndpointName[];

/** The `:name` segments of a path pattern, as a union of names. */
export type PathParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Values for a path's parameters, as a caller has them. */
export type PathValues<P extends string> = Record<PathParamName<P>, string | number>;

/** The path with each `:name` replaced by its value, URL-encoded. */
export function endpointPath<P extends string>(pattern: P, values: PathValues<P>): string {
  const lookup: Record<string, string | number> = values;
  return pattern.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = lookup[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${pattern}.`);
    return encodeURIComponent(String(value));
  });
}

/** The methods the table has for `path` (a pattern), in table order: what a 405's Allow header lists. */
export function methodsOf(path: string): HttpMethod[] {
  const entries: readonly Endpoint[] = Object.values(CONTRACT);
  return [...new Set(entries.filter((entry) => entry.path === path).map((entry) => entry.method))];
}

/** The success body of an endpoint, parsed. */
export type ResponseOf<N extends EndpointName> = z.output<Contract[N]['response']>;
