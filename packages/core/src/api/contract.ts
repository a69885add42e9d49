import { z } from 'zod';
import { adminListQuery, paged } from '../admin/admin-list';
import { AdminSummary } from '../admin/admin-summary';
import { AuditEntry, AuditQuery } from '../admin/audit';
import { ErrorReportStatusChange, SubmissionDecision } from '../admin/review-notes';
import { ErrorReportPayload } from '../forms/error-report-form';
import { LoginForm } from '../forms/login-form';
import { UserCreateInput, UserStatusChange, UserUpdateInput } from '../forms/user-form';
import { SubscriptionForm } from '../forms/subscription-form';
import { ToolSubmissionPayload } from '../forms/tool-submission-form';
import { ContributionReceipt } from '../schemas/contribution-receipt';
import { Deleted } from '../schemas/deleted';
import { ErrorReport } from '../schemas/error-report';
import { LogoutResult } from '../schemas/session';
import { SimulatorSubmission } from '../schemas/simulator-submission';
import { User } from '../schemas/user';
import { Job, JobInput, JobUpdate } from '../schemas/job';
import { Simulator, SimulatorInput, SimulatorUpdate } from '../schemas/simulator';
import { SubscriptionResult } from '../schemas/subscription';
import { Technology, TechnologyInput, TechnologyUpdate } from '../schemas/technology';
import { ErrorBody, type ErrorCode } from './error-body';
import { IdParams } from './ids';
import { JobFilterOptions, JobsQuery } from './jobs-query';
import { SimulatorExportQuery } from '../openapi/simulator-list-query';
import { SyncQuery, SyncResponse } from './sync';
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

/** What a guarded endpoint may answer besides its own codes: no session (401), the wrong role or origin (403). */
const GUARD_ERRORS = ['unauthorized', 'forbidden'] as const satisfies readonly ErrorCode[];

