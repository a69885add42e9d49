import { describe, expect, it } from 'vitest';
import {
  activeFilterBadges,
  DEFAULT_FILTER_STATE,
  FILTER_GROUPS,
  hasActiveFilters,
  removeFilterValue,
  resetFilters,
  setDevelopmentStatus,
  toFilterState,
  toggleFilterValue,
} from './filter-state';

describe('toFilterState', () => {
  it('defaults to all statuses and empty groups', () => {
    expect(toFilterState({})).toEqual({
      developmentStatus: 'all',
      applicationAreas: [],
      programmingLanguages: [],
      licenseType: [],
      organizations: [],
      keyFeatures: [],
      capabilities: [],
      capabilityAll: [],
      recentRelease: false,
      sort: 'default',
    });
    expect(DEFAULT_FILTER_STATE).toEqual(toFilterState({}));
  });

  it('reads a blank status as all, and dedupes and trims selections', () => {
    const state = toFilterState({ developmentStatus: '  ', applicationAreas: ['EOR', ' EOR ', '', 'CCS'] });
    expect(state.developmentStatus).toBe('all');
    expect(state.applicationAreas).toEqual(['EOR', 'CCS']);
  });

  it('trims a status and reads an unknown order as the default', () => {
    const state = toFilterState({ developmentStatus: ' Active ', sort: 'newest' as never });
    expect(state.developmentStatus).toBe('Active');
    expect(state.sort).toBe('default');
  });

  it('lists exactly the multi-select groups', () => {
    expect(FILTER_GROUPS).toEqual(['applicationAreas', 'programmingLanguages', 'licenseType', 'organizations', 'keyFeatures']);
  });

  it('keeps the shared default frozen', () => {
    expect(Object.isFrozen(DEFAULT_FILTER_STATE)).toBe(true);
    expect(Object.isFrozen(DEFAULT_FILTER_STATE.applicationAreas)).toBe(true);
    expect(Object.isFrozen(resetFilters().applicationAreas)).toBe(false);
  });
});

describe('filter transitions', () => {
  it('toggles a value on and off without mutating the input', () => {
    const on = toggleFilterValue(DEFAULT_FILTER_STATE, 'applicationAreas', 'EOR');
    expect(on.applicationAreas).toEqual(['EOR']);
    expect(DEFAULT_FILTER_STATE.applicationAreas).toEqual([]);
    const two = toggleFilterValue(on, 'applicationAreas', 'CCS');
    expect(two.applicationAreas).toEqual(['EOR', 'CCS']);
    expect(toggleFilterValue(two, 'applicationAreas', 'EOR').applicationAreas).toEqual(['CCS']);
  });

  it('removes one value, and removing the status badge resets it', () => {
    const state = { ...DEFAULT_FILTER_STATE, developmentStatus: 'Beta', licenseType: ['MIT', 'GPL-3.0'] };
    expect(removeFilterValue(state, 'licenseType', 'MIT').licenseType).toEqual(['GPL-3.0']);
    expect(removeFilterValue(state, 'licenseType', 'absent').licenseType).toEqual(['MIT', 'GPL-3.0']);
    expect(removeFilterValue(state, 'developmentStatus', 'Beta').developmentStatus).toBe('all');
    expect(removeFilterValue(state, 'developmentStatus', 'Other').developmentStatus).toBe('Beta');
  });

  it.each([
    ['Beta', 'Beta'],
    ['all', 'all'],
    ['', 'all'],
    [null, 'all'],
    [undefined, 'all'],
    ['  Deprecated ', 'Deprecated'],
  ])('setDevelopmentStatus(%j) gives %j', (input, expected) => {
    expect(setDevelopmentStatus(DEFAULT_FILTER_STATE, input).developmentStatus).toBe(expected);
  });

  it('reports active filters for a status or any group', () => {
    expect(hasActiveFilters(DEFAULT_FILTER_STATE)).toBe(false);
    expect(hasActiveFilters(setDevelopmentStatus(DEFAULT_FILTER_STATE, 'Beta'))).toBe(true);
    for (const group of FILTER_GROUPS) {
      expect(hasActiveFilters(toggleFilterValue(DEFAULT_FILTER_STATE, group, 'x'))).toBe(true);
    }
  });

  it('lists badges with the status first, then groups in panel order', () => {
    let state = setDevelopmentStatus(DEFAULT_FILTER_STATE, 'Beta');
    state = toggleFilterValue(state, 'organizations', 'SINTEF');
    state = toggleFilterValue(state, 'applicationAreas', 'EOR');
    state = toggleFilterValue(state, 'applicationAreas', 'CCS');
    expect(activeFilterBadges(state)).toEqual([
      { group: 'developmentStatus', value: 'Beta' },
      { group: 'applicationAreas', value: 'EOR' },
      { group: 'applicationAreas', value: 'CCS' },
      { group: 'organizations', value: 'SINTEF' },
    ]);
    expect(activeFilterBadges(DEFAULT_FILTER_STATE)).toEqual([]);
  });
  it('removes a capability badge and counts chosen terms, never a mode alone, as active filters', () => {
    const two = { ...DEFAULT_FILTER_STATE, capabilities: ['mpi', 'gpu'] };
    expect(hasActiveFilters(two)).toBe(true);
    expect(activeFilterBadges(two)).toEqual([
      { group: 'capabilities', value: 'mpi' },
      { group: 'capabilities', value: 'gpu' },
    ]);
    expect(removeFilterValue(two, 'capabilities', 'mpi').capabilities).toEqual(['gpu']);
    const modeOnly = { ...DEFAULT_FILTER_STATE, capabilityAll: ['physics'] };
    expect(hasActiveFilters(modeOnly)).toBe(false);
    expect(activeFilterBadges(modeOnly)).toEqual([]);
  });
});
