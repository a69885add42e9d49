import { describe, expect, it } from 'vitest';
import { toSimulatorListing } from '../card/simulator-listing';
import type { Simulator } from '../schemas/simulator';
import { makeSimulator } from '../test/simulator-fixture';
import { similarSimulators as similarListings } from './similar-simulators';

/** The rule over the listings the cache keeps of each record, as the detail page calls it. */
const similarSimulators = (target: Simulator, all: Simulator[], limit?: number) =>
  similarListings(toSimulatorListing(target), all.map(toSimulatorListing), limit);

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
