import {
  COMMON_ERROR_CODES,
  CONTRACT,
  endpointPath,
  ENDPOINT_NAMES,
  ErrorBody,
  HTTP_METHODS,
  methodsOf,
  type Endpoint,
  type EndpointName,
} from '@rsd/core';
import { makeRepositoryFacts } from '@rsd/core/testing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, sessionOf, TEST_PASSWORD } from '../test/accounts';
import { simulatorsRepo } from '../features/simulators/simulators.repo';
import { technologiesRepo } from '../features/technologies/technologies.repo';
import { fixtureSeed, jobInput, simulatorInput, technologyInput, toolSubmission } from '../test/fixtures';
import { jobsRepo } from '../features/jobs/jobs.repo';
import { loadTokenKey, subscriptionTokens } from '../features/subscriptions/subscription-tokens';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
/** The same database behind a limit of one public write per window, for the entries that declare a rate limit. */
let strict: TestServer;
let simulatorId: number;
let technologyId: number;
let jobId: number;
let reportId: number;
let submissionId: number;
/** An admin's session: guarded entries are called signed in (the guard itself: authorization.test.ts). */
let adminCookie: string;
let editorId: number;
/** Edited by updateUser's example alone, so the version it names is still the account's. */
let renamedId: number;
let simulatorVersion: number;
let doomedSimulatorId: number;
/** A simulator with a harvested release newer than its listed one, for "use it" alone. */
let harvestedId: number;
let harvestedVersion: number;
let technologyVersion: number;
let doomedTechnologyId: number;
let doomedId: number;
let jobVersion: number;
let doomedJobId: number;
/** Tokens of a pending subscription's links. */
let confirmToken: string;
let unsubscribeToken: string;
let doomedSubscriberId: number;

