import {
  ADMIN_ENDPOINTS,
  ADMIN_LIST_COUNTS,
  BROKEN_CHARACTER_MESSAGE,
  ContributionReceipt,
  CONTROL_CHARACTER_MESSAGE,
  ErrorBody,
  JSON_DEPTH_MESSAGE,
  JSON_MAX_DEPTH,
} from '@rsd/core';
import { API } from '@rsd/core/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureSeed, jobInput, simulatorInput, technologyInput } from '../test/fixtures';
import { nestedJson } from '../test/odd-input';
import { postJson } from '../test/post-json';
import { signedInTestServer } from '../test/signed-in-server';

// Issue 23, item 7: each of these answered 500, PostgreSQL (or JSON.stringify) refusing what validation let through.

const server = signedInTestServer('root', { seed: fixtureSeed });
let simulatorId: number;
beforeAll(async () => {
  simulatorId = (await server.pool.query<{ id: number }>('SELECT min(id)::int AS id FROM simulators')).rows[0]!.id;
});

/** The status and error of a request as the admin, its body JSON or (for 5,000 levels, which JSON.stringify cannot write) this text. */
async function asAdmin(method: string, path: string, body?: unknown): Promise<{ status: number; error: unknown }> {
  const res = await fetch(server.url + path, {
    method,
    headers: { Cookie: server.cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: typeof body === 'string' || body === undefined ? body : JSON.stringify(body),
  });
  return { status: res.status, error: ErrorBody.safeParse(await res.json()).data?.error };
}

/** A 400 `validation_failed` that names `field` with `message`. */
const refused = (field: string, message: string) => ({ status: 400, error: { code: 'validation_failed', fields: { [field]: [message] } } });

/** A simulator (as JSON text) whose detailed capabilities hold `blob` (JSON text) under "deep". */
const withBlob = (blob: string) =>
  JSON.stringify(simulatorInput({ name: 'Deep' })).replace('"detailedCapabilities":{', `"detailedCapabilities":{"deep":${blob},`);

describe('admin queries', () => {
  const searched = Object.entries(ADMIN_LIST_COUNTS).flatMap(([list, count]) => [list, count]) as (keyof typeof ADMIN_ENDPOINTS)[];

  it('has all 14 admin lists and counts', () => {
    expect(searched).toHaveLength(14);
  });

  it.each(searched)('%s refuses a search text holding NUL with 400', async (name) => {
    expect(await asAdmin('GET', `${ADMIN_ENDPOINTS[name].path}?q=opm%00`)).toMatchObject(refused('q', CONTROL_CHARACTER_MESSAGE));
  });

  it('refuses an audit entityId past an id column (9999999999) with 400', async () => {
    expect(await asAdmin('GET', `${API.auditLog}?entity=simulator&entityId=9999999999`)).toMatchObject(
      refused('entityId', 'entityId must be a whole number from 1 to 2147483647.'),
    );
  });

  it('answers the history of the largest id a column holds: none', async () => {
    const res = await server.send('GET', `${API.auditLog}?entity=simulator&entityId=2147483647`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });
});

describe('admin writes', () => {
  it('refuses NUL in a simulator’s name with 400', async () => {
    expect(await asAdmin('POST', API.simulators, simulatorInput({ name: 'OPM\u0000 Flow' }))).toMatchObject(
      refused('name', CONTROL_CHARACTER_MESSAGE),
    );
  });

  const study = { benchmark_name: 'SPE\u0000', description: '', publication_or_report_url: null, dataset_url: null, source_url: null };
  it.each([
    ['a list entry', { keyFeatures: ['Parallel', 'Black\u0000oil'] }, 'keyFeatures.1', CONTROL_CHARACTER_MESSAGE],
    ['an organisation', { organizations: [{ name: 'SINTEF', role: 'Lead\u0000' }] }, 'organizations', CONTROL_CHARACTER_MESSAGE],
    ['a benchmark study', { benchmark_studies: [study] }, 'benchmark_studies', CONTROL_CHARACTER_MESSAGE],
    [
      'a blob’s value',
      { detailedCapabilities: { physics: [{ capability_name: 'x\u0000' }] } },
      'detailedCapabilities',
      CONTROL_CHARACTER_MESSAGE,
    ],
    ['a blob’s key', { detailedCapabilities: { 'physics\u0000': [] } }, 'detailedCapabilities', CONTROL_CHARACTER_MESSAGE],
    ['a blob given as text', { learningResources: '{"a":1}\u0000' }, 'learningResources', CONTROL_CHARACTER_MESSAGE],
    [
      'a lone surrogate in a blob',
      { learningResources: { manuals: [{ title: 'Manual \ud800' }] } },
      'learningResources',
      BROKEN_CHARACTER_MESSAGE,
    ],
  ])('refuses odd text in %s of a simulator, created or edited, with 400', async (_what, override, field, message) => {
    expect(await asAdmin('POST', API.simulators, simulatorInput({ name: 'Odd', ...override }))).toMatchObject(refused(field, message));
    const edit = { ...simulatorInput(override), expectedVersion: 1 };
    expect(await asAdmin('PUT', `${API.simulators}/${simulatorId}`, edit)).toMatchObject(refused(field, message));
  });

  it('refuses "\\u0000" written inside a blob’s JSON with 400', async () => {
    expect(await asAdmin('POST', API.simulators, withBlob('"a\\u0000b"'))).toMatchObject(
      refused('detailedCapabilities', CONTROL_CHARACTER_MESSAGE),
    );
  });

  it.each([
    ['NUL in a technology’s name', API.technologies, technologyInput({ name: 'DAS\u0000' }), 'name', CONTROL_CHARACTER_MESSAGE],
    [
      'NUL in its specifications',
      API.technologies,
      technologyInput({ specifications: { 'Rate\u0000': '10 kHz' } }),
      'specifications',
      CONTROL_CHARACTER_MESSAGE,
    ],
    [
      'NUL in a deployment year',
      API.technologies,
      technologyInput({ deployedYears: ['2021\u0000'] }),
      'deployedYears',
      CONTROL_CHARACTER_MESSAGE,
    ],
    [
      'a deployment count past an integer column',
      API.technologies,
      technologyInput({ deploymentCount: 3_000_000_000 }),
      'deploymentCount',
      'Deployment count must be a whole number from 0 to 2147483647.',
    ],
    ['NUL in a job’s requirements', API.jobs, jobInput({ requirements: 'BSc\u0000' }), 'requirements', CONTROL_CHARACTER_MESSAGE],
    [
      'a job posted in year 0',
      API.jobs,
      jobInput({ postedAt: '0000-01-01T00:00:00Z' }),
      'postedAt',
      'Must be a date and time in the years 1 to 9999.',
    ],
  ])('refuses %s with 400', async (_what, path, body, field, message) => {
    expect(await asAdmin('POST', path, body)).toMatchObject(refused(field, message));
  });

  it('refuses NUL in the admin’s notes on a report with 400', async () => {
    const report = { description: 'The licence field is wrong.', reporterName: 'Grace', reporterEmail: 'grace@example.org' };
    const { id } = ContributionReceipt.parse(await (await postJson(server.url + API.reportError, report)).json());
    const change = { resolved: true, adminNotes: 'Fixed\u0000' };
    expect(await asAdmin('PATCH', `${API.errorReports}/${id}/status`, change)).toMatchObject(
      refused('adminNotes', CONTROL_CHARACTER_MESSAGE),
    );
  });

  it('refuses NUL in a sign-in’s username with 400', async () => {
    const res = await postJson(server.url + API.login, { username: 'root\u0000', password: 'anything at all' });
    expect({ status: res.status, error: ErrorBody.parse(await res.json()).error }).toMatchObject(
      refused('username', CONTROL_CHARACTER_MESSAGE),
    );
  });
});

describe('JSON nested thousands deep', () => {
  it.each([5_000, 100_000])('refuses a blob nested %i deep with 400, and the server stays up', async (depth) => {
    expect(await asAdmin('POST', API.simulators, withBlob(nestedJson(depth, 'object')))).toMatchObject(
      refused('detailedCapabilities', JSON_DEPTH_MESSAGE),
    );
    expect(await asAdmin('POST', API.simulators, withBlob(nestedJson(depth, 'list')))).toMatchObject(
      refused('detailedCapabilities', JSON_DEPTH_MESSAGE),
    );
    expect((await asAdmin('GET', API.adminSimulators)).status).toBe(200);
  });

  it(`stores a blob ${JSON_MAX_DEPTH} levels deep (itself the first) and refuses one more`, async () => {
    expect((await asAdmin('POST', API.simulators, withBlob(nestedJson(JSON_MAX_DEPTH - 1, 'object')))).status).toBe(201);
    expect(await asAdmin('POST', API.simulators, withBlob(nestedJson(JSON_MAX_DEPTH, 'object')))).toMatchObject(
      refused('detailedCapabilities', JSON_DEPTH_MESSAGE),
    );
  });
});
