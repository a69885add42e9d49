import { describe, expect, it } from 'vitest';
import { capabilityVocabulary } from '../capabilities/terms';
import { makeSimulator } from '../test/simulator-fixture';
import { capabilityFacetIndex, countCapabilityTerms } from './capability-filter';
import { DEFAULT_FILTER_STATE, type FilterState } from './filter-state';
import {
  filterIndexed,
  filterListed,
  filterSimulators,
  indexSimulators,
  lazySimulatorIndex,
  matchesFilters,
  resultCountText,
} from './filter-simulators';

const flow = makeSimulator({
  id: 1,
  name: 'OPM Flow',
  fullName: 'Open Porous Media Flow',
  shortDescription: 'Black-oil simulator',
  developmentStatus: 'Actively Maintained',
  applicationAreas: ['EOR', 'CO2 storage'],
  programmingLanguages: ['C++ (core)'],
  licenseType: 'GPL-3.0',
  relevantOrganizations: ['Equinor ASA', { name: 'SINTEF Digital' }],
  keyFeatures: ['Parallel'],
});
const mrst = makeSimulator({
  id: 2,
  name: 'MRST',
  fullName: 'MATLAB Reservoir Simulation Toolbox',
  shortDescription: 'Rapid prototyping toolbox',
  developmentStatus: 'Beta',
  applicationAreas: ['Geothermal'],
  programmingLanguages: ['MATLAB', 'C'],
  licenseType: 'GPL-3.0',
  relevantOrganizations: ['SINTEF Digital'],
  keyFeatures: ['Prototyping'],
});
const dumux = makeSimulator({
  id: 3,
  name: 'DuMux',
  fullName: 'DUNE for Multi-Phase Flow',
  shortDescription: 'Porous-media framework',
  developmentStatus: 'Actively Maintained',
  applicationAreas: ['Geothermal', 'CO2 storage'],
  programmingLanguages: ['c++'],
  licenseType: null,
  relevantOrganizations: [],
  keyFeatures: ['Parallel', 'Multiphysics'],
});
const all = [flow, mrst, dumux];
const ids = (search: string, state: Partial<FilterState>) =>
  filterSimulators(all, search, { ...DEFAULT_FILTER_STATE, ...state }).map((s) => s.id);

describe('filterSimulators', () => {
  it('returns everything with no search and default filters', () => {
    expect(ids('', {})).toEqual([1, 2, 3]);
    expect(ids('   ', {})).toEqual([1, 2, 3]);
  });

  it('searches name, fullName and shortDescription case-insensitively', () => {
    expect(ids('mrst', {})).toEqual([2]);
    expect(ids('POROUS MEDIA', {})).toEqual([1]);
    expect(ids('porous', {})).toEqual([1, 3]);
    expect(ids('prototyping', {})).toEqual([2]);
    expect(ids('  dune ', {})).toEqual([3]);
  });

  it('does not search other fields', () => {
    expect(ids('Geothermal', {})).toEqual([]);
    expect(ids('SINTEF', {})).toEqual([]);
  });

  it('matches the status exactly', () => {
    expect(ids('', { developmentStatus: 'Beta' })).toEqual([2]);
    expect(ids('', { developmentStatus: 'beta' })).toEqual([]);
    expect(ids('', { developmentStatus: 'all' })).toEqual([1, 2, 3]);
  });

  it('ORs values within a group', () => {
    expect(ids('', { applicationAreas: ['EOR', 'Geothermal'] })).toEqual([1, 2, 3]);
    expect(ids('', { applicationAreas: ['EOR'] })).toEqual([1]);
  });

  it('ANDs across groups and with the search', () => {
    expect(ids('', { applicationAreas: ['CO2 storage'], keyFeatures: ['Multiphysics'] })).toEqual([3]);
    expect(ids('flow', { applicationAreas: ['CO2 storage'] })).toEqual([1, 3]);
    expect(ids('flow', { applicationAreas: ['CO2 storage'], developmentStatus: 'Beta' })).toEqual([]);
  });

  it('matches languages by case-insensitive prefix', () => {
    expect(ids('', { programmingLanguages: ['C++'] })).toEqual([1, 3]);
    expect(ids('', { programmingLanguages: ['C'] })).toEqual([1, 2, 3]);
    expect(ids('', { programmingLanguages: ['matlab'] })).toEqual([2]);
    expect(ids('', { programmingLanguages: ['core'] })).toEqual([]);
  });

  it('matches organizations by substring of relevantOrganizations names', () => {
    expect(ids('', { organizations: ['SINTEF'] })).toEqual([1, 2]);
    expect(ids('', { organizations: ['equinor'] })).toEqual([1]);
    expect(ids('', { organizations: ['Nobody'] })).toEqual([]);
  });

  it('matches licences exactly and never matches a missing licence', () => {
    expect(ids('', { licenseType: ['GPL-3.0'] })).toEqual([1, 2]);
    expect(ids('', { licenseType: ['GPL'] })).toEqual([]);
  });

  it('matches application areas and key features by exact membership', () => {
    expect(ids('', { applicationAreas: ['CO2'] })).toEqual([]);
    expect(ids('', { keyFeatures: ['Parallel'] })).toEqual([1, 3]);
  });

  it('agrees with matchesFilters', () => {
    expect(matchesFilters(mrst, 'toolbox', { ...DEFAULT_FILTER_STATE, developmentStatus: 'Beta' })).toBe(true);
    expect(matchesFilters(mrst, 'toolbox', { ...DEFAULT_FILTER_STATE, developmentStatus: 'Deprecated' })).toBe(false);
  });
});

