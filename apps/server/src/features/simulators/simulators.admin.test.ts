import { AuditEntry, ErrorBody, Simulator, SyncResponse } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { describe, expect, it } from 'vitest';
import { simulatorInput } from '../../test/fixtures';
import { signedInTestServer } from '../../test/signed-in-server';
import { STALE_SIMULATOR_MESSAGE } from './simulators.service';

const server = signedInTestServer('curator');

const { send } = server;

const history = async (id: number) =>
  AuditEntry.array().parse(await (await send('GET', `${API.auditLog}?entity=simulator&entityId=${id}`)).json());

const feed = async () => SyncResponse.parse(await (await fetch(`${server.url}${API.sync}?since=0&limit=1000`)).json());

async function create(name: string): Promise<Simulator> {
  const res = await send('POST', API.simulators, simulatorInput({ name }));
  expect(res.status).toBe(201);
  return Simulator.parse(await res.json());
}

describe('admin writes to simulators', () => {
  it('creates a simulator that the public API and the sync feed serve, and records who did it', async () => {
    const created = await create('Tahoe');
    expect(Simulator.parse(await (await fetch(server.url + API.simulator(created.id))).json()).name).toBe('Tahoe');
    expect((await feed()).simulators.map((s) => s.id)).toContain(created.id);
    expect(await history(created.id)).toMatchObject([{ actorUsername: 'curator', action: 'create', summary: 'Created Tahoe.' }]);
  });

  it('creates and updates from only the fields the admin form requires: the rest are null, lists empty', async () => {
    const minimal = {
      name: 'Tiny',
      fullName: 'Tiny Simulator',
      shortDescription: 'Short text.',
      description: 'Longer text.',
      website: 'https://tiny.example.org',
      developmentStatus: 'Beta',
    };
    const res = await send('POST', API.simulators, minimal);
    expect(res.status).toBe(201);
    const created = Simulator.parse(await res.json());
    expect(created).toMatchObject({
      ...minimal,
      sourceCodeRepository: null,
      licenseType: null,
      licenseUrl: null,
      lastReleaseVersion: null,
      lastReleaseDate: null,
    });
    expect([
      created.programmingLanguages,
      created.applicationAreas,
      created.keyFeatures,
      created.strengths,
      created.benchmark_studies,
      created.relevantOrganizations,
    ]).toEqual([[], [], [], [], [], []]);
    const edit = await send('PUT', API.simulator(created.id), { ...minimal, name: 'Tinier', expectedVersion: created.version });
    expect(edit.status).toBe(200);
    expect(Simulator.parse(await edit.json()).name).toBe('Tinier');
  });

  it('updates from the version the edit started from, and refuses a stale edit with 409, changing nothing', async () => {
    const created = await create('Sierra');
    const edit = { ...simulatorInput({ name: 'Sierra', website: 'https://sierra.example.org' }), expectedVersion: created.version };
    const res = await send('PUT', API.simulator(created.id), edit);
    expect(res.status).toBe(200);
    const updated = Simulator.parse(await res.json());
    expect(updated).toMatchObject({ website: 'https://sierra.example.org' });
    expect(updated.version).toBeGreaterThan(created.version);

    const stale = await send('PUT', API.simulator(created.id), { ...edit, name: 'Overwritten', expectedVersion: created.version });
    expect(stale.status).toBe(409);
    expect(ErrorBody.parse(await stale.json()).error).toEqual({ code: 'conflict', message: STALE_SIMULATOR_MESSAGE });
    expect(Simulator.parse(await (await fetch(server.url + API.simulator(created.id))).json()).name).toBe('Sierra');
    expect((await history(created.id))[0]).toMatchObject({ action: 'update', summary: 'Changed website.' });
  });

  it('deletes a simulator: gone from the API, a tombstone on the sync feed, recorded', async () => {
    const created = await create('Nevada');
    expect(await (await send('DELETE', API.simulator(created.id))).json()).toEqual({ id: created.id });
    expect((await fetch(server.url + API.simulator(created.id))).status).toBe(404);
    expect((await feed()).deleted.simulators).toContain(created.id);
    expect((await history(created.id))[0]).toMatchObject({ action: 'delete', summary: 'Deleted Nevada.' });
    expect((await send('DELETE', API.simulator(created.id))).status).toBe(404);
  });

  it('answers 404 for an update of a simulator that does not exist', async () => {
    expect((await send('PUT', API.simulator(987654), { ...simulatorInput(), expectedVersion: 1 })).status).toBe(404);
  });
});
