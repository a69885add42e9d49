import { z } from 'zod';
import { AdminCount, AdminCountQuery, adminListQuery, adminPage } from '../admin/admin-list';
import { AdminSummary } from '../admin/admin-summary';
import { AuditEntry, AuditQuery } from '../admin/audit';
import { HarvestingSwitch, HarvestState, UseHarvestedRelease } from '../admin/harvest-state';
import { ErrorReportStatusChange, SubmissionDecision } from '../admin/review-notes';
import { Subscriber, SubscriberCountQuery, SubscriberListQuery } from '../admin/subscriber';
import { LoginForm } from '../forms/login-form';
import { UserCreateInput, UserStatusChange, UserUpdateInput } from '../forms/user-form';
import { Deleted } from '../schemas/deleted';
import { ErrorReport } from '../schemas/error-report';
import { LogoutResult } from '../schemas/session';
import { SimulatorSubmission } from '../schemas/simulator-submission';
import { User } from '../schemas/user';
import { Job, JobInput, JobUpdate } from '../schemas/job';
import { Simulator } from '../schemas/simulator';
import { SimulatorInput, SimulatorUpdate } from '../schemas/simulator-input';
import { Technology } from '../schemas/technology';
import { TechnologyInput, TechnologyUpdate } from '../schemas/technology-input';
import { IdParams } from './ids';
import { BODY_ERRORS, endpoint, GUARD_ERRORS, type Endpoint } from './endpoint';

/** An admin table sorts by these fields of its rows ('-' first for descending). */
export const ErrorReportListQuery = adminListQuery(['createdAt', 'simulatorName', 'errorType', 'resolved'], '-createdAt');
export const SubmissionListQuery = adminListQuery(['createdAt', 'name', 'status'], '-createdAt');
export const UserListQuery = adminListQuery(['username', 'email', 'role', 'createdAt'], 'username');
/** Simulators also sort by completeness (core's completenessOf, stored by the server on every write). */
export const SimulatorListQuery = adminListQuery(['name', 'fullName', 'developmentStatus', 'updatedAt', 'completeness'], 'name');
export const TechnologyListQuery = adminListQuery(['name', 'vendorName', 'readinessLevel', 'category', 'updatedAt'], 'name');
export const JobListQuery = adminListQuery(['title', 'company', 'location', 'postedAt', 'expiresAt'], '-postedAt');

/** An admin table's count (AdminCount) of the same search as its list, at the list's path ('/api/' + `list`) + '/count'. */
const countEndpoint = <const L extends string>(list: L) =>
  endpoint({
    method: 'GET',
    path: `/api/${list}/count` as const,
    access: 'admin',
    query: AdminCountQuery,
    response: AdminCount,
    errors: [...GUARD_ERRORS, 'validation_failed'],
  });