describe('resultCountText', () => {
  it.each([
    [0, 'No simulators match your criteria'],
    [1, 'Showing 1 simulator(s)'],
    [23, 'Showing 23 simulator(s)'],
  ])('%i -> %j', (n, text) => expect(resultCountText(n)).toBe(text));
});

describe('indexSimulators / filterIndexed', () => {
  const states: Partial<FilterState>[] = [
    {},
    { developmentStatus: 'Beta' },
    { applicationAreas: ['CO2 storage'] },
    { programmingLanguages: ['c'] },
    { organizations: ['sintef'] },
    { licenseType: ['GPL-3.0'], keyFeatures: ['Parallel'] },
  ];
  const searches = ['', '  ', 'FLOW', ' porous ', 'toolbox', 'dune for', 'nothing at all', 'm'];

  it('finds exactly what filterSimulators finds, in the same order', () => {
    const index = indexSimulators(all);
    for (const state of states) {
      for (const search of searches) {
        const full = { ...DEFAULT_FILTER_STATE, ...state };
        expect(filterIndexed(index, search, full)).toEqual(all.filter((sim) => matchesFilters(sim, search, full)));
      }
    }
  });

  it('returns the indexed objects themselves, in the index order', () => {
    const index = indexSimulators([dumux, flow]);
    const found = filterIndexed(index, 'flow', DEFAULT_FILTER_STATE);
    expect(found).toEqual([dumux, flow]);
    expect(found[1]).toBe(flow);
  });

  it('lowercases the searched text once per list, not once per keystroke', () => {
    let reads = 0;
    const counted = {
      ...mrst,
      get shortDescription() {
        reads++;
        return 'Rapid prototyping toolbox';
      },
    };
    const index = indexSimulators([counted, flow]);
    expect(reads).toBe(1);
    for (const search of ['too', 'tool', 'toolb', 'toolbo', 'toolbox']) {
      expect(filterIndexed(index, search, DEFAULT_FILTER_STATE).map((sim) => sim.id)).toEqual([2]);
    }
    expect(reads).toBe(1);
  });

  it('keeps each field apart: a search never matches across two fields', () => {
    const index = indexSimulators([flow]);
    expect(filterIndexed(index, 'flow open', DEFAULT_FILTER_STATE)).toEqual([]);
    expect(filterIndexed(index, 'flow\nopen', DEFAULT_FILTER_STATE)).toEqual([]);
  });
});

