import { AuditEntry, ErrorBody, HarvestState, Simulator, SYNC_PROTOCOL, SyncResponse } from '@rsd/core';
import { API, makeRepositoryFacts } from '@rsd/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, sendAs, sessionOf } from '../../test/accounts';
import { FakeForges } from '../../test/fake-forges/fake-forges';
import { gitHubRepository } from '../../test/fake-forges/opm-repository';
import { simulatorInput } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/test-server';
import { simulatorsRepo } from '../simulators/simulators.repo';
import { parseHarvestHosts } from './harvest-hosts';
import { runHarvest } from './harvest-run';
import { NO_NEWER_RELEASE_MESSAGE, STALE_HARVESTED_RELEASE_MESSAGE } from './harvest.service';

let server: TestServer;
let forges: FakeForges;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  forges = await FakeForges.start();
  await createAccount(server.pool, 'keeper');
  admin = await sessionOf(server.url, 'keeper');
});
afterAll(async () => {
  await forges?.close();
  await server?.close();
});

const harvestStates = (id: number) => `/api/admin/simulators/${id}/harvest-state`;
const harvesting = (id: number) => `/api/admin/simulators/${id}/harvesting`;
const useRelease = (id: number) => `/api/admin/simulators/${id}/use-harvested-release`;

async function addTool(name: string, overrides: Parameters<typeof simulatorInput>[0] = {}): Promise<Simulator> {
  return simulatorsRepo.insert(server.pool, simulatorInput({ name, ...overrides }));
}

/** The harvester's write, as a run makes it. */
async function harvested(id: number, facts = makeRepositoryFacts()): Promise<Simulator> {
  await simulatorsRepo.writeRepositoryFacts(server.pool, id, facts);
  return (await simulatorsRepo.findById(server.pool, id))!;
}

async function historyOf(id: number): Promise<AuditEntry[]> {
  const res = await sendAs(server.url, admin, 'GET', `${API.auditLog}?entity=simulator&entityId=${id}`);
  return AuditEntry.array().parse(await res.json());
}

describe('the harvest state admins read', () => {
  it('lists every simulator by name with where it stands, and reads one; 404 for an unknown one', async () => {
    const tool = await addTool('Aaa harvested tool');
    await harvested(tool.id);

    const res = await sendAs(server.url, admin, 'GET', '/api/admin/harvest-states');
    expect(res.status).toBe(200);
    const states = HarvestState.array().parse(await res.json());
    expect(states.find((state) => state.simulatorId === tool.id)).toMatchObject({
      simulatorName: 'Aaa harvested tool',
      status: 'pending',
      // The fixture lists 2024.10; the harvested 2025.04 is newer: the notice's "use it".
      newerRelease: makeRepositoryFacts().latestRelease,
    });
    const one = await sendAs(server.url, admin, 'GET', harvestStates(tool.id));
    expect(HarvestState.parse(await one.json()).simulatorId).toBe(tool.id);
    expect((await sendAs(server.url, admin, 'GET', harvestStates(999_999))).status).toBe(404);
    expect((await fetch(server.url + '/api/admin/harvest-states')).status).toBe(401);
  });
});

describe('switching harvesting off and on', () => {
  it('needs a reason to switch off, stores it, audits both switches, and leaves the simulator row alone', async () => {
    const tool = await addTool('Switched tool');

    const refused = await sendAs(server.url, admin, 'PATCH', harvesting(tool.id), { enabled: false, reason: '  ' });
    expect(refused.status).toBe(400);
    expect(ErrorBody.parse(await refused.json()).error).toMatchObject({
      code: 'validation_failed',
      fields: { reason: ['Say why harvesting is switched off.'] },
    });

    const off = await sendAs(server.url, admin, 'PATCH', harvesting(tool.id), {
      enabled: false,
      reason: 'A mirror of the real repository.',
    });
    expect(off.status).toBe(200);
    expect(HarvestState.parse(await off.json())).toMatchObject({ status: 'disabled', disabledReason: 'A mirror of the real repository.' });
    const on = await sendAs(server.url, admin, 'PATCH', harvesting(tool.id), { enabled: true });
    expect(HarvestState.parse(await on.json())).toMatchObject({ status: 'pending', disabledReason: null });

    expect((await historyOf(tool.id)).map(({ action, summary, actorUsername }) => ({ action, summary, actorUsername }))).toEqual([
      { action: 'status', summary: 'Harvesting of Switched tool switched on.', actorUsername: 'keeper' },
      { action: 'status', summary: 'Harvesting of Switched tool switched off: A mirror of the real repository.', actorUsername: 'keeper' },
    ]);
    expect((await simulatorsRepo.findById(server.pool, tool.id))!.version).toBe(tool.version);
    expect((await sendAs(server.url, admin, 'PATCH', harvesting(999_999), { enabled: true })).status).toBe(404);
  });
});