/** The back-office: sign-in, and every admin read and write, each behind an admin session (`access`). */
export const ADMIN_ENDPOINTS = {
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
    response: adminPage(ErrorReport),
    errors: [...GUARD_ERRORS, 'validation_failed'],
  }),
  countErrorReports: countEndpoint('error-reports'),
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
    response: adminPage(SimulatorSubmission),
    errors: [...GUARD_ERRORS, 'validation_failed'],
  }),
  countSubmissions: countEndpoint('simulator-submissions'),
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
    response: adminPage(User),
    errors: [...GUARD_ERRORS, 'validation_failed'],
  }),
  countUsers: countEndpoint('users'),
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
    response: adminPage(Simulator),
    errors: [...GUARD_ERRORS, 'validation_failed'],
  }),
  adminCountSimulators: countEndpoint('admin/simulators'),
  /** Searched over name and vendorName. */
  adminListTechnologies: endpoint({
    method: 'GET',
    path: '/api/admin/technologies',
    access: 'admin',
    query: TechnologyListQuery,
    response: adminPage(Technology),
    errors: [...GUARD_ERRORS, 'validation_failed'],
  }),
  adminCountTechnologies: countEndpoint('admin/technologies'),
  /** Searched over title, company and location; expired jobs included. */
  adminListJobs: endpoint({
    method: 'GET',
    path: '/api/admin/jobs',
    access: 'admin',
    query: JobListQuery,
    response: adminPage(Job),
    errors: [...GUARD_ERRORS, 'validation_failed'],
  }),
  adminCountJobs: countEndpoint('admin/jobs'),
  /**
   * The subscribers (issue 28), searched over email, name and company, filtered by status (or `bounced`). With
   * `format=csv` the answer is a download of every row the search, filter and sort select, not one page.
   */
  adminListSubscribers: endpoint({
    method: 'GET',
    path: '/api/admin/subscribers',
    access: 'admin',
    query: SubscriberListQuery,
    response: adminPage(Subscriber),
    otherMediaTypes: ['text/csv'],
    errors: [...GUARD_ERRORS, 'validation_failed'],
  }),
  adminCountSubscribers: endpoint({
    method: 'GET',
    path: '/api/admin/subscribers/count',
    access: 'admin',
    query: SubscriberCountQuery,
    response: AdminCount,
    errors: [...GUARD_ERRORS, 'validation_failed'],
  }),
  /** Erases the subscription's row (not a mark): the address is gone; the audit log keeps its id and a masked address. */
  deleteSubscriber: endpoint({
    method: 'DELETE',
    path: '/api/admin/subscribers/:id',
    access: 'admin',
    params: IdParams,
    response: Deleted,
    errors: [...GUARD_ERRORS, 'validation_failed', 'not_found'],
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
  /** The repository harvester's state of every simulator, by name: its status, last error, switch and newer release. */
  listHarvestStates: endpoint({
    method: 'GET',
    path: '/api/admin/harvest-states',
    access: 'admin',
    response: z.array(HarvestState),
    errors: GUARD_ERRORS,
  }),
  getHarvestState: endpoint({
    method: 'GET',
    path: '/api/admin/simulators/:id/harvest-state',
    access: 'admin',
    params: IdParams,
    response: HarvestState,
    errors: [...GUARD_ERRORS, 'validation_failed', 'not_found'],
  }),
  /** Switch a simulator's harvesting off, with the reason, or on again; audited. The simulator row is not written. */
  setHarvesting: endpoint({
    method: 'PATCH',
    path: '/api/admin/simulators/:id/harvesting',
    access: 'admin',
    params: IdParams,
    body: HarvestingSwitch,
    response: HarvestState,
    errors: [...GUARD_ERRORS, ...BODY_ERRORS, 'not_found'],
  }),
  /**
   * "Use it": the harvested release's version and date become the curated lastReleaseVersion and lastReleaseDate;
   * audited. A 409 when the row changed since `expectedVersion` (a harvest included), or when the harvested release
   * is not newer than the listed one.
   */
  useHarvestedRelease: endpoint({
    method: 'POST',
    path: '/api/admin/simulators/:id/use-harvested-release',
    access: 'admin',
    params: IdParams,
    body: UseHarvestedRelease,
    response: Simulator,
    errors: [...GUARD_ERRORS, ...BODY_ERRORS, 'not_found', 'conflict'],
  }),
} as const satisfies Record<string, Endpoint>;

/** Each admin list and the entry that counts its search. */
export const ADMIN_LIST_COUNTS = {
  listErrorReports: 'countErrorReports',
  listSubmissions: 'countSubmissions',
  listUsers: 'countUsers',
  adminListSimulators: 'adminCountSimulators',
  adminListTechnologies: 'adminCountTechnologies',
  adminListJobs: 'adminCountJobs',
  adminListSubscribers: 'adminCountSubscribers',
} as const satisfies Partial<Record<keyof typeof ADMIN_ENDPOINTS, keyof typeof ADMIN_ENDPOINTS>>;
