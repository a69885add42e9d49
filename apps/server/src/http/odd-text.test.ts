import { BROKEN_CHARACTER_MESSAGE, CONTROL_CHARACTER_MESSAGE, ContributionReceipt, ErrorBody, SubscribeErrorBody } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolSubmission } from '../test/fixtures';
import { postJson } from '../test/post-json';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** Text a visitor may type that is easy to mangle: every one must come back as typed. */
const ODD = [
  ['astral characters and emoji sequences', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🛢️ 𠜎 👩‍👩‍👧 🇳🇴'],
  ['combining characters', 'Ze\u0301ro a\u0308 Z\u0351\u0352\u0353 ﷽'],
  ['HTML', '<script>alert("x")</script><img src=x onerror="alert(1)"> &amp; &lt;b&gt;'],
  ['quotes and backslashes', `It's "quoted" \`back\` \\n \\u0000 \\\\ '; DROP TABLE error_reports; --`],
  ['right-to-left, zero-width and line separators', 'שלום\u200bمرحبا\u200d\u2028\u2029\ufeffend'],
  ['tabs and line breaks inside', 'first line\n\tsecond\r\nthird'],
] as const;

const report = (overrides: Record<string, unknown>) => ({
  description: 'The licence field is wrong.',
  reporterName: 'Grace Hopper',
  reporterEmail: 'grace@example.org',
  ...overrides,
});

const row = async (sql: string, id: number) => (await server.pool.query<Record<string, string>>(sql, [id])).rows[0]!;

describe('odd text is stored byte for byte', () => {
  it.each(ODD)('%s in a report', async (_what, text) => {
    const description = `Description: ${text}`;
    const res = await postJson(server.url + API.reportError, report({ description, correction: text, reporterOrganization: text }));
    expect(res.status).toBe(201);
    const { id } = ContributionReceipt.parse(await res.json());
    const stored = await row(
      'SELECT description, correction, reporter_affiliation, octet_length(description) AS bytes FROM error_reports WHERE id = $1',
      id,
    );
    expect(stored).toEqual({ description, correction: text, reporter_affiliation: text, bytes: Buffer.byteLength(description, 'utf8') });
  });

  it.each(ODD)('%s in a tool submission, its benchmark studies included', async (_what, text) => {
    const fullName = `Tool ${text}`;
    const description = `A simulator described with odd text: ${text}`;
    const benchmarks = JSON.stringify([{ benchmark_name: `SPE ${text}`, description: text }]);
    const res = await postJson(server.url + API.submitTool, toolSubmission({ fullName, description, benchmark_studies: benchmarks }));
    expect(res.status).toBe(201);
    const { id } = ContributionReceipt.parse(await res.json());
    const stored = await row('SELECT full_name, description, benchmark_studies FROM simulator_submissions WHERE id = $1', id);
    expect(stored).toEqual({
      full_name: fullName,
      description,
      benchmark_studies: [
        { benchmark_name: `SPE ${text}`, description: text, publication_or_report_url: null, dataset_url: null, source_url: null },
      ],
    });
  });

  it.each(ODD)('%s in a subscription', async (_what, text) => {
    const email = `odd-${ODD.findIndex(([, t]) => t === text)}@example.org`;
    expect((await postJson(server.url + API.subscribe, { email, name: `Name ${text}`, company: `Company ${text}` })).status).toBe(200);
    const stored = await server.pool.query('SELECT name, company FROM subscriptions WHERE email = $1', [email]);
    expect(stored.rows).toEqual([{ name: `Name ${text}`, company: `Company ${text}` }]);
  });

  it('stores the longest description the form allows in astral characters, each counted as one character', async () => {
    const description = '🛢'.repeat(20_000);
    const res = await postJson(server.url + API.submitTool, toolSubmission({ description }));
    expect(res.status).toBe(201);
    const { id } = ContributionReceipt.parse(await res.json());
    const stored = await row('SELECT description, octet_length(description) AS bytes FROM simulator_submissions WHERE id = $1', id);
    expect(stored).toEqual({ description, bytes: 80_000 });
  });

  it('refuses one character more with 400 and the limit in the message', async () => {
    const res = await postJson(server.url + API.submitTool, toolSubmission({ description: `${'🛢'.repeat(20_000)}x` }));
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(await res.json()).error.fields).toEqual({ description: ['Must be at most 20000 characters.'] });
  });
});

describe('text PostgreSQL cannot store as typed is a 400 with a message, never a 500', () => {
  it.each([
    ['NUL in a description', report({ description: 'Wrong licence\u0000 field.' }), 'description', CONTROL_CHARACTER_MESSAGE],
    ['NUL in a correction', report({ correction: '\u0000' }), 'correction', CONTROL_CHARACTER_MESSAGE],
    ['an escape in a name', report({ reporterName: 'Grace\u001b[31m' }), 'reporterName', CONTROL_CHARACTER_MESSAGE],
    [
      'a lone surrogate in a description',
      report({ description: 'Broken \ud83d character here.' }),
      'description',
      BROKEN_CHARACTER_MESSAGE,
    ],
  ])('a report with %s', async (_what, body, field, message) => {
    const res = await postJson(server.url + API.reportError, body);
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(await res.json()).error).toMatchObject({ code: 'validation_failed', fields: { [field]: [message] } });
  });

  it.each([
    ['NUL in the name', { name: 'PoroFlow\u0000' }, 'name', CONTROL_CHARACTER_MESSAGE],
    ['NUL in the website', { website: 'https://poroflow.example.org/\u0000' }, 'website', CONTROL_CHARACTER_MESSAGE],
    [
      'NUL in a benchmark study',
      { benchmark_studies: '[{"benchmark_name":"SPE\\u0000"}]' },
      'benchmark_studies',
      CONTROL_CHARACTER_MESSAGE,
    ],
    [
      'a lone surrogate in a benchmark study',
      { benchmark_studies: [{ benchmark_name: 'SPE', description: '\udc00' }] },
      'benchmark_studies',
      BROKEN_CHARACTER_MESSAGE,
    ],
  ])('a tool submission with %s', async (_what, override, field, message) => {
    const res = await postJson(server.url + API.submitTool, toolSubmission(override));
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(await res.json()).error).toMatchObject({ code: 'validation_failed', fields: { [field]: [message] } });
  });

  it.each([
    ['name', { email: 'nul@example.org', name: 'Ada\u0000' }, CONTROL_CHARACTER_MESSAGE],
    ['email', { email: 'nul\u0000@example.org' }, 'Please enter a valid email address'],
  ])('a subscription with NUL in its %s, in the box’s shape', async (field, body, message) => {
    const res = await postJson(server.url + API.subscribe, body);
    expect(res.status).toBe(400);
    expect(SubscribeErrorBody.parse(await res.json())).toMatchObject({
      success: false,
      message,
      error: { fields: { [field]: [message] } },
    });
  });

  it('ignores NUL in the name of a field the contract does not read', async () => {
    const res = await postJson(server.url + API.reportError, { ...report({}), 'x\u0000': 'y\u0000' });
    expect(res.status).toBe(201);
  });
});
