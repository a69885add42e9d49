import { ADMIN_ENDPOINTS, PG_INTEGER_MAX, type Endpoint } from '@rsd/core';
import { API } from '@rsd/core/testing';
import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAccount, sessionOf, TEST_PASSWORD } from '../test/accounts';
import { fixtureSeed, jobInput, simulatorInput, technologyInput, toolSubmission } from '../test/fixtures';
import { anyBody, bodyText, deeplyNested, expectNoServerError, nearValid, oddString } from '../test/odd-input';
import { postJson } from '../test/post-json';
import { startTestServer, type TestServer } from '../test/test-server';

// Each run is one request; every admin entry gets this many, which keeps the file near 20 s.
const RUNS = 40;

type AdminName = keyof typeof ADMIN_ENDPOINTS;
type WriteName = { [N in AdminName]: (typeof ADMIN_ENDPOINTS)[N] extends { body: z.ZodType } ? N : never }[AdminName];

/** Stands for the row's current version in a valid update, so the write gets past the version check to storage. */
const CURRENT_VERSION = -1;

/** A valid body per admin write: a new write fails to compile here, and the test below fails until it has one. */
const VALID_BODIES: Record<WriteName, () => Record<string, unknown>> = {
  createSimulator: () => simulatorInput({ name: 'Property simulator' }),
  updateSimulator: () => ({ ...simulatorInput({ name: 'Property simulator, edited' }), expectedVersion: CURRENT_VERSION }),
  createJob: () => jobInput(),
  updateJob: () => ({ ...jobInput(), expectedVersion: CURRENT_VERSION }),
  createTechnology: () => technologyInput({ name: 'Property technology' }),
  updateTechnology: () => ({ ...technologyInput({ name: 'Property technology, edited' }), expectedVersion: CURRENT_VERSION }),
  login: () => ({ username: 'root', password: TEST_PASSWORD }),
  updateErrorReportStatus: () => ({ resolved: true, adminNotes: 'Checked against the release notes.' }),
  decideSubmission: () => ({ status: 'approved', adminNotes: 'Looks right.' }),
  createUser: () => ({
    username: 'property-user',
    email: 'property@example.org',
    role: 'editor',
    isActive: true,
    password: 'long enough, surely',
  }),
  updateUser: () => ({
    username: 'target',
    email: 'target@example.org',
    role: 'editor',
    isActive: true,
    password: null,
    expectedVersion: CURRENT_VERSION,
  }),
  setUserStatus: () => ({ isActive: false }),
  setHarvesting: () => ({ enabled: false, reason: 'Read by hand for now.' }),
  useHarvestedRelease: () => ({ expectedVersion: CURRENT_VERSION }),
};

let server: TestServer;
let adminId: number;
let cookie = '';
beforeAll(async () => {
  server = await startTestServer({ seed: fixtureSeed });
  // Rows for the id routes to find: accounts, reports and submissions besides the seeded records.
  for (const [name, role] of [
    ['target', 'editor'],
    ['editor', 'editor'],
    ['second', 'admin'],
  ] as const)
    await createAccount(server.pool, name, { role });
  adminId = await createAccount(server.pool, 'root');
  for (let i = 0; i < 3; i += 1) {
    const report = { description: 'The licence field is wrong.', reporterName: 'Grace', reporterEmail: 'grace@example.org' };
    await postJson(server.url + API.reportError, report);
    await postJson(server.url + API.submitTool, toolSubmission({ fullName: `Submitted tool ${i}` }));
  }
  cookie = await sessionOf(server.url, 'root');
});
afterAll(() => server?.close());

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * Text as a URL carries it: UTF-8, every byte outside the unreserved set escaped. Unlike encodeURIComponent it never
 * throws: a lone surrogate goes as U+FFFD.
 */
const percentEncoded = (text: string): string =>
  [...new TextEncoder().encode(text)]
    .map((byte) => String.fromCharCode(byte))
    .map((char) => (UNRESERVED.test(char) ? char : `%${char.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`))
    .join('');