describe('"use it": the harvested release into the curated fields', () => {
  it('copies the version and date, audited, as a new row version', async () => {
    const tool = await addTool('Behind tool', { lastReleaseVersion: '2024.10', lastReleaseDate: '2024-10-15' });
    const seen = await harvested(tool.id);

    const res = await sendAs(server.url, admin, 'POST', useRelease(tool.id), { expectedVersion: seen.version });
    expect(res.status).toBe(200);
    const updated = Simulator.parse(await res.json());
    expect(updated).toMatchObject({ lastReleaseVersion: '2025.04', lastReleaseDate: '2025-04-30', repository: seen.repository });
    expect(updated.version).toBeGreaterThan(seen.version);
    const [entry] = await historyOf(tool.id);
    expect(entry).toMatchObject({
      action: 'update',
      actorUsername: 'keeper',
      summary: 'Used the harvested release 2025.04 of 2025-04-30. Changed lastReleaseVersion, lastReleaseDate.',
    });
    // Now the listing shows it: nothing newer is left to use.
    const again = await sendAs(server.url, admin, 'POST', useRelease(tool.id), { expectedVersion: updated.version });
    expect(again.status).toBe(409);
    expect(ErrorBody.parse(await again.json()).error).toEqual({ code: 'conflict', message: NO_NEWER_RELEASE_MESSAGE });
  });

  it('refuses (409) when the row changed since the admin saw it, a harvest included, and (404) an unknown simulator', async () => {
    const tool = await addTool('Moving tool', { lastReleaseVersion: '2024.10' });
    const seen = await harvested(tool.id);
    await harvested(tool.id, makeRepositoryFacts({ latestRelease: { version: '2025.10', date: '2025-10-01', url: null } }));

    const res = await sendAs(server.url, admin, 'POST', useRelease(tool.id), { expectedVersion: seen.version });
    expect(res.status).toBe(409);
    expect(ErrorBody.parse(await res.json()).error).toEqual({ code: 'conflict', message: STALE_HARVESTED_RELEASE_MESSAGE });
    expect((await simulatorsRepo.findById(server.pool, tool.id))!.lastReleaseVersion).toBe('2024.10');
    expect((await sendAs(server.url, admin, 'POST', useRelease(999_999), { expectedVersion: 1 })).status).toBe(404);
  });
});

describe("a harvest and an admin's edit of the same tool", () => {
  it("never makes an admin's edit stale, and the edit keeps the harvested facts; another admin's edit still does", async () => {
    forges.addGitHub(gitHubRepository({ tags: [] }));
    const tool = await addTool('Edited while harvested');
    // The admin opens the editor...
    const opened = Simulator.parse(await (await fetch(server.url + API.simulator(tool.id))).json());
    // ...a scheduled harvest writes the tool's facts meanwhile...
    const report = await runHarvest(
      server.pool,
      { hosts: parseHarvestHosts(forges.harvestHosts)!, batch: 100 },
      {
        tools: [
          {
            id: tool.id,
            name: tool.name,
            sourceCodeRepository: tool.sourceCodeRepository,
            repository: null,
            etags: {},
            disabledReason: null,
          },
        ],
      },
    );
    expect(report.tools.map((t) => t.outcome)).toEqual(['harvested']);
    const harvestedVersion = (await simulatorsRepo.findById(server.pool, tool.id))!.version;
    expect(harvestedVersion).toBeGreaterThan(opened.version);
    // ...and the admin saves from the version they opened.
    // The terms are written as ids (SimulatorInput), not as read with their evidence: left out, they stay.
    const { id: _id, updatedAt: _updatedAt, version, repository: _repository, capabilities: _capabilities, ...fields } = opened;
    const saved = await sendAs(server.url, admin, 'PUT', API.simulator(tool.id), {
      ...fields,
      shortDescription: 'Edited.',
      expectedVersion: version,
    });
    expect(saved.status).toBe(200);
    const after = Simulator.parse(await saved.json());
    expect(after.shortDescription).toBe('Edited.');
    expect(after.repository?.stars).toBe(512);

    // A second admin who opened it before that save is stale: that was a curated write.
    const late = await sendAs(server.url, admin, 'PUT', API.simulator(tool.id), {
      ...fields,
      name: 'Late rename',
      expectedVersion: version,
    });
    expect(late.status).toBe(409);
    // And one who opened it after the harvest but before the save too.
    const alsoLate = await sendAs(server.url, admin, 'PUT', API.simulator(tool.id), { ...fields, expectedVersion: harvestedVersion });
    expect(alsoLate.status).toBe(409);
  });
});

describe('the public reads and the sync carry the facts', () => {
  it('GET /api/simulators/:id, the list and the sync', async () => {
    const tool = await addTool('Public tool');
    const before = await (await fetch(server.url + API.simulator(tool.id))).json();
    expect(Simulator.parse(before).repository).toBeNull();
    const facts = makeRepositoryFacts({ archived: true, stars: null });
    await harvested(tool.id, facts);

    expect(Simulator.parse(await (await fetch(server.url + API.simulator(tool.id))).json()).repository).toEqual(facts);
    const list = Simulator.array().parse(await (await fetch(server.url + API.simulators)).json());
    expect(list.find((s) => s.id === tool.id)?.repository).toEqual(facts);
    const page = SyncResponse.parse(await (await fetch(`${server.url}${API.sync}?protocol=${SYNC_PROTOCOL}&limit=1000`)).json());
    expect(page.simulators.find((s) => s.id === tool.id)?.repository).toEqual(facts);
  });
});