beforeAll(async () => {
  server = await startTestServer({ seed: fixtureSeed });
  const first = async (table: string) => (await server.pool.query<{ id: number }>(`SELECT min(id)::int AS id FROM ${table}`)).rows[0]!.id;
  simulatorId = await first('simulators');
  technologyId = await first('technologies');
  jobId = await first('jobs');
  await createAccount(server.pool, 'contract-admin');
  adminCookie = await sessionOf(server.url, 'contract-admin');
  editorId = await createAccount(server.pool, 'contract-editor', { role: 'editor' });
  doomedId = await createAccount(server.pool, 'contract-doomed', { role: 'editor' });
  renamedId = await createAccount(server.pool, 'contract-renamed', { role: 'editor' });
  simulatorVersion = Number(
    (await server.pool.query<{ version: string }>('SELECT version FROM simulators WHERE id = $1', [simulatorId])).rows[0]!.version,
  );
  doomedSimulatorId = (await simulatorsRepo.insert(server.pool, simulatorInput({ name: 'Doomed' }))).id;
  harvestedId = (await simulatorsRepo.insert(server.pool, simulatorInput({ name: 'Harvested', lastReleaseVersion: '2024.10' }))).id;
  await simulatorsRepo.writeRepositoryFacts(server.pool, harvestedId, makeRepositoryFacts());
  harvestedVersion = (await simulatorsRepo.findById(server.pool, harvestedId))!.version;
  technologyVersion = Number(
    (await server.pool.query<{ version: string }>('SELECT version FROM technologies WHERE id = $1', [technologyId])).rows[0]!.version,
  );
  doomedTechnologyId = (await technologiesRepo.insert(server.pool, technologyInput({ name: 'Doomed' }))).id;
  jobVersion = (await jobsRepo.findById(server.pool, jobId))!.version;
  doomedJobId = (await jobsRepo.insert(server.pool, jobInput({ title: 'Doomed' }))).id;
  const created = async (path: string, body: unknown) =>
    (
      (await (
        await fetch(server.url + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      ).json()) as { id: number }
    ).id;
  reportId = await created(CONTRACT.reportError.path, {
    description: 'A general problem.',
    reporterName: 'Ada',
    reporterEmail: 'ada@example.org',
  });
  submissionId = await created(CONTRACT.submitTool.path, toolSubmission());
  const pendingId = (await server.pool.query<{ id: number }>(`INSERT INTO subscriptions (email) VALUES ('links@example.org') RETURNING id`))
    .rows[0]!.id;
  const tokens = subscriptionTokens(await loadTokenKey(server.pool));
  confirmToken = tokens.sign({ purpose: 'confirm', subscriptionId: pendingId, issuedAt: new Date() });
  unsubscribeToken = tokens.sign({ purpose: 'unsubscribe', subscriptionId: pendingId, issuedAt: new Date() });
  doomedSubscriberId = (
    await server.pool.query<{ id: number }>(`INSERT INTO subscriptions (email) VALUES ('doomed@example.org') RETURNING id`)
  ).rows[0]!.id;
  strict = await startTestServer({ databaseOf: server, rateLimits: { publicWrite: { limit: 1, windowSeconds: 60 } } });
});
afterAll(async () => {
  await strict?.close();
  await server?.close();
});

interface Example {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
}

/**
 * One good and (where the entry has inputs) one bad request per entry. Typed by entry name: a new
 * entry does not compile until it has its examples here, so it cannot go untested.
 */
const examples = (): Record<EndpointName, { good: Example; bad?: Example }> => ({
  listSimulators: { good: {}, bad: { query: { format: 'xlsx', capability: 'warp-drive' } } },
  getSimulator: { good: { params: { id: simulatorId } }, bad: { params: { id: '007' } } },
  getSimulatorCodeMeta: { good: { params: { id: simulatorId } }, bad: { params: { id: 'x' } } },
  listJobs: { good: { query: { sort: 'salary_desc' } }, bad: { query: { locationType: 'moon' } } },
  createSimulator: {
    good: { body: simulatorInput({ name: 'Contract Sim' }) },
    bad: { body: { ...simulatorInput(), website: 'javascript:x' } },
  },
  updateSimulator: {
    good: { params: { id: simulatorId }, body: { ...simulatorInput({ name: 'Renamed' }), expectedVersion: simulatorVersion } },
    bad: { params: { id: simulatorId }, body: simulatorInput() },
  },
  deleteSimulator: { good: { params: { id: doomedSimulatorId } }, bad: { params: { id: '01' } } },
  getAuditLog: {
    good: { query: { entity: 'simulator', entityId: String(simulatorId) } },
    bad: { query: { entity: 'planet', entityId: '1' } },
  },
  getJobFilterOptions: { good: {} },
  getJob: { good: { params: { id: jobId } }, bad: { params: { id: '-1' } } },
  listTechnologies: { good: {} },
  getCapabilities: { good: {} },
  getTechnology: { good: { params: { id: technologyId } }, bad: { params: { id: '1.5' } } },
  createTechnology: { good: { body: technologyInput({ name: 'Contract Tech' }) }, bad: { body: { ...technologyInput(), costImpact: 11 } } },
  updateTechnology: {
    good: { params: { id: technologyId }, body: { ...technologyInput({ name: 'Renamed' }), expectedVersion: technologyVersion } },
    bad: { params: { id: technologyId }, body: technologyInput() },
  },
  deleteTechnology: { good: { params: { id: doomedTechnologyId } }, bad: { params: { id: '-2' } } },
  createJob: { good: { body: jobInput({ title: 'Contract Job' }) }, bad: { body: { ...jobInput(), salaryMin: 10, salaryMax: 5 } } },
  updateJob: {
    good: { params: { id: jobId }, body: { ...jobInput({ title: 'Renamed Job' }), expectedVersion: jobVersion } },
    bad: { params: { id: jobId }, body: jobInput() },
  },
  deleteJob: { good: { params: { id: doomedJobId } }, bad: { params: { id: '-2' } } },
  adminListSimulators: { good: { query: { q: 'a', sort: '-updatedAt', pageSize: '25' } }, bad: { query: { pageSize: '7' } } },
  adminCountSimulators: { good: { query: { q: 'a' } }, bad: { query: { q: 'x'.repeat(201) } } },
  adminListTechnologies: { good: { query: { q: 'a', sort: 'vendorName' } }, bad: { query: { sort: 'overview' } } },
  adminCountTechnologies: { good: {}, bad: { query: { q: 'x'.repeat(201) } } },
  adminListJobs: { good: { query: { q: 'engineer', sort: 'company', page: '2' } }, bad: { query: { page: '0' } } },
  adminCountJobs: { good: { query: { q: 'engineer' } }, bad: { query: { q: 'x'.repeat(201) } } },
  adminListSubscribers: { good: { query: { q: 'example', status: 'pending', sort: 'email' } }, bad: { query: { status: 'spam' } } },
  adminCountSubscribers: { good: { query: { status: 'confirmed' } }, bad: { query: { status: 'spam' } } },
  deleteSubscriber: { good: { params: { id: doomedSubscriberId } }, bad: { params: { id: '0x1' } } },
  getAdminSummary: { good: {} },
  sync: { good: { query: { since: '0', limit: '2' } }, bad: { query: { since: 'yesterday' } } },
  syncListings: { good: { query: { protocol: '2' } }, bad: { query: { protocol: 'two' } } },
  subscribe: { good: { body: { email: 'contract@example.org' } }, bad: { body: { email: 'not-an-address' } } },
  confirmSubscription: { good: { body: { token: confirmToken } }, bad: { body: { token: '' } } },
  unsubscribe: { good: { body: { token: unsubscribeToken } }, bad: { body: { token: 'not a token' } } },
  unsubscribeOneClick: { good: { query: { token: unsubscribeToken } }, bad: { query: { token: 'x.y.z' } } },
  submitTool: { good: { body: toolSubmission() }, bad: { body: { ...toolSubmission(), website: 'ftp://example.org' } } },
  reportError: {
    good: {
      body: { simulatorId: simulatorId, description: 'The licence is wrong.', reporterName: 'Ada', reporterEmail: 'ada@example.org' },
    },
    bad: { body: { errorType: 'typo', description: 'short', reporterName: 'A', reporterEmail: 'x' } },
  },
  login: { good: { body: { username: 'contract-admin', password: TEST_PASSWORD } }, bad: { body: { username: '' } } },
  logout: { good: {} },
  me: { good: {} },
  listErrorReports: { good: { query: { q: 'general', sort: '-resolved' } }, bad: { query: { pageSize: '7' } } },
  countErrorReports: { good: { query: { q: 'general' } }, bad: { query: { q: 'x'.repeat(201) } } },
  getErrorReport: { good: { params: { id: reportId } }, bad: { params: { id: 'x' } } },
  updateErrorReportStatus: {
    good: { params: { id: reportId }, body: { resolved: true, adminNotes: 'Reviewed and resolved by admin' } },
    bad: { params: { id: reportId }, body: { resolved: 'yes' } },
  },
  listSubmissions: { good: { query: { page: '1', sort: 'name' } }, bad: { query: { page: '0' } } },
  countSubmissions: { good: { query: { q: 'tool' } }, bad: { query: { q: 'x'.repeat(201) } } },
  getSubmission: { good: { params: { id: submissionId } }, bad: { params: { id: '0' } } },
  decideSubmission: {
    good: { params: { id: submissionId }, body: { status: 'rejected', adminNotes: 'Submission rejected by admin.' } },
    bad: { params: { id: submissionId }, body: { status: 'maybe' } },
  },
  listUsers: { good: { query: { q: 'contract', sort: '-createdAt' } }, bad: { query: { sort: 'password' } } },
  countUsers: { good: { query: { q: 'contract' } }, bad: { query: { q: 'x'.repeat(201) } } },
  getUser: { good: { params: { id: editorId } }, bad: { params: { id: 'me' } } },
  createUser: {
    good: { body: { username: 'contract-new', email: 'new@example.org', role: 'editor', password: 'a long enough password' } },
    bad: { body: { username: 'n', email: 'new@example.org', role: 'editor', password: 'short' } },
  },
  updateUser: {
    good: {
      params: { id: renamedId },
      body: { username: 'contract-renamed', email: 'renamed@example.org', role: 'editor', isActive: true, expectedVersion: 1 },
    },
    bad: { params: { id: renamedId }, body: {} },
  },
  setUserStatus: {
    good: { params: { id: editorId }, body: { isActive: false } },
    bad: { params: { id: editorId }, body: { isActive: 'no' } },
  },
  deleteUser: { good: { params: { id: doomedId } }, bad: { params: { id: '1e3' } } },
  listHarvestStates: { good: {} },
  getHarvestState: { good: { params: { id: simulatorId } }, bad: { params: { id: 'x' } } },
  setHarvesting: {
    good: { params: { id: harvestedId }, body: { enabled: false, reason: 'A mirror of another repository.' } },
    bad: { params: { id: simulatorId }, body: { enabled: false } },
  },
  useHarvestedRelease: {
    good: { params: { id: harvestedId }, body: { expectedVersion: harvestedVersion } },
    bad: { params: { id: harvestedId }, body: { expectedVersion: 'latest' } },
  },
});

function send(
  entry: Endpoint,
  example: Example,
  method: string = entry.method,
  headers: Record<string, string> = {},
  to = server,
): Promise<Response> {
  const path = endpointPath(entry.path, example.params ?? {});
  const query = example.query ? `?${new URLSearchParams(example.query).toString()}` : '';
  const session: Record<string, string> = entry.access && entry.access !== 'public' ? { Cookie: adminCookie } : {};
  const init: RequestInit = { method, headers: { ...session, ...headers } };
  if (example.body !== undefined && method !== 'GET') {
    init.headers = { 'Content-Type': 'application/json', ...session, ...headers };
    init.body = JSON.stringify(example.body);
  }
  return fetch(to.url + path + query, init);
}

const entryOf = (name: EndpointName): Endpoint => CONTRACT[name];
const idempotentNames = ENDPOINT_NAMES.filter((name) => entryOf(name).idempotent);
const rateLimitedNames = ENDPOINT_NAMES.filter((name) => entryOf(name).rateLimit);

describe('every contract entry', () => {
  it.each(ENDPOINT_NAMES)('%s is mounted and answers in its declared shape', async (name) => {
    const entry: Endpoint = CONTRACT[name];
    const res = await send(entry, examples()[name].good);
    expect(res.status).toBe(entry.status ?? 200);
    expect(res.headers.get('content-type')?.split(';')[0]).toBe(entry.mediaType ?? 'application/json');
    expect(entry.response.safeParse(await res.json()).error).toBeUndefined();
  });

  it.each(ENDPOINT_NAMES)('%s answers a bad input with one of its declared error codes, in its error shape', async (name) => {
    const entry: Endpoint = CONTRACT[name];
    const bad = examples()[name].bad;
    const hasInputs = Boolean(entry.params ?? entry.query ?? entry.body);
    expect(bad !== undefined).toBe(hasInputs);
    if (!bad) return;
    const res = await send(entry, bad);
    expect(res.status).toBe(400);
    const body: unknown = await res.json();
    const error = ErrorBody.parse(body).error;
    expect([...entry.errors, ...COMMON_ERROR_CODES]).toContain(error.code);
    expect((entry.errorBody?.schema ?? ErrorBody).safeParse(body).error).toBeUndefined();
  });

  it.each(ENDPOINT_NAMES)('%s: another method on its path answers 405 with Allow, as JSON', async (name) => {
    const entry: Endpoint = CONTRACT[name];
    const allowed = methodsOf(entry.path);
    // A GET of the one-click unsubscription link is sent on to its page (subscriptions.routes.ts), not refused.
    const other = HTTP_METHODS.find((method) => !allowed.includes(method) && !(name === 'unsubscribeOneClick' && method === 'GET'));
    if (!other) return;
    const res = await send(entry, examples()[name].good, other);
    expect(res.status).toBe(405);
    const expected = allowed.includes('GET') ? [...allowed, 'HEAD'] : allowed;
    expect(res.headers.get('allow')).toBe(expected.join(', '));
    expect(ErrorBody.parse(await res.json()).error.code).toBe('method_not_allowed');
  });
});

describe('the write safety an entry declares', () => {
  it('has entries of each kind to check', () => {
    expect(idempotentNames).toEqual(['subscribe', 'submitTool', 'reportError']);
    expect(rateLimitedNames).toEqual([
      'subscribe',
      'submitTool',
      'reportError',
      'confirmSubscription',
      'unsubscribe',
      'unsubscribeOneClick',
    ]);
  });

  it.each(idempotentNames)('%s replays its first answer for a repeated Idempotency-Key', async (name) => {
    const entry: Endpoint = CONTRACT[name];
    const headers = { 'Idempotency-Key': randomUUID() };
    const first = await send(entry, examples()[name].good, entry.method, headers);
    const again = await send(entry, examples()[name].good, entry.method, headers);
    expect([again.status, again.headers.get('idempotent-replayed')]).toEqual([first.status, 'true']);
    expect(await again.text()).toBe(await first.text());
  });

  it.each(idempotentNames)('%s answers a malformed key with a declared code, in its error shape', async (name) => {
    const entry: Endpoint = CONTRACT[name];
    const res = await send(entry, examples()[name].good, entry.method, { 'Idempotency-Key': 'not a key' });
    expect(res.status).toBe(400);
    const body: unknown = await res.json();
    expect(entry.errors).toContain(ErrorBody.parse(body).error.code);
    expect((entry.errorBody?.schema ?? ErrorBody).safeParse(body).error).toBeUndefined();
  });

  it.each(rateLimitedNames)('%s answers 429 with Retry-After, a declared code and its error shape, over its limit', async (name) => {
    const entry: Endpoint = CONTRACT[name];
    await server.pool.query('DELETE FROM rate_limit_windows');
    await send(entry, examples()[name].good, entry.method, {}, strict);
    const res = await send(entry, examples()[name].good, entry.method, {}, strict);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const body: unknown = await res.json();
    expect(ErrorBody.parse(body).error.code).toBe('rate_limited');
    expect(entry.errors).toContain('rate_limited');
    expect((entry.errorBody?.schema ?? ErrorBody).safeParse(body).error).toBeUndefined();
  });
});

describe('405 Method Not Allowed', () => {
  it.each([
    ['PATCH', '/api/jobs/1', 'GET, PUT, DELETE, HEAD'],
    ['PATCH', '/api/sync', 'GET, HEAD'],
    ['PUT', '/api/simulators', 'GET, POST, HEAD'],
    ['GET', '/api/subscribe', 'POST'],
    ['PATCH', '/api/jobs/abc', 'GET, PUT, DELETE, HEAD'],
    ['DELETE', '/api/admin/summary', 'GET, HEAD'],
  ])('%s %s answers 405 with Allow: %s', async (method, path, allow) => {
    const res = await fetch(server.url + path, { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe(allow);
    expect(ErrorBody.parse(await res.json()).error).toEqual({
      code: 'method_not_allowed',
      message: `${method} is not allowed on ${path}; use ${allow}.`,
    });
  });

  it('answers OPTIONS with the allowed methods and no body', async () => {
    const res = await fetch(server.url + '/api/subscribe', { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('allow')).toBe('POST');
  });

  it('answers HEAD wherever GET is', async () => {
    const res = await fetch(server.url + '/api/technologies', { method: 'HEAD' });
    expect(res.status).toBe(200);
  });
});