/** Escapes sent as they are: NUL, a broken escape, an encoded lone surrogate, an overlong (invalid) UTF-8 NUL. */
const rawEscape = fc.constantFrom('%00', '%', '%ZZ', '%E0%A4%A', '%ED%A0%80', '%C0%80', '%FF');

/**
 * A URL part: odd text percent-encoded, or an escape as it is. Cut to 3,000 characters: a URL past Node's 16 KB
 * header limit is refused (431) by Node itself, before the app could shape the answer.
 */
const urlPart = (text: fc.Arbitrary<string>) =>
  fc.oneof({ arbitrary: text.map((part) => percentEncoded(part.slice(0, 3_000))), weight: 4 }, { arbitrary: rawEscape, weight: 1 });

/** Ids of rows that may exist, and ids that cannot: past int4 and 2^53, negative, not digits, NUL. */
const oddId = fc.oneof(
  fc.integer({ min: 1, max: 8 }).map(String),
  fc.constantFrom(
    '0',
    '-1',
    '2147483647',
    '2147483648',
    '9999999999',
    '9007199254740993',
    '1e3',
    '1.5',
    '007',
    ' 1',
    'abc',
    '\u0000',
    '1\u0000',
  ),
  oddString,
);

/** Query values an admin screen sends: each key of a query is also given those of them its schema accepts. */
const PLAUSIBLE_QUERY_VALUES = [
  '1',
  '2',
  '10',
  '100',
  'name',
  '-name',
  'createdAt',
  '-updatedAt',
  'simulator',
  'user',
  'job',
  'reservoir',
  '',
];

/** Query values no screen sends: numbers out of range, NUL, overlong and odd text. */
const oddQueryValue = fc.oneof(
  fc.constantFrom('0', '-1', '1e3', '2147483648', '9999999999', 'NaN', '\u0000', 'a\u0000b', 'x'.repeat(201), 'x'.repeat(3_000)),
  oddString,
);

/**
 * Every declared key of the entry's query, most often present, with a value its schema accepts or an odd one, and
 * unknown and repeated keys besides.
 */
function oddQuery(query: z.ZodType): fc.Arbitrary<string> {
  if (!(query instanceof z.ZodObject)) throw new Error('A query that is not a zod object: say here which keys it reads.');
  const shape: Record<string, z.ZodType> = query.shape;
  const declared = Object.entries(shape).map(([key, schema]) => {
    const accepted = PLAUSIBLE_QUERY_VALUES.filter((value) => schema.safeParse(value).success);
    const value = accepted.length > 0 ? fc.oneof(fc.constantFrom(...accepted), oddQueryValue) : oddQueryValue;
    return fc.option(fc.tuple(fc.constant(percentEncoded(key)), urlPart(value)), { nil: undefined, freq: 4 });
  });
  const extraKey = fc.constantFrom(...Object.keys(shape), 'unknown', 'q[]', 'page[x]', '__proto__', '\u0000');
  const extra = fc.tuple(urlPart(extraKey), urlPart(oddQueryValue));
  return fc
    .tuple(fc.tuple(...declared), fc.array(extra, { maxLength: 2 }))
    .map(([given, extras]) =>
      [...given.filter((pair) => pair !== undefined), ...extras].map(([key, value]) => `${key}=${value}`).join('&'),
    );
}

/**
 * The path with odd ids in place of its parameters. Never the signed-in admin's own account: deleting, deactivating
 * or renaming it would leave the rest of the run nobody to sign in as.
 */
function oddPath(entry: Endpoint): fc.Arbitrary<string> {
  const params = [...entry.path.matchAll(/:(\w+)/g)].map((match) => match[0]);
  const id = entry.path.startsWith('/api/users/') ? oddId.filter((text) => text !== String(adminId)) : oddId;
  return fc
    .array(urlPart(id), { minLength: params.length, maxLength: params.length })
    .map((ids) => params.reduce<string>((path, param, i) => path.replace(param, ids[i] ?? ''), entry.path));
}

