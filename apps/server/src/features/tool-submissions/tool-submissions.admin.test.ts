import { API, paged, SimulatorSubmission } from '@rsd/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, sessionOf } from '../../test/accounts';
import { toolSubmission } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let cookie: string;
const Page = paged(SimulatorSubmission);

beforeAll(async () => {
  server = await startTestServer();
  await createAccount(server.pool, 'admin');
  cookie = await sessionOf(server.url, 'admin');
  for (const [name, organization] of [
    ['Alpha', 'Stanford'],
    ['Bravo', 'SINTEF Digital'],
    ['Charlie', 'Delft University'],
  ] as const) {
    await fetch(server.url + API.submitTool, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(toolSubmission({ name, submitterOrganization: organization })),
    });
  }
});
afterAll(() => server?.close());

const get = (path: string) => fetch(server.url + path, { headers: { Cookie: cookie } });

describe('GET /api/simulator-submissions (admin)', () => {
  it('lists the submissions with every field, pending, searchable by name and submitter affiliation', async () => {
    const all = Page.parse(await (await get(`${API.submissions}?sort=name`)).json());
    expect(all.items.map((s) => s.name)).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(all.items[0]).toMatchObject({ status: 'pending', programmingLanguages: ['C++', 'Python'], submitterAffiliation: 'Stanford' });
    const sintef = Page.parse(await (await get(`${API.submissions}?q=sintef`)).json());
    expect(sintef.items.map((s) => s.name)).toEqual(['Bravo']);
  });

  it('answers one submission by id, or 404', async () => {
    const { items } = Page.parse(await (await get(`${API.submissions}?q=Charlie`)).json());
    const one = SimulatorSubmission.parse(await (await get(API.submission(items[0]!.id))).json());
    expect(one.submitterAffiliation).toBe('Delft University');
    expect((await get(API.submission(424242))).status).toBe(404);
  });
});
