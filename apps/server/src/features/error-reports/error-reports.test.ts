import { ContributionReceipt, ErrorBody } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSeed } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/test-server';
import { UNKNOWN_SIMULATOR_MESSAGE } from './error-reports.service';

let server: TestServer;
let simulator: { id: number; name: string };
beforeAll(async () => {
  server = await startTestServer({ seed: fixtureSeed });
  simulator = (await server.pool.query<{ id: number; name: string }>('SELECT id, name FROM simulators ORDER BY id LIMIT 1')).rows[0]!;
});
afterAll(() => server?.close());

const report = (body: unknown) =>
  fetch(server.url + API.reportError, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

const valid = (overrides: Record<string, unknown> = {}) => ({
  simulatorId: String(simulator.id),
  errorType: 'outdated',
  description: 'The latest release is 2024.10, not 2023.04.',
  correction: 'Latest release: 2024.10',
  reporterName: 'Grace Hopper',
  reporterEmail: 'grace@example.org',
  reporterOrganization: 'US Navy',
  ...overrides,
});

const storedRow = async (id: number) =>
  (
    await server.pool.query(
      `SELECT simulator_id, simulator_name, error_type, description, correction, reporter_name, reporter_email,
              reporter_affiliation, resolved
         FROM error_reports WHERE id = $1`,
      [id],
    )
  ).rows[0];

describe('POST /api/report-error', () => {
  it('stores every field of the form, the simulator name resolved and the report unresolved, and answers 201', async () => {
    const res = await report(valid());
    expect(res.status).toBe(201);
    const { id } = ContributionReceipt.parse(await res.json());
    expect(await storedRow(id)).toEqual({
      simulator_id: simulator.id,
      simulator_name: simulator.name,
      error_type: 'outdated',
      description: 'The latest release is 2024.10, not 2023.04.',
      correction: 'Latest release: 2024.10',
      reporter_name: 'Grace Hopper',
      reporter_email: 'grace@example.org',
      reporter_affiliation: 'US Navy',
      resolved: false,
    });
  });

  it.each(['general', '', null])('stores a general report (simulatorId %j) with no simulator and the default type', async (simulatorId) => {
    const res = await report(valid({ simulatorId, errorType: undefined, correction: '', reporterOrganization: undefined }));
    expect(res.status).toBe(201);
    const { id } = ContributionReceipt.parse(await res.json());
    expect(await storedRow(id)).toMatchObject({
      simulator_id: null,
      simulator_name: null,
      error_type: 'inaccurate',
      correction: null,
      reporter_affiliation: null,
    });
  });

  it.each([999_999, 3_000_000_000])('refuses a simulator id no simulator has (%s) on the picker', async (simulatorId) => {
    const res = await report(valid({ simulatorId }));
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(await res.json()).error.fields).toEqual({ simulatorId: [UNKNOWN_SIMULATOR_MESSAGE] });
  });

  it.each([
    ['errorType', { errorType: 'typo' }, 'Please select an error type.'],
    ['description', { description: 'too short' }, 'Error description must be at least 10 characters.'],
    ['reporterName', { reporterName: ' G ' }, 'Your name must be at least 2 characters.'],
    ['reporterEmail', { reporterEmail: 'grace' }, 'Please enter a valid email address.'],
    ['simulatorId', { simulatorId: 'OPM' }, 'Please select a simulator.'],
  ])('refuses a bad %s with 400 and the spec message', async (field, override, message) => {
    const res = await report(valid(override));
    expect(res.status).toBe(400);
    const body = ErrorBody.parse(await res.json());
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields?.[field]).toEqual([message]);
  });
});
