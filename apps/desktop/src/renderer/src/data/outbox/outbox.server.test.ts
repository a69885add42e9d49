import { type ErrorReportPayload, toolSubmissionPayload, type ToolSubmissionPayload, VISITOR_WRITES } from '@rsd/core';
import { Client } from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { realServer } from '../../test/real-server-context';
import { withFreshCache } from '../../test/test-db';
import { callApi } from '../api-client';
import { db } from '../cache/db';
import { sendOrQueue } from '../visitor-writes/send-or-queue';
import { sendOutboxItem } from './app-outbox';
import { createOutboxRunner } from './runner';
import { readOutbox } from './store';

withFreshCache();

const { url: serverUrl, databaseUrl } = realServer();
const realFetch = globalThis.fetch;
let database: Client;
/** While false, every request fails as with the server stopped. */
let serverUp = true;

beforeAll(async () => {
  database = new Client({ connectionString: databaseUrl });
  await database.connect();
});
afterAll(() => database.end());

// The app's client calls the same-origin /api; here the origin is the real server.
beforeEach(() => {
  serverUp = true;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    serverUp ? realFetch(new URL(String(input), serverUrl), init) : Promise.reject(new TypeError('Failed to fetch')),
  );
  return () => vi.unstubAllGlobals();
});

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

const tool = (name: string): ToolSubmissionPayload =>
  toolSubmissionPayload({
    name,
    fullName: `${name} Reservoir Simulator`,
    shortDescription: 'A reservoir simulator for tests.',
    description: 'A reservoir simulator submitted by the renderer-server tests, end to end.',
    website: 'https://example.org/tool',
    sourceCodeRepository: null,
    licenseType: 'MIT',
    programmingLanguages: 'C++, Python',
    benchmark_studies: '[{"benchmark_name": "SPE10", "description": "Tenth comparative project"}]',
    developerName: 'Ada Lovelace',
    developerEmail: 'ada@example.org',
    developerOrganization: 'Analytical Engines Ltd',
  });

const reportAbout = (simulatorId: number | null, description: string): ErrorReportPayload => ({
  simulatorId,
  errorType: 'outdated',
  description,
  correction: 'The latest release is 2025.04.',
  reporterName: 'Ada Lovelace',
  reporterEmail: 'ada@example.org',
  reporterOrganization: null,
});

const submitTool = (body: ToolSubmissionPayload) =>
  sendOrQueue({ endpoint: 'submitTool', body }, (headers) => callApi(VISITOR_WRITES.submitTool, { body, headers }));
const reportError = (body: ErrorReportPayload) =>
  sendOrQueue({ endpoint: 'reportError', body }, (headers) => callApi(VISITOR_WRITES.reportError, { body, headers }));

const submissionRows = (name: string) =>
  database.query<{ id: number; status: string; programming_languages: string[]; benchmark_studies: unknown[]; submitter_name: string }>(
    'SELECT id, status, programming_languages, benchmark_studies, submitter_name FROM simulator_submissions WHERE name = $1',
    [name],
  );
const reportRows = (description: string) =>
  database.query<{ id: number; simulator_id: number | null; simulator_name: string | null; resolved: boolean }>(
    'SELECT id, simulator_id, simulator_name, resolved FROM error_reports WHERE description = $1',
    [description],
  );

async function firstSimulator(): Promise<{ id: number; name: string }> {
  return (await database.query<{ id: number; name: string }>('SELECT id, name FROM simulators ORDER BY id LIMIT 1')).rows[0]!;
}

describe('visitor writes through the real server', () => {
  it('stores a tool submission as pending, with the languages split and the benchmarks parsed', async () => {
    const name = `Tool ${unique()}`;
    const outcome = await submitTool(tool(name));

    const { rows } = await submissionRows(name);
    expect(rows).toHaveLength(1);
    expect(outcome).toEqual({ status: 'sent', result: { id: rows[0]!.id } });
    expect(rows[0]).toMatchObject({ status: 'pending', programming_languages: ['C++', 'Python'], submitter_name: 'Ada Lovelace' });
    expect(rows[0]!.benchmark_studies).toEqual([expect.objectContaining({ benchmark_name: 'SPE10' })]);
  });

  it("stores an error report unresolved with the simulator's name resolved", async () => {
    const simulator = await firstSimulator();
    const description = `Wrong release ${unique()}`;
    await reportError(reportAbout(simulator.id, description));

    expect((await reportRows(description)).rows).toEqual([
      expect.objectContaining({ simulator_id: simulator.id, simulator_name: simulator.name, resolved: false }),
    ]);
  });

  it('keeps both writes while the server is down, then the runner sends them and the server stores each exactly once', async () => {
    const name = `Offline tool ${unique()}`;
    const description = `Offline report ${unique()}`;
    serverUp = false;
    expect((await submitTool(tool(name))).status).toBe('queued');
    expect((await reportError(reportAbout(null, description))).status).toBe('queued');
    expect(await db.outbox.count()).toBe(2);

    const runner = createOutboxRunner({ db, send: sendOutboxItem, runExclusive: null });
    await runner.flush({ all: true });
    expect(await db.outbox.count()).toBe(2);
    expect((await submissionRows(name)).rows).toHaveLength(0);

    serverUp = true;
    await Promise.all([runner.flush({ all: true }), runner.flush({ all: true }), runner.flush({ all: true })]);
    await runner.flush({ all: true });

    expect(await db.outbox.count()).toBe(0);
    expect((await submissionRows(name)).rows).toHaveLength(1);
    expect((await reportRows(description)).rows).toEqual([expect.objectContaining({ simulator_id: null, resolved: false })]);
  });

  it("keeps a write the server refuses (a simulator it does not know) as refused, with the server's reason", async () => {
    const description = `Unknown simulator ${unique()}`;
    serverUp = false;
    await reportError(reportAbout(2_000_000_000, description));
    serverUp = true;

    await createOutboxRunner({ db, send: sendOutboxItem, runExclusive: null }).flush({ all: true });

    expect(await readOutbox(db)).toEqual([
      expect.objectContaining({ state: 'refused', lastStatus: 400, lastError: 'Please select a simulator.' }),
    ]);
    expect((await reportRows(description)).rows).toHaveLength(0);
  });
});
