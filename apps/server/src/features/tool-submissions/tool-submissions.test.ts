import { ContributionReceipt, ErrorBody } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolSubmission } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const submit = (body: unknown) =>
  fetch(server.url + API.submitTool, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

const storedRow = async (id: number) =>
  (
    await server.pool.query(
      `SELECT name, full_name, short_description, description, website, source_code_repository, license_type,
              programming_languages, benchmark_studies, submitter_name, submitter_email, submitter_affiliation, status
         FROM simulator_submissions WHERE id = $1`,
      [id],
    )
  ).rows[0];

const countRows = async () => (await server.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM simulator_submissions')).rows[0]!.n;

describe('POST /api/submit-tool', () => {
  it('stores the tool as a pending submission, languages split from the comma text, and answers 201 with its id', async () => {
    const res = await submit(toolSubmission());
    expect(res.status).toBe(201);
    const { id } = ContributionReceipt.parse(await res.json());
    expect(await storedRow(id)).toEqual({
      name: 'PoroFlow',
      full_name: 'PoroFlow Coupled Flow and Geomechanics Simulator',
      short_description: 'Coupled poroelastic flow for reservoir studies.',
      description: 'An open-source simulator for coupled flow and geomechanics in porous media.',
      website: 'https://poroflow.example.org',
      source_code_repository: 'https://github.com/example/poroflow',
      license_type: 'MIT',
      programming_languages: ['C++', 'Python'],
      benchmark_studies: [
        {
          benchmark_name: 'SPE10',
          description: 'Upscaling benchmark',
          publication_or_report_url: null,
          dataset_url: null,
          source_url: null,
        },
      ],
      submitter_name: 'Ada Lovelace',
      submitter_email: 'ada@example.org',
      submitter_affiliation: 'Analytical Engines Ltd',
      status: 'pending',
    });
  });

  it('stores invalid benchmark JSON text as an empty list, without an error', async () => {
    const res = await submit(toolSubmission({ benchmark_studies: '[{not json' }));
    expect(res.status).toBe(201);
    const { id } = ContributionReceipt.parse(await res.json());
    expect((await storedRow(id)).benchmark_studies).toEqual([]);
  });

  it.each([
    ['name', { name: 'P' }, 'Tool name must be at least 2 characters.'],
    ['fullName', { fullName: '' }, 'Full name must be at least 2 characters.'],
    ['shortDescription', { shortDescription: 'too short' }, 'Short description must be at least 10 characters.'],
    ['shortDescription', { shortDescription: 'x'.repeat(201) }, 'Short description must not exceed 200 characters.'],
    ['description', { description: 'Only twenty-nine characters..' }, 'Description must be at least 30 characters.'],
    ['website', { website: 'not a url' }, 'Please enter a valid URL.'],
    ['sourceCodeRepository', { sourceCodeRepository: 'javascript:alert(1)' }, 'Please enter a valid URL.'],
    ['licenseType', { licenseType: 'WTFPL' }, 'Please select a license type.'],
    ['programmingLanguages', { programmingLanguages: '' }, 'Please enter at least one programming language.'],
    ['submitterName', { submitterName: 'A' }, 'Your name must be at least 2 characters.'],
    ['submitterEmail', { submitterEmail: 'ada@' }, 'Please enter a valid email address.'],
    ['submitterOrganization', { submitterOrganization: 'X' }, 'Organization name must be at least 2 characters.'],
  ])('refuses a bad %s with 400 and the spec message, storing nothing', async (field, override, message) => {
    const before = await countRows();
    const res = await submit(toolSubmission(override));
    expect(res.status).toBe(400);
    const body = ErrorBody.parse(await res.json());
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields?.[field]).toEqual([message]);
    expect(await countRows()).toBe(before);
  });
});
