import { ErrorBody, adminPage, REVIEW_NOTES, Simulator, SimulatorSubmission, SyncResponse } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { toolSubmission } from '../../test/fixtures';
import { signedInTestServer } from '../../test/signed-in-server';

const server = signedInTestServer('admin');
const Page = adminPage(SimulatorSubmission);

beforeAll(async () => {
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

const get = (path: string) => fetch(server.url + path, { headers: { Cookie: server.cookie } });

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

const submitOne = async (name: string) => {
  const res = await fetch(server.url + API.submitTool, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(toolSubmission({ name })),
  });
  return ((await res.json()) as { id: number }).id;
};
const decide = (id: number, body: unknown) =>
  fetch(server.url + API.submissionStatus(id), {
    method: 'PATCH',
    headers: { Cookie: server.cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const simulatorsNamed = async (name: string) =>
  (await server.pool.query<{ id: number; version: string }>('SELECT id, version FROM simulators WHERE name = $1', [name])).rows;

describe('PATCH /api/simulator-submissions/:id/status (admin)', () => {
  it('approving creates exactly one simulator from the submission, linked to it and on the sync feed', async () => {
    const id = await submitOne('Delta');
    const res = await decide(id, { status: 'approved', adminNotes: REVIEW_NOTES.approved });
    expect(res.status).toBe(200);
    const decided = SimulatorSubmission.parse(await res.json());
    const created = await simulatorsNamed('Delta');
    expect(created).toHaveLength(1);
    expect(decided).toMatchObject({ status: 'approved', adminNotes: REVIEW_NOTES.approved, simulatorId: created[0]!.id });
    const simulator = Simulator.parse(await (await fetch(server.url + API.simulator(created[0]!.id))).json());
    expect(simulator).toMatchObject({
      fullName: 'PoroFlow Coupled Flow and Geomechanics Simulator',
      website: 'https://poroflow.example.org',
      licenseType: 'MIT',
      programmingLanguages: ['C++', 'Python'],
      developmentStatus: 'Actively Maintained',
      organizations: ['Analytical Engines Ltd'],
      // Derived from the record, which a submission leaves without capability data: nothing is tagged without evidence.
      capabilities: [],
    });
    const feed = SyncResponse.parse(await (await fetch(`${server.url}${API.sync}?since=0&limit=1000`)).json());
    expect(feed.simulators.map((s) => s.id)).toContain(created[0]!.id);
  });

  it('decides once: a second decision is a 409 and creates nothing more', async () => {
    const id = await submitOne('Echo');
    expect((await decide(id, { status: 'approved' })).status).toBe(200);
    const again = await decide(id, { status: 'approved' });
    expect(again.status).toBe(409);
    expect(ErrorBody.parse(await again.json()).error).toEqual({ code: 'conflict', message: 'This submission was already approved.' });
    expect((await decide(id, { status: 'rejected' })).status).toBe(409);
    expect(await simulatorsNamed('Echo')).toHaveLength(1);
  });

  it('two admins approving at once still create one simulator', async () => {
    const id = await submitOne('Foxtrot');
    const answers = await Promise.all([decide(id, { status: 'approved' }), decide(id, { status: 'approved' })]);
    expect(answers.map((r) => r.status).toSorted()).toEqual([200, 409]);
    expect(await simulatorsNamed('Foxtrot')).toHaveLength(1);
  });

  it('rejecting keeps the record with its note and creates no simulator', async () => {
    const id = await submitOne('Golf');
    const decided = SimulatorSubmission.parse(await (await decide(id, { status: 'rejected', adminNotes: REVIEW_NOTES.rejected })).json());
    expect(decided).toMatchObject({ status: 'rejected', adminNotes: 'Submission rejected by admin.', simulatorId: null });
    expect(await simulatorsNamed('Golf')).toEqual([]);
    expect(SimulatorSubmission.parse(await (await get(API.submission(id))).json()).status).toBe('rejected');
  });
});