/** An admin table sorts by these fields of its rows ('-' first for descending). */
export const ErrorReportListQuery = adminListQuery(['createdAt', 'simulatorName', 'errorType', 'resolved'], '-createdAt');
export const SubmissionListQuery = adminListQuery(['createdAt', 'name', 'status'], '-createdAt');
export const UserListQuery = adminListQuery(['username', 'email', 'role', 'createdAt'], 'username');
export const SimulatorListQuery = adminListQuery(['name', 'fullName', 'developmentStatus', 'updatedAt'], 'name');
export const TechnologyListQuery = adminListQuery(['name', 'vendorName', 'readinessLevel', 'category', 'updatedAt'], 'name');
export const JobListQuery = adminListQuery(['title', 'company', 'location', 'postedAt', 'expiresAt'], '-postedAt');
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
  /**
   * Without a query, the whole list (cached, gzip). With `format` or any home filter key, the matching rows in
   * the home page's order, streamed as JSON or as CSV (`format=csv`, a download).
   */
  listSimulators: endpoint({
    method: 'GET',
    path: '/api/simulators',
    query: SimulatorExportQuery,
    response: z.array(Simulator),
    otherMediaTypes: ['text/csv'],
    errors: ['validation_failed'],
  }),
  getSimulator: endpoint({
    method: 'GET',
    path: '/api/simulators/:id',
    params: IdParams,
    response: Simulator,
    errors: ['validation_failed', 'not_found'],
  }),
  createSimulator: endpoint({
    method: 'POST',
    path: '/api/simulators',
    access: 'admin',
    body: SimulatorInput,
    response: Simulator,
    status: 201,
    errors: [...GUARD_ERRORS, ...BODY_ERRORS],
  }),
  /** A 409 when the simulator changed since `expectedVersion` was read: nobody's edit is overwritten unseen. */
  updateSimulator: endpoint({
    method: 'PUT',
    path: '/api/simulators/:id',
    access: 'admin',
    params: IdParams,
    body: SimulatorUpdate,
    response: Simulator,
    errors: [...GUARD_ERRORS, ...BODY_ERRORS, 'not_found', 'conflict'],
  }),
  deleteSimulator: endpoint({
    method: 'DELETE',
    path: '/api/simulators/:id',
    access: 'admin',
    params: IdParams,
    response: Deleted,
    errors: [...GUARD_ERRORS, 'validation_failed', 'not_found'],
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
  createJob: endpoint({
    method: 'POST',
    path: '/api/jobs',
    access: 'admin',
    body: JobInput,
    response: Job,
    status: 201,
    errors: [...GUARD_ERRORS, ...BODY_ERRORS],
  }),
  /** A 409 when the job changed since `expectedVersion` was read. */
  updateJob: endpoint({
    method: 'PUT',
    path: '/api/jobs/:id',
    access: 'admin',
    params: IdParams,
    body: JobUpdate,
    response: Job,
    errors: [...GUARD_ERRORS, ...BODY_ERRORS, 'not_found', 'conflict'],
  }),
  deleteJob: endpoint({
    method: 'DELETE',
    path: '/api/jobs/:id',
    access: 'admin',
    params: IdParams,
    response: Deleted,
    errors: [...GUARD_ERRORS, 'validation_failed', 'not_found'],
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
  createTechnology: endpoint({
    method: 'POST',
    path: '/api/technologies',
    access: 'admin',
    body: TechnologyInput,
    response: Technology,
    status: 201,
    errors: [...GUARD_ERRORS, ...BODY_ERRORS],
  }),
  /** A 409 when the technology changed since `expectedVersion` was read. */
  updateTechnology: endpoint({
    method: 'PUT',
    path: '/api/technologies/:id',
    access: 'admin',
    params: IdParams,
    body: TechnologyUpdate,
    response: Technology,
    errors: [...GUARD_ERRORS, ...BODY_ERRORS, 'not_found', 'conflict'],
  }),
  deleteTechnology: endpoint({
    method: 'DELETE',
    path: '/api/technologies/:id',
    access: 'admin',
    params: IdParams,
    response: Deleted,
    errors: [...GUARD_ERRORS, 'validation_failed', 'not_found'],
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
  /**
   * Admin sign-in: a new session (any session the request carried is ended) in an httpOnly, SameSite=Strict
   * cookie. A wrong username, a wrong password and an inactive account get the same 401. Failed attempts are
   * limited per username and per address (server configuration): over either, 429 'rate_limited' with
   * Retry-After, the same answer whether the username exists or not.
   */
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    body: LoginForm,
    response: User,
    errors: [...BODY_ERRORS, ...GUARD_ERRORS, 'rate_limited'],
  }),
  /** Ends the request's session on the server and clears the cookie; without one it is already done. */
  logout: endpoint({
    method: 'POST',
    path: '/api/auth/logout',
    response: LogoutResult,
    errors: ['forbidden'],
  }),
  me: endpoint({
    method: 'GET',
    path: '/api/auth/me',
    access: 'session',
    response: User,
    errors: GUARD_ERRORS,
  }),
  listErrorReports: endpoint({
    method: 'GET',
    path: '/api/error-reports',
    access: 'admin',
    query: ErrorReportListQuery,
    response: paged(ErrorReport),
    errors: [...GUARD_ERRORS, 'validation_failed'],
  }),
  getErrorReport: endpoint({
    method: 'GET',
    path: '/api/error-reports/:id',
    access: 'admin',
    params: IdParams,
    response: ErrorReport,
    errors: [...GUARD_ERRORS, 'validation_failed', 'not_found'],
  }),
  /** Resolve or reopen, with the admin's note (REVIEW_NOTES by default in the UI). */
  updateErrorReportStatus: endpoint({
    method: 'PATCH',
    path: '/api/error-reports/:id/status',
    access: 'admin',
    params: IdParams,
    body: ErrorReportStatusChange,
    response: ErrorReport,
    errors: [...GUARD_ERRORS, ...BODY_ERRORS, 'not_found'],
  }),
  listSubmissions: endpoint({
    method: 'GET',
    path: '/api/simulator-submissions',
    access: 'admin',
    query: SubmissionListQuery,
    response: paged(SimulatorSubmission),
    errors: [...GUARD_ERRORS, 'validation_failed'],
  }),
  getSubmission: endpoint({
    method: 'GET',
    path: '/api/simulator-submissions/:id',
    access: 'admin',
    params: IdParams,
    response: SimulatorSubmission,
    errors: [...GUARD_ERRORS, 'validation_failed', 'not_found'],
  }),
  /**
   * Approving creates the simulator from the submission in the same transaction and links the two; rejecting
   * keeps the record with its note. A submission is decided once: a second decision is a 409.
   */
  decideSubmission: endpoint({
    method: 'PATCH',
    path: '/api/simulator-submissions/:id/status',
    access: 'admin',
    params: IdParams,
    body: SubmissionDecision,
    response: SimulatorSubmission,
    errors: [...GUARD_ERRORS, ...BODY_ERRORS, 'not_found', 'conflict'],
  }),
  listUsers: endpoint({
    method: 'GET',
    path: '/api/users',
    access: 'admin',
    query: UserListQuery,
    response: paged(User),
    errors: [...GUARD_ERRORS, 'validation_failed'],
  }),
  getUser: endpoint({
    method: 'GET',
    path: '/api/users/:id',
    access: 'admin',
    params: IdParams,
    response: User,
    errors: [...GUARD_ERRORS, 'validation_failed', 'not_found'],
  }),
  /** A username taken in any letter case is a 409 with the field's message. */
  createUser: endpoint({
    method: 'POST',
    path: '/api/users',
    access: 'admin',
    body: UserCreateInput,
    response: User,
    status: 201,
    errors: [...GUARD_ERRORS, ...BODY_ERRORS, 'conflict'],
  }),
  /**
   * Also 409 when the change would leave no active administrator, or would take the caller's own admin role or
   * access away. A new password ends the account's other sessions.
   */
  updateUser: endpoint({
    method: 'PUT',
    path: '/api/users/:id',
    access: 'admin',
    params: IdParams,
    body: UserUpdateInput,
    response: User,
    errors: [...GUARD_ERRORS, ...BODY_ERRORS, 'not_found', 'conflict'],
  }),
  setUserStatus: endpoint({
    method: 'PATCH',
    path: '/api/users/:id/status',
    access: 'admin',
    params: IdParams,
    body: UserStatusChange,
    response: User,
    errors: [...GUARD_ERRORS, ...BODY_ERRORS, 'not_found', 'conflict'],
  }),
  /** Not one's own account, nor the last active administrator (409). */
  deleteUser: endpoint({
    method: 'DELETE',
    path: '/api/users/:id',
    access: 'admin',
    params: IdParams,
    response: Deleted,
    errors: [...GUARD_ERRORS, 'validation_failed', 'not_found', 'conflict'],
  }),
  /** Admin tables: searched over product rules §5's fields (simulators: name, fullName). */
  adminListSimulators: endpoint({
    method: 'GET',
    path: '/api/admin/simulators',
    access: 'admin',
    query: SimulatorListQuery,
    response: paged(Simulator),
    errors: [...GUARD_ERRORS, 'validation_failed'],
  }),
  /** Searched over name and vendorName. */
  adminListTechnologies: endpoint({
    method: 'GET',
    path: '/api/admin/technologies',
    access: 'admin',
    query: TechnologyListQuery,
    response: paged(Technology),
    errors: [...GUARD_ERRORS, 'validation_failed'],
  }),
  /** Searched over title, company and location; expired jobs included. */
  adminListJobs: endpoint({
    method: 'GET',
    path: '/api/admin/jobs',
    access: 'admin',
    query: JobListQuery,
    response: paged(Job),
    errors: [...GUARD_ERRORS, 'validation_failed'],
  }),
  /** The dashboard's counts: pending submissions and unresolved error reports among them. */
  getAdminSummary: endpoint({
    method: 'GET',
    path: '/api/admin/summary',
    access: 'admin',
    response: AdminSummary,
    errors: GUARD_ERRORS,
  }),
  getAuditLog: endpoint({
    method: 'GET',
    path: '/api/audit-log',
    access: 'admin',
    query: AuditQuery,
    response: z.array(AuditEntry),
    errors: [...GUARD_ERRORS, 'validation_failed'],
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
