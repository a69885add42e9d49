import { ErrorBody, Technology } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSeed } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: fixtureSeed });
});
afterAll(() => server?.close());

describe('GET /api/technologies', () => {
  it('lists every technology as core Technology objects', async () => {
    const res = await fetch(server.url + API.technologies);
    expect(res.status).toBe(200);
    const list = Technology.array().parse(await res.json());
    expect(list.map((t) => t.name)).toEqual(['Fibre-optic flow monitoring', 'Smart completions']);
    expect(list[0]).toMatchObject({
      shortName: 'DAS',
      readinessLevel: 'deployment',
      benefits: 'Continuous data\nNo intervention',
      specifications: { 'Sampling rate': '10 kHz' },
      deployedCompanies: ['Example Energy', 'Sample Oil'],
      deployedYears: [2021, '2023'],
      productionImpact: 7.5,
      category: 'reservoir_monitoring',
      source: 'Sample data for demonstration',
    });
    expect(list[0]!.version).toBeGreaterThan(0);
  });
});

describe('GET /api/technologies/:id', () => {
  it('returns one technology', async () => {
    const list = Technology.array().parse(await (await fetch(server.url + API.technologies)).json());
    const res = await fetch(server.url + API.technology(list[1]!.id));
    expect(res.status).toBe(200);
    expect(Technology.parse(await res.json())).toEqual(list[1]);
  });

  it.each(['abc', '0', '-3', '7.0', '007', '-1', '1.5', '1e3', ' 1'])('answers 400 JSON for id %s', async (id) => {
    const res = await fetch(server.url + API.technology(id));
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(await res.json()).error.code).toBe('validation_failed');
  });

  it.each([31_337, 2_147_483_648])('answers 404 JSON when there is no technology %d', async (id) => {
    const res = await fetch(server.url + API.technology(id));
    expect(res.status).toBe(404);
    expect(ErrorBody.parse(await res.json()).error).toEqual({
      code: 'not_found',
      message: `Technology ${id} was not found.`,
    });
  });
});
