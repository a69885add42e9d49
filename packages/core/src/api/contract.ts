import { ADMIN_ENDPOINTS } from './admin-endpoints';
import type { Endpoint, HttpMethod } from './endpoint';
import { PUBLIC_READS } from './public-reads';
import { VISITOR_WRITES } from './visitor-writes';

export * from './admin-endpoints';
export {
  COMMON_ERROR_CODES,
  HTTP_METHODS,
  type Access,
  type Endpoint,
  type EndpointResponse,
  type ErrorBodyShape,
  type HttpMethod,
} from './endpoint';
// Path helpers live apart from the table, so a client that builds URLs does not bring every entry's schemas.
export * from './endpoint-path';
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

/** The methods the table has for `path` (a pattern), in table order: what a 405's Allow header lists. */
export function methodsOf(path: string): HttpMethod[] {
  const entries: readonly Endpoint[] = Object.values(CONTRACT);
  return [...new Set(entries.filter((entry) => entry.path === path).map((entry) => entry.method))];
}
