/** The API client: calls a contract entry, reports every request's outcome to the sync status, and turns a failure into an ApiError or a NetworkError. */
import {
  endpointPath,
  readErrorBody,
  type ErrorBody,
  type Endpoint,
  type EndpointResponse,
  type HttpMethod,
  type PathParamName,
  type PathValues,
} from '@rsd/core';
import type { z } from 'zod';
import { noteRequestOutcome } from './sync/status';

/** A response that arrived but was not OK. The message follows product rules §8: `${status}: ${text or statusText}`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    /** The server's error body, when it sent one. */
    readonly body: ErrorBody | null,
    /** The answer's JSON, whatever its shape (an endpoint may add fields to ErrorBody), or null. */
    readonly data: unknown = null,
    /** The answer's Retry-After header (a 429's or a 503's), as sent, or null. */
    readonly retryAfter: string | null = null,
  ) {
    super(message);
  }
}

/** No response at all: the server is unreachable or the machine is offline. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(cause: unknown) {
    super('The server could not be reached.', { cause });
  }
}

/**
 * The directory server cannot be reached: no response at all, or a 503 'unavailable' (what the desktop app's
 * /api proxy answers when the server is down, and what the server answers when its database is).
 */
export function isUnreachable(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiError && error.status === 503 && error.body?.error.code === 'unavailable');
}

/** What a call sends, before it is typed per entry: path values, query values, a JSON body. */
export interface RequestParts extends RequestHeaders {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** Extra request headers, e.g. a visitor write's Idempotency-Key. */
export interface RequestHeaders {
  headers?: Record<string, string>;
}

async function send(method: HttpMethod, path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<Response> {
  const headers: Record<string, string> = { ...extraHeaders };
  const init: RequestInit = { method, credentials: 'include' };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  if (Object.keys(headers).length > 0) init.headers = headers;
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (cause) {
    noteRequestOutcome(false);
    throw new NetworkError(cause);
  }
  if (!response.ok) {
    const error = await toApiError(response);
    noteRequestOutcome(!isUnreachable(error));
    throw error;
  }
  noteRequestOutcome(true);
  return response;
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const data = parseJson(text);
  return new ApiError(
    response.status,
    `${response.status}: ${text || response.statusText}`,
    // ErrorBody's plain check: the sync worker gets here before it has loaded any zod.
    readErrorBody(data),
    data,
    response.headers.get('Retry-After'),
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function readJson(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (cause) {
    // The body stopped arriving: the connection dropped.
    throw new NetworkError(cause);
  }
  return text === '' ? null : JSON.parse(text);
}

/** Query values as the server's query parser reads them: absent values left out, the rest as text. */
function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Sends a request for `entry` (any method) and returns its JSON unparsed; only its method and path are read. */
export async function requestEndpoint(entry: Pick<Endpoint, 'method' | 'path'>, parts: RequestParts = {}): Promise<unknown> {
  const path = endpointPath<string>(entry.path, parts.params ?? {}) + queryString(parts.query);
  return readJson(await send(entry.method, path, parts.body, parts.headers));
}

type Params<E extends Endpoint> = [PathParamName<E['path']>] extends [never] ? unknown : { params: PathValues<E['path']> };
/** Query values as the server's schema reads them (its input: a sort is sent as text, not as what it parses to). */
type Query<E extends Endpoint> = E['query'] extends z.ZodType ? { query?: Partial<z.input<E['query']>> } : unknown;
type Body<E extends Endpoint> = E['body'] extends z.ZodType ? { body: z.input<E['body']> } : unknown;

/** What a call of entry E takes: its path values, query and body, as far as it has them. */
export type CallInput<E extends Endpoint> = Params<E> & Query<E> & Body<E> & RequestHeaders;
type CallArgs<E extends Endpoint> = Record<never, never> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/**
 * Calls a contract entry and parses the answer with its response schema, so a call cannot name a path the server
 * does not mount. It takes the entry itself, not a name: a lookup in CONTRACT would bring every endpoint's schemas
 * into the caller's chunk.
 */
export async function callApi<E extends Endpoint>(entry: E, ...[input]: CallArgs<E>): Promise<EndpointResponse<E>> {
  return entry.response.parse(await requestEndpoint(entry, input ?? {})) as EndpointResponse<E>;
}

/** callApi without parsing, for a caller that validates the answer itself (the sync engine). */
export function callApiRaw<E extends Endpoint>(entry: E, ...[input]: CallArgs<E>): Promise<unknown> {
  return requestEndpoint(entry, input ?? {});
}
