import { describe, expect, it } from 'vitest';
import { toSimulatorListing } from '../card/simulator-listing';
import type { Simulator } from '../schemas/simulator';
import { makeSimulator } from '../test/simulator-fixture';
import { sharedLabels, similarSimulators as similarListings, type SimilarityTraits } from './similar-simulators';

/** The rule over the listings the cache keeps of each record, as the detail page calls it. */
const similarSimulators = (target: Simulator, all: Simulator[], limit?: number) =>
  similarListings(toSimulatorListing(target), all.map(toSimulatorListing), limit);

/** A whole record's traits: its listing's, with its capabilities' term ids. */
const withTerms = (sim: Simulator): SimilarityTraits => ({ ...toSimulatorListing(sim), terms: sim.capabilities.map((c) => c.term) });
const similarByTerms = (target: Simulator, all: Simulator[], limit?: number) =>
  similarListings(withTerms(target), all.map(withTerms), limit);

/** Capability terms as a record carries them; the evidence does not matter to the rule. */
const terms = (...ids: string[]) =>
  ids.map((term) => ({ term, evidence: { source: 'record' as const, field: 'physics_and_models' as const, text: term } }));

const physics = (...names: string[]) => ({ physics: names.map((name) => ({ name, description: '' })) });

const target = makeSimulator({
  id: 1,
  name: 'Target',
  applicationAreas: ['Black oil', 'CO2 storage'],
  programmingLanguages: ['C++ (core)', 'Python'],
  detailedCapabilities: physics('Multiphase flow', 'Geomechanics'),
});

const sim = (id: number, name: string, overrides: Parameters<typeof makeSimulator>[0] = {}) =>
  makeSimulator({ id, name, applicationAreas: [], programmingLanguages: [], detailedCapabilities: null, ...overrides });

describe('similarSimulators', () => {
  it('ranks by the number of shared areas, physics and languages', () => {
    const all = [
      target,
      sim(2, 'One area', { applicationAreas: ['Black oil'] }),
      sim(3, 'Everything', {
        applicationAreas: ['black oil ', 'CO2 storage'],
        programmingLanguages: ['C++', 'python 3'],
        detailedCapabilities: physics('multiphase flow'),
      }),
      sim(4, 'Physics and language', { programmingLanguages: ['Python'], detailedCapabilities: JSON.stringify(physics('Geomechanics')) }),
      sim(5, 'Nothing', { applicationAreas: ['Geothermal'], programmingLanguages: ['Julia'] }),
    ];
    const result = similarSimulators(target, all);
    expect(result.map((r) => r.simulator.id)).toEqual([3, 4, 2]);
    expect(result[0]).toMatchObject({
      score: 5,
      sharedAreas: ['black oil', 'CO2 storage'],
      sharedPhysics: ['multiphase flow'],
      sharedLanguages: ['C++', 'python'],
    });
  });

  it('never lists the simulator itself or tools with nothing in common', () => {
    const result = similarSimulators(target, [target, sim(5, 'Nothing', { applicationAreas: ['Geothermal'] })]);
    expect(result).toEqual([]);
  });

  it('keeps at most four', () => {
    const all = Array.from({ length: 9 }, (_, i) => sim(i + 2, `Tool ${i}`, { applicationAreas: ['Black oil'] }));
    expect(similarSimulators(target, all)).toHaveLength(4);
    expect(similarSimulators(target, all, 2)).toHaveLength(2);
  });

  it('breaks ties by shared areas, then name, then id', () => {
    const all = [
      sim(9, 'Bravo', { programmingLanguages: ['Python'] }),
      sim(8, 'Alpha', { programmingLanguages: ['Python'] }),
      sim(7, 'Zulu', { applicationAreas: ['Black oil'] }),
      sim(6, 'Alpha', { programmingLanguages: ['C++'] }),
    ];
    expect(similarSimulators(target, all).map((r) => r.simulator.id)).toEqual([7, 6, 8, 9]);
  });

  it('reads unreadable capability blobs as no physics', () => {
    const odd = sim(2, 'Odd', { detailedCapabilities: '{not json', applicationAreas: ['EOR', 'CO2 storage'] });
    expect(similarSimulators(target, [odd])[0]).toMatchObject({ score: 1, sharedPhysics: [] });
  });
});

