import { adminPage, COMPLETENESS_RULE_VERSION, completenessOf, Simulator, SimulatorInput } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { describe, expect, it } from 'vitest';
import { simulatorInput } from '../../test/fixtures';
import { signedInTestServer } from '../../test/signed-in-server';
import { recordCompleteness, rescoreStaleSimulators } from './simulator-completeness';
import { simulatorsRepo } from './simulators.repo';

/** Four tools of four different scores, seeded through the server's own writes in an order that is none of theirs. */
const sourced = { evidence: ['OPM/opm-simulators@abc:README.md'], factsVerifiedOn: '2025-01-10' };
const tools: SimulatorInput[] = [
  simulatorInput({ name: 'Half', licenseType: null, licenseUrl: null, keyFeatures: [], lastReleaseDate: null, lastReleaseVersion: null }),
  simulatorInput({ name: 'Full', licenseUrl: 'https://www.gnu.org/licenses/gpl-3.0.html', ...sourced }),
  simulatorInput({
    name: 'Bare',
    sourceCodeRepository: null,
    licenseType: null,
    programmingLanguages: [],
    applicationAreas: [],
    keyFeatures: [],
    detailedCapabilities: null,
    learningResources: null,
    organizations: [],
    relevantOrganizations: [],
  }),
  simulatorInput({ name: 'Most' }),
];

const server = signedInTestServer('curator', { seed: { simulators: tools, technologies: [], jobs: [] } });

const { send } = server;

/** The admin table's first page in `sort` order, as names. */
async function namesSortedBy(sort: string): Promise<string[]> {
  const res = await send('GET', `${API.adminSimulators}?sort=${sort}&pageSize=100`);
  expect(res.status).toBe(200);
  return adminPage(Simulator)
    .parse(await res.json())
    .items.map((s) => s.name);
}

const stored = async () =>
  (
    await server.pool.query<{ name: string; score: number | null; rule_version: number | null; version: string; fresh: boolean }>(
      `SELECT s.name, c.score, c.rule_version, s.version, c.simulator_version = s.version AS fresh
         FROM simulators s LEFT JOIN simulator_completeness c ON c.simulator_id = s.id ORDER BY s.id`,
    )
  ).rows;

const scoreOf = (name: string) => {
  const tool = tools.find((t) => t.name === name);
  if (!tool) throw new Error(name);
  // Parsed as the seed parses it: what is left out takes its default.
  return completenessOf(SimulatorInput.parse(tool)).score;
};

describe('the stored completeness score', () => {
  it('is core completenessOf of each row, written with it by the seed', async () => {
    const all = Simulator.array().parse(await (await fetch(server.url + API.simulators)).json());
    const byName = new Map(all.map((s) => [s.name, completenessOf(s).score]));
    expect(await stored()).toEqual(
      tools.map((t) =>
        expect.objectContaining({ name: t.name, score: byName.get(t.name), rule_version: COMPLETENESS_RULE_VERSION, fresh: true }),
      ),
    );
    // Four different scores, so the order below says something.
    expect(new Set(tools.map((t) => scoreOf(t.name))).size).toBe(4);
  });

  it('orders the admin table, least complete first, and most complete first descending', async () => {
    const ascending = tools.map((t) => t.name).toSorted((a, b) => scoreOf(a) - scoreOf(b));
    expect(ascending).toEqual(['Bare', 'Half', 'Most', 'Full']);
    expect(await namesSortedBy('completeness')).toEqual(ascending);
    expect(await namesSortedBy('-completeness')).toEqual(ascending.toReversed());
  });

  it('follows an admin edit, and an admin create, in the same write', async () => {
    const { id, version } = (await simulatorsRepo.list(server.pool)).find((s) => s.name === 'Bare')!;
    const res = await send('PUT', API.simulator(id), { ...simulatorInput({ name: 'Bare' }), ...sourced, expectedVersion: version });
    expect(res.status).toBe(200);
    const edited = Simulator.parse(await res.json());
    expect((await stored()).find((row) => row.name === 'Bare')).toMatchObject({ score: completenessOf(edited).score, fresh: true });
    // From least complete to second most: the order follows at once.
    expect(completenessOf(edited).score).toBe(93);
    expect(await namesSortedBy('completeness')).toEqual(['Half', 'Most', 'Bare', 'Full']);

    const created = await send('POST', API.simulators, simulatorInput({ name: 'New', ...sourced, licenseUrl: 'https://x.org/l' }));
    expect(created.status).toBe(201);
    expect((await stored()).find((row) => row.name === 'New')).toMatchObject({ score: 100, fresh: true });
  });

  it('is written again at start-up for rows written around the server or scored under another rule, and only for them', async () => {
    await server.pool.query(`UPDATE simulators SET license_url = NULL WHERE name = 'Full'`);
    await server.pool.query(`UPDATE simulator_completeness SET rule_version = rule_version - 1
                              WHERE simulator_id = (SELECT id FROM simulators WHERE name = 'Half')`);
    await server.pool.query(`INSERT INTO simulators (name, full_name, short_description, description, website)
                             VALUES ('Raw', 'Raw', 'Inserted by hand.', '', 'https://raw.example.org')`);
    const before = await stored();
    expect(before.filter((row) => !row.fresh || row.rule_version !== COMPLETENESS_RULE_VERSION).map((row) => row.name)).toEqual([
      'Half',
      'Full',
      'Raw',
    ]);

    expect(await rescoreStaleSimulators(server.pool, simulatorsRepo.listByIds)).toBe(3);
    const after = await stored();
    const all = await simulatorsRepo.list(server.pool);
    expect(after).toEqual(
      all.map((s) =>
        expect.objectContaining({ name: s.name, score: completenessOf(s).score, fresh: true, rule_version: COMPLETENESS_RULE_VERSION }),
      ),
    );
    expect(after.find((row) => row.name === 'Full')?.score).toBe(93);
    // Scoring is no change to a tool: no new version for the sync feed, no new "updated" date.
    expect(after.map((row) => row.version)).toEqual(before.map((row) => row.version));
    expect(await rescoreStaleSimulators(server.pool, simulatorsRepo.listByIds)).toBe(0);
  });

  it('never overwrites the score of a newer version with an older one', async () => {
    const [older] = await simulatorsRepo.listByIds(server.pool, [
      (await simulatorsRepo.list(server.pool)).find((s) => s.name === 'Most')!.id,
    ]);
    const newer = await simulatorsRepo.update(server.pool, older!.id, { ...simulatorInput({ name: 'Most' }), ...sourced }, older!.version);
    await recordCompleteness(server.pool, [older!]);
    expect((await stored()).find((row) => row.name === 'Most')).toMatchObject({ score: completenessOf(newer!).score, fresh: true });
  });

  it('goes with its simulator', async () => {
    const doomed = (await simulatorsRepo.list(server.pool)).find((s) => s.name === 'Raw')!;
    expect((await send('DELETE', API.simulator(doomed.id))).status).toBe(200);
    const { rows } = await server.pool.query('SELECT 1 FROM simulator_completeness WHERE simulator_id = $1', [doomed.id]);
    expect(rows).toEqual([]);
  });
});
