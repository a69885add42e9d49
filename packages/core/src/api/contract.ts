import { z } from 'zod';
import { ErrorReportPayload } from '../forms/error-report-form';
import { SubscriptionForm } from '../forms/subscription-form';
import { ToolSubmissionPayload } from '../forms/tool-submission-form';
import { ContributionReceipt } from '../schemas/contribution-receipt';
import { Job } from '../schemas/job';
import { Simulator } from '../schemas/simulator';
import { SubscriptionResult } from '../schemas/subscription';
import { Technology } from '../schemas/technology';
import { ErrorBody, type ErrorCode } from './error-body';
import { IdParams } from './ids';
import { JobFilterOptions, JobsQuery } from './jobs-query';
import { SyncQuery, SyncResponse } from './sync';
import type { RateLimitName } from './write-safety';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

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
  /**
   * Accepts an `Idempotency-Key` header (IDEMPOTENCY_KEY_HEADER): a repeat with the same key answers the first
   * success (same status and body) and stores nothing new; the same key with another body is refused with 422
   * 'idempotency_mismatch'; a malformed key is a 400 'bad_request'. Without the header a request runs as usual.
   */
  readonly idempotent?: true;
  /** Counted against this limit per client address; over it, 429 'rate_limited' with `Retry-After`. */
  readonly rateLimit?: RateLimitName;
}

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
const BODY_ERRORS = ['malformed_json', 'payload_too_large', 'bad_request', 'validation_failed'] as const satisfies readonly ErrorCode[];

/** A visitor's write: a body, a key that makes a retry safe, and a limit per client address. */
const PUBLIC_WRITE_ERRORS = [...BODY_ERRORS, 'idempotency_mismatch', 'rate_limited'] as const satisfies readonly ErrorCode[];

const endpoint = <const E extends Endpoint>(entry: E): E => entry;

/**
 * POST /api/subscribe answers `{ success, message }` (product rules §8) on a failure too (the home page shows that
 * message), beside the one error shape: `{ success: false, message, error: { code, message, fields } }`.
 */
export const SubscribeErrorBody = ErrorBody.extend({ success: z.literal(false), message: z.string() });
export type SubscribeErrorBody = z.infer<typeof SubscribeErrorBody>;

/** The message a visitor reads: the first field's message (e.g. the e-mail's), else the error's own. */
const subscribeErrorBody = (error: ErrorBody['error']): SubscribeErrorBody => ({
  success: false,
  message: Object.values(error.fields ?? {})[0]?.[0] ?? error.message,
  error,
});

/**
 * Every endpoint the server implements, by name. The server mounts its routes from this table and the
 * renderer's client calls through it; a new endpoint starts as a new entry here.
 */
export const CONTRACT = {
  listSimulators: endpoint({
    method: 'GET',
    path: '/api/simulators',
    response: z.array(Simulator),
    errors: [],
  }),
  getSimulator: endpoint({
    method: 'GET',
    path: '/api/simulators/:id',
    params: IdParams,
    response: Simulator,
    errors: ['validation_failed', 'not_found'],
  }),
  listJobs: endpoint({
    method: 'GET',
    path: '/api/jobs',
    query: JobsQuery,
    response: z.array(Job),
    errors: ['validation_failed'],
  }),
  getJobFilterOptions: endpoint({
    method: 'GET',
    path: '/api/jobs/filters/options',
    response: JobFilterOptions,
    errors: [],
  }),
  getJob: endpoint({
    method: 'GET',
    path: '/api/jobs/:id',
    params: IdParams,
    response: Job,
    errors: ['validation_failed', 'not_found'],
  }),
  listTechnologies: endpoint({
    method: 'GET',
    path: '/api/technologies',
    response: z.array(Technology),
    errors: [],
  }),
  getTechnology: endpoint({
    method: 'GET',
    path: '/api/technologies/:id',
    params: IdParams,
    response: Technology,
    errors: ['validation_failed', 'not_found'],
  }),
  sync: endpoint({
    method: 'GET',
    path: '/api/sync',
    query: SyncQuery,
    response: SyncResponse,
    errors: ['validation_failed', 'unsupported_protocol', 'resync_required'],
  }),
  /**
   * An address already on the list (in any letter case) is not stored again: the answer is still a
   * success, with a message that says so. An invalid body answers 400 with SubscribeErrorBody.
   */
  subscribe: endpoint({
    method: 'POST',
    path: '/api/subscribe',
    body: SubscriptionForm,
    response: SubscriptionResult,
    errors: PUBLIC_WRITE_ERRORS,
    errorBody: { schema: SubscribeErrorBody, from: subscribeErrorBody },
    idempotent: true,
    rateLimit: 'publicWrite',
  }),
  /** 'Submit a Simulation Tool': stored as a pending submission for the team to review. */
  submitTool: endpoint({
    method: 'POST',
    path: '/api/submit-tool',
    body: ToolSubmissionPayload,
    response: ContributionReceipt,
    status: 201,
    errors: PUBLIC_WRITE_ERRORS,
    idempotent: true,
    rateLimit: 'publicWrite',
  }),
  /** 'Report an Error': stored unresolved, with the simulator's name as it reads today. */
  reportError: endpoint({
    method: 'POST',
    path: '/api/report-error',
    body: ErrorReportPayload,
    response: ContributionReceipt,
    status: 201,
    errors: PUBLIC_WRITE_ERRORS,
    idempotent: true,
    rateLimit: 'publicWrite',
  }),
} as const satisfies Record<string, Endpoint>;

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
