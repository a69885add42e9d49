import { describe, expect, it } from 'vitest';
import { makeSimulator } from '../test/simulator-fixture';
import { compareRows, listsDiffer } from './compare-rows';

/** Capability terms as a record carries them; the evidence does not matter to the comparison. */
const terms = (...ids: string[]) =>
  ids.map((term) => ({ term, evidence: { source: 'record' as const, field: 'physics_and_models' as const, text: term } }));

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

  describe('capability facets', () => {
    const left = makeSimulator({ id: 1, capabilities: terms('mpi', 'co2-storage', 'black-oil', 'vtk', 'tpfa') });
    const right = makeSimulator({ id: 2, capabilities: terms('black-oil', 'co2-storage', 'mpi', 'gpu', 'vtk', 'finite-volume') });
    const facetRows = (a = left, b = right) => compareRows(a, b).filter((row) => row.key.startsWith('capabilities.'));

    it('follow the spec rows, one per facet with a term on either side, in the vocabulary order, labelled by the facet', () => {
      expect(compareRows(left, right).map((row) => row.key)).toEqual([
        'organizations',
        'programmingLanguages',
        'applicationAreas',
        'keyFeatures',
        'physicsModels',
        'capabilities.physics',
        'capabilities.numerics',
        'capabilities.parallelism',
        'capabilities.formats',
      ]);
      expect(facetRows().map((row) => row.label)).toEqual([
        'Physics and processes',
        'Numerical methods',
        'Parallelism and hardware',
        'File formats',
      ]);
    });

    it("list each side's term labels in the vocabulary order, and mark the facets whose terms differ", () => {
      expect(facetRows().map((row) => [row.key, row.left, row.right, row.differs])).toEqual([
        ['capabilities.physics', ['Black-oil', 'CO2 storage'], ['Black-oil', 'CO2 storage'], false],
        ['capabilities.numerics', ['Two-point flux approximation (TPFA)'], ['Finite volume'], true],
        ['capabilities.parallelism', ['MPI (distributed memory)'], ['MPI (distributed memory)', 'GPU'], true],
        ['capabilities.formats', ['VTK'], ['VTK'], false],
      ]);
    });

    it('leave out terms this vocabulary does not know, and a repeated term, and show a facet one side lacks as empty there', () => {
      const newer = makeSimulator({ id: 3, capabilities: terms('quantum-annealing', 'gpu', 'gpu') });
      const none = makeSimulator({ id: 4, capabilities: [] });
      expect(facetRows(newer, none).map((row) => [row.key, row.left, row.right, row.differs])).toEqual([
        ['capabilities.parallelism', ['GPU'], [], true],
      ]);
      expect(facetRows(none, none)).toEqual([]);
      expect(facetRows(makeSimulator({ capabilities: terms('quantum-annealing') }), none)).toEqual([]);
    });
  });
});
