import { describe, expect, it } from 'vitest';
import { newSearchParams } from '../shared/search-params';
import { DEFAULT_FILTER_STATE, type FilterState } from './filter-state';
import { filterStateFromSearchParams, filterStateToSearchParams } from './url-state';

const state = (partial: Partial<FilterState>): FilterState => ({ ...DEFAULT_FILTER_STATE, ...partial });

describe('filterStateToSearchParams', () => {
  it('writes nothing for the defaults', () => {
    expect(filterStateToSearchParams('', DEFAULT_FILTER_STATE).toString()).toBe('');
    expect(filterStateToSearchParams('   ', DEFAULT_FILTER_STATE).toString()).toBe('');
  });

  it('writes the search, the status and repeated keys per value', () => {
    const params = filterStateToSearchParams(
      'black oil',
      state({ developmentStatus: 'Beta', applicationAreas: ['EOR', 'CO2, storage'], programmingLanguages: ['C++'] }),
    );
    expect(params.toString()).toBe('q=black+oil&status=Beta&area=EOR&area=CO2%2C+storage&lang=C%2B%2B');
  });
});

describe('filterStateFromSearchParams', () => {
  it('reads the defaults from an empty query', () => {
    expect(filterStateFromSearchParams('')).toEqual({ search: '', state: DEFAULT_FILTER_STATE });
  });

  it('accepts a string with or without "?" and a URLSearchParams', () => {
    const expected = { search: 'flow', state: state({ licenseType: ['MIT'] }) };
    expect(filterStateFromSearchParams('?q=flow&license=MIT')).toEqual(expected);
    expect(filterStateFromSearchParams('q=flow&license=MIT')).toEqual(expected);
    expect(filterStateFromSearchParams(newSearchParams('q=flow&license=MIT'))).toEqual(expected);
  });

  it('ignores unknown keys, blank values and duplicates', () => {
    const { search, state: read } = filterStateFromSearchParams('foo=bar&area=&area=EOR&area=EOR&status=&q=%20%20&org=%20');
    expect(search).toBe('');
    expect(read).toEqual(state({ applicationAreas: ['EOR'] }));
  });

  it('reads status=all as all', () => {
    expect(filterStateFromSearchParams('status=all').state.developmentStatus).toBe('all');
  });

  it('survives garbage', () => {
    expect(filterStateFromSearchParams('%%%&&==&q').state).toEqual(DEFAULT_FILTER_STATE);
  });

  it('round-trips every group, commas and unicode included', () => {
    const original = {
      search: 'Ünïcode & co',
      state: state({
        developmentStatus: 'Actively Maintained',
        applicationAreas: ['CO2, storage', 'EOR'],
        programmingLanguages: ['C++', 'Python'],
        licenseType: ['GPL-3.0'],
        organizations: ['SINTEF (Norway)'],
        keyFeatures: ['a=b&c'],
        capabilities: ['black-oil', 'mpi'],
        capabilityAll: ['physics'],
      }),
    };
    const params = filterStateToSearchParams(original.search, original.state);
    expect(filterStateFromSearchParams(params)).toEqual(original);
    expect(filterStateFromSearchParams(params.toString())).toEqual(original);
  });

  it("writes home's capability filter as cap (a term each) and capAll (a facet each), not the list API's capability key", () => {
    const params = filterStateToSearchParams('', state({ capabilities: ['black-oil', 'mpi'], capabilityAll: ['physics'] }));
    expect(params.toString()).toBe('cap=black-oil&cap=mpi&capAll=physics');
    expect(filterStateFromSearchParams('capability=mpi').state).toEqual(DEFAULT_FILTER_STATE);
  });
});