/** A valid body, near-valid ones, any JSON or non-JSON text, and fields nested thousands deep. */
function oddBody(name: AdminName): fc.Arbitrary<unknown> {
  const valid = (VALID_BODIES as Partial<Record<AdminName, () => Record<string, unknown>>>)[name];
  if (!valid) throw new Error(`${name} takes a body: add a valid one to VALID_BODIES.`);
  return fc.oneof(
    { arbitrary: fc.constant(valid()), weight: 1 },
    { arbitrary: nearValid(valid()), weight: 6 },
    { arbitrary: anyBody, weight: 1 },
    { arbitrary: deeplyNested(valid()), weight: 1 },
  );
}

interface OddRequest {
  path: string;
  query: string;
  body: unknown;
}

/** What to send to `entry`: each part it declares made odd, the others left out. */
function oddRequest(name: AdminName, entry: Endpoint): fc.Arbitrary<OddRequest> {
  return fc.record({
    path: oddPath(entry),
    query: entry.query ? oddQuery(entry.query) : fc.constant(''),
    body: entry.body ? oddBody(name) : fc.constant(undefined),
  });
}

/** CURRENT_VERSION replaced by the version of the row the path names (0 when there is none, for a 404). */
async function withCurrentVersion(entry: Endpoint, request: OddRequest): Promise<unknown> {
  const { body } = request;
  if (typeof body !== 'object' || body === null || (body as { expectedVersion?: unknown }).expectedVersion !== CURRENT_VERSION) return body;
  // '/api/<table>/:id' or '/api/admin/<table>/:id/...'.
  const at = entry.path.startsWith('/api/admin/') ? 3 : 2;
  const table = entry.path.split('/')[at];
  const id = Number(request.path.split('/')[at + 1]);
  if (!Number.isSafeInteger(id) || id < 1 || id > PG_INTEGER_MAX) return { ...body, expectedVersion: 0 };
  const { rows } = await server.pool.query<{ version: string }>(`SELECT version FROM ${table} WHERE id = $1`, [id]);
  return { ...body, expectedVersion: Number(rows[0]?.version ?? 0) };
}

/**
 * Sends the request as the signed-in admin. Sign-in and sign-out go without the admin's cookie (one would end the
 * session the other entries need); should anything else sign the admin out, it signs in again.
 */
async function send(entry: Endpoint, request: OddRequest): Promise<{ status: number; text: string }> {
  const guarded = entry.access !== undefined && entry.access !== 'public';
  const body = await withCurrentVersion(entry, request);
  const res = await fetch(`${server.url}${request.path}${request.query ? `?${request.query}` : ''}`, {
    method: entry.method,
    headers: { ...(guarded ? { Cookie: cookie } : {}), ...(entry.body ? { 'Content-Type': 'application/json' } : {}) },
    body: entry.body ? bodyText(body) : undefined,
  });
  const answer = { status: res.status, text: await res.text() };
  if (guarded && res.status === 401) cookie = await sessionOf(server.url, 'root');
  return answer;
}

/** Every admin entry, from the table itself: a new one is covered (or fails for want of a valid body) on its own. */
const entries = (Object.keys(ADMIN_ENDPOINTS) as AdminName[]).map((name) => ({ name, entry: ADMIN_ENDPOINTS[name] as Endpoint }));

describe('admin endpoints never answer 5xx', () => {
  it('has a valid body for every admin write, and none for an entry without a body', () => {
    const writes = entries.filter(({ entry }) => entry.body).map(({ name }) => name);
    expect(Object.keys(VALID_BODIES).toSorted()).toEqual(writes.toSorted());
  });

  it.each(entries)('$name ($entry.method $entry.path) for odd ids, queries and bodies', async ({ name, entry }) => {
    const holds = fc.assert(
      fc.asyncProperty(oddRequest(name, entry), async (request) => {
        expectNoServerError(await send(entry, request), request);
      }),
      { numRuns: RUNS },
    );
    await expect(holds).resolves.toBeUndefined();
  });
});