describe('filterListed', () => {
  it('lists everything in the chosen order without building the index while nothing narrows the list', () => {
    let built = 0;
    const index = () => {
      built++;
      return indexSimulators(all);
    };
    expect(filterListed(all, index, '  ', DEFAULT_FILTER_STATE)).toEqual(all);
    const newest = { ...DEFAULT_FILTER_STATE, sort: 'latest-release' as const };
    expect(filterListed(all, index, '', newest)).toEqual(filterSimulators(all, '', newest));
    expect(built).toBe(0);
  });

  it('asks for the index once a search or a filter narrows the list, and finds what filterSimulators finds', () => {
    let built = 0;
    const index = () => {
      built++;
      return indexSimulators(all);
    };
    const beta = { ...DEFAULT_FILTER_STATE, developmentStatus: 'Beta' };
    const recent = { ...DEFAULT_FILTER_STATE, recentRelease: true };
    expect(filterListed(all, index, 'flow', DEFAULT_FILTER_STATE)).toEqual(filterSimulators(all, 'flow', DEFAULT_FILTER_STATE));
    expect(filterListed(all, index, '', beta)).toEqual(filterSimulators(all, '', beta));
    expect(filterListed(all, index, '', recent)).toEqual(filterSimulators(all, '', recent));
    expect(built).toBe(3);
  });

  it("builds a list's lazy index once, on first use", () => {
    const index = lazySimulatorIndex(all);
    const first = index();
    expect(first).toEqual(indexSimulators(all));
    expect(index()).toBe(first);
  });
});

describe('capability filters over listings', () => {
  const vocabulary = capabilityFacetIndex(capabilityVocabulary());
  const listings = [
    { ...flow, terms: ['black-oil', 'mpi'] },
    { ...mrst, terms: ['black-oil', 'compositional'] },
    { ...dumux, terms: ['compositional', 'mpi', 'gpu'] },
  ];
  const index = indexSimulators(listings);
  const listed = (search: string, state: Partial<FilterState>) =>
    filterListed(listings, () => index, search, { ...DEFAULT_FILTER_STATE, ...state }, undefined, vocabulary).map((s) => s.id);

  it('filters by the chosen terms, any of a facet by default, all of it on request, AND with the other filters', () => {
    expect(listed('', { capabilities: ['black-oil', 'compositional'] })).toEqual([1, 2, 3]);
    expect(listed('', { capabilities: ['black-oil', 'compositional'], capabilityAll: ['physics'] })).toEqual([2]);
    expect(listed('', { capabilities: ['compositional', 'mpi'] })).toEqual([3]);
    expect(listed('', { capabilities: ['black-oil'], developmentStatus: 'Beta' })).toEqual([2]);
    expect(listed('opm', { capabilities: ['mpi'] })).toEqual([1]);
  });

  it('needs the vocabulary: without it the chosen terms do not filter (home waits for it)', () => {
    const state = { ...DEFAULT_FILTER_STATE, capabilities: ['gpu'] };
    expect(filterIndexed(index, '', state).map((s) => s.id)).toEqual([1, 2, 3]);
    expect(filterIndexed(index, '', state, undefined, vocabulary).map((s) => s.id)).toEqual([3]);
  });

  it('counts the terms over the tools the search and the other filters keep', () => {
    const state = { ...DEFAULT_FILTER_STATE, capabilities: ['compositional'], programmingLanguages: ['c++'] };
    const counts = countCapabilityTerms(index, '', state, vocabulary);
    // flow and dumux are C++; physics ignores its own choice, the other facets count the compositional one.
    expect(counts.get('black-oil')).toBe(1);
    expect(counts.get('compositional')).toBe(1);
    expect(counts.get('mpi')).toBe(1);
    expect(counts.get('gpu')).toBe(1);
    expect(countCapabilityTerms(index, 'mrst', DEFAULT_FILTER_STATE, vocabulary).get('mpi')).toBeUndefined();
  });
});
