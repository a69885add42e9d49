import { describe, expect, it } from 'vitest';
import { makeSimulator } from '../test/simulator-fixture';
import { compareRows, listsDiffer } from './compare-rows';

const physics = (...names: string[]) => ({ physics_and_models: names.map((capability_name) => ({ capability_name, description: '' })) });

describe('listsDiffer', () => {
  it.each([
    [[], [], false],
    [['C++'], ['C++'], false],
    [['C++', 'Python'], ['Python', 'C++'], false],
    [['c++ '], [' C++'], false],
    [['C++', 'C++'], ['C++'], false],
    [['C++'], ['C++', 'Python'], true],
    [['C++'], [], true],
    [['Fortran'], ['C'], true],
    [['', ' '], [], false],
  ])('%j vs %j -> %s', (left, right, differs) => {
    expect(listsDiffer(left, right)).toBe(differs);
    expect(listsDiffer(right, left)).toBe(differs);
  });
});

describe('compareRows', () => {
  const opm = makeSimulator({
    id: 1,
    name: 'OPM Flow',
    organizations: [],
    relevantOrganizations: ['Equinor', { name: 'SINTEF' }],
    programmingLanguages: ['C++', 'Python'],
    applicationAreas: ['Black oil', 'CO2 storage'],
    keyFeatures: ['Parallel', 'ECLIPSE input'],
    detailedCapabilities: physics('Black oil', 'Thermal'),
  });
  const mrst = makeSimulator({
    id: 2,
    name: 'MRST',
    organizations: ['SINTEF'],
    relevantOrganizations: ['Equinor'],
    programmingLanguages: ['Python', 'C++'],
    applicationAreas: ['Research'],
    keyFeatures: [],
    detailedCapabilities: JSON.stringify(physics('thermal', 'black oil')),
  });

  it('lists the five rows in the spec order with both sides', () => {
    const rows = compareRows(opm, mrst);
    expect(rows.map((row) => row.label)).toEqual([
      'Organizations',
      'Programming Languages',
      'Application Areas',
      'Key Features',
      'Physics Models',
    ]);
    expect(rows.map((row) => [row.key, row.left, row.right])).toEqual([
      ['organizations', ['Equinor', 'SINTEF'], ['SINTEF']],
      ['programmingLanguages', ['C++', 'Python'], ['Python', 'C++']],
      ['applicationAreas', ['Black oil', 'CO2 storage'], ['Research']],
      ['keyFeatures', ['Parallel', 'ECLIPSE input'], []],
      ['physicsModels', ['Black oil', 'Thermal'], ['thermal', 'black oil']],
    ]);
  });

  it('marks the rows whose values differ', () => {
    expect(compareRows(opm, mrst).map((row) => [row.key, row.differs])).toEqual([
      ['organizations', true],
      ['programmingLanguages', false],
      ['applicationAreas', true],
      ['keyFeatures', true],
      ['physicsModels', false],
    ]);
  });

  it('finds no difference between a simulator and itself, and survives unreadable capabilities', () => {
    const odd = makeSimulator({ detailedCapabilities: '{not json', keyFeatures: ['', 'A'] });
    const rows = compareRows(odd, odd);
    expect(rows.every((row) => !row.differs)).toBe(true);
    expect(rows.find((row) => row.key === 'physicsModels')?.left).toEqual([]);
    expect(rows.find((row) => row.key === 'keyFeatures')?.left).toEqual(['A']);
  });
});
