import { z } from 'zod';
import { ErrorBody, type ErrorCode } from './error-body';
import type { RateLimitName } from './write-safety';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Who may call an endpoint: anyone; any signed-in, active user; or an active admin. The server checks it
 * from the session cookie before the handler runs (401 without a session, 403 for the wrong role).
 */
export type Access = 'public' | 'session' | 'admin';

/**
 * One endpoint: what the server mounts and validates, and what the client calls and parses.
 * `path` writes parameters as `:name`; `params` must then parse an object with those names.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The body of a success, sent with `status` (200 unless said). */
  readonly response: z.ZodType;
  readonly status?: number;
  /** The codes this endpoint answers besides COMMON_ERROR_CODES; each failure carries one. */
  readonly errors: readonly ErrorCode[];
  /** The body of a failure: ErrorBody unless said (see ErrorBodyShape). */
  readonly errorBody?: ErrorBodyShape;
  /** 'public' unless said. */
  readonly access?: Access;
  /**
   * The media type of a JSON success when it is a more exact JSON type (a '+json' suffix), e.g. JSON-LD's
   * 'application/ld+json'; 'application/json' unless said. Failures are always 'application/json'.
   */
  readonly mediaType?: `application/${string}+json`;
  /** Media types a success may also come in besides JSON (asked for by the query), e.g. 'text/csv'. */
  readonly otherMediaTypes?: readonly `${string}/${string}`[];
  /**
   * Accepts an `Idempotency-Key` header (IDEMPOTENCY_KEY_HEADER): a repeat with the same key answers the first
   * success (same status and body) and stores nothing new; the same key with another body is refused with 422
   * 'idempotency_mismatch'; a malformed key is a 400 'bad_request'. Without the header a request runs as usual.
   */
  readonly idempotent?: true;
  /** Counted against this limit per client address; over it, 429 'rate_limited' with `Retry-After`. */
  readonly rateLimit?: RateLimitName;
}

/** The success body of an entry, parsed: what a client that holds the entry itself gets back. */
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;

/**
 * A failure body of an endpoint whose callers read fields of their own on a failure: ErrorBody plus those
 * fields, so every failure still parses as ErrorBody. `from` builds it from the one error.
 */
export interface ErrorBodyShape {
  readonly schema: z.ZodType<ErrorBody>;
  from(error: ErrorBody['error']): ErrorBody;
}

/** Any endpoint may answer these: an unexpected failure, the database down, a method its path does not have. */
export const COMMON_ERROR_CODES = ['internal', 'unavailable', 'method_not_allowed'] as const satisfies readonly ErrorCode[];

/** A request body the server could not read: not JSON, too large, or in a charset it does not speak. */
export const BODY_ERRORS = [
  'malformed_json',
  'payload_too_large',
  'bad_request',
  'validation_failed',
] as const satisfies readonly ErrorCode[];

/** What a guarded endpoint may answer besides its own codes: no session (401), the wrong role or origin (403). */
export const GUARD_ERRORS = ['unauthorized', 'forbidden'] as const satisfies readonly ErrorCode[];

/** A visitor's write: a body, a key that makes a retry safe, and a limit per client address. */
export const PUBLIC_WRITE_ERRORS = [...BODY_ERRORS, 'idempotency_mismatch', 'rate_limited'] as const satisfies readonly ErrorCode[];

/** Checks an entry against Endpoint while keeping its literal types (the client and server read them). */
export const endpoint = <const E extends Endpoint>(entry: E): E => entry;