describe('similarSimulators by capability terms', () => {
  /** Most tools have MPI and VTK; geothermal and GPU are rare. */
  const common = (id: number, name: string, ...extra: string[]) => sim(id, name, { capabilities: terms('mpi', 'vtk', ...extra) });
  const me = sim(1, 'Me', { applicationAreas: ['Geothermal energy'], capabilities: terms('mpi', 'vtk', 'geothermal', 'gpu') });
  const directory = [
    me,
    // Shares the two common terms only; its name sorts first, so only the weighting puts the rare term ahead.
    common(2, 'Alpha'),
    sim(3, 'Zulu', { capabilities: terms('geothermal') }),
    common(4, 'Filler 1'),
    common(5, 'Filler 2'),
    common(6, 'Filler 3'),
    common(7, 'Filler 4'),
  ];

  it('counts a shared rare term above two shared common ones', () => {
    const result = similarByTerms(me, directory, 7);
    expect(result.map((r) => r.simulator.name).slice(0, 2)).toEqual(['Zulu', 'Alpha']);
  });

  it('scores the sum of log(N / df) over the shared terms, N and df counted over every tool and the target, rarest listed first', () => {
    // N = 8 with the target; mpi: 7 have it, geothermal: 3, gpu: 2.
    const all = [...directory, sim(8, 'Both rare', { capabilities: terms('gpu', 'geothermal', 'mpi') })];
    const result = similarByTerms(me, all, 8);
    const both = result.find((r) => r.simulator.id === 8);
    expect(both?.sharedTerms).toEqual(['gpu', 'geothermal', 'mpi']);
    expect(both && sharedLabels(both)).toEqual(['GPU', 'Geothermal', 'MPI (distributed memory)']);
    expect(both?.score).toBeCloseTo(Math.log(8 / 2) + Math.log(8 / 3) + Math.log(8 / 7), 12);
    expect(result.find((r) => r.simulator.id === 3)?.score).toBeCloseTo(Math.log(8 / 3), 12);
    // The same weights whether or not the list holds the target.
    expect(similarByTerms(me, all.slice(1), 8)).toEqual(result);
  });

  it('takes the shared application areas next, and compares no physics names or languages', () => {
    const all = [
      sim(2, 'Alpha', { capabilities: terms('gpu'), programmingLanguages: ['C++', 'Python'], detailedCapabilities: physics('Thermal') }),
      sim(3, 'Zulu', { capabilities: terms('gpu'), applicationAreas: ['geothermal energy'] }),
      sim(4, 'Areas only', { applicationAreas: ['Geothermal energy'] }),
      sim(5, 'Languages only', { programmingLanguages: ['C++', 'Python'] }),
    ];
    const gpuTool = sim(1, 'Me', {
      applicationAreas: ['Geothermal energy'],
      programmingLanguages: ['C++'],
      detailedCapabilities: physics('Thermal'),
      capabilities: terms('gpu'),
    });
    const result = similarByTerms(gpuTool, all);
    expect(result.map((r) => r.simulator.name)).toEqual(['Zulu', 'Alpha', 'Areas only']);
    expect(result[1]).toMatchObject({ sharedTerms: ['gpu'], sharedAreas: [], sharedPhysics: [], sharedLanguages: [] });
    expect(result[2]).toMatchObject({ score: 0, sharedTerms: [], sharedAreas: ['Geothermal energy'] });
    expect(result.map(sharedLabels)).toEqual([['GPU', 'geothermal energy'], ['GPU'], ['Geothermal energy']]);
  });

  it('shares a wider term through narrower ones (TPFA and MPFA are both finite volume), and ignores unknown terms', () => {
    const tpfa = sim(1, 'Me', { capabilities: terms('tpfa', 'from-a-newer-vocabulary') });
    const result = similarByTerms(tpfa, [
      sim(2, 'MPFA', { capabilities: terms('mpfa', 'from-a-newer-vocabulary') }),
      sim(3, 'Other', { capabilities: terms('gpu') }),
    ]);
    expect(result.map((r) => [r.simulator.name, r.sharedTerms])).toEqual([['MPFA', ['finite-volume']]]);
  });

  it('keeps the count rule when the target has no terms this vocabulary knows', () => {
    const all = [
      sim(2, 'Language', { programmingLanguages: ['Python'], capabilities: terms('gpu') }),
      sim(3, 'Area and language', { applicationAreas: ['Black oil'], programmingLanguages: ['Python'] }),
    ];
    for (const capabilities of [[], terms('from-a-newer-vocabulary')]) {
      const result = similarByTerms({ ...target, capabilities }, all);
      expect(result.map((r) => [r.simulator.name, r.score, r.sharedTerms])).toEqual([
        ['Area and language', 2, []],
        ['Language', 1, []],
      ]);
      expect(result.map(sharedLabels)).toEqual([['Black oil', 'Python'], ['Python']]);
    }
  });
});
