import { describe, expect, it } from 'vitest';
import { makeSimulator } from '../test/simulator-fixture';
import {
  activeFilterBadges,
  DEFAULT_FILTER_STATE,
  toFilterState,
  hasActiveFilters,
  removeFilterValue,
  RECENT_RELEASE_FILTER_TEXT,
} from './filter-state';
import { filterSimulators, sortSimulators } from './filter-simulators';
import { filterStateFromSearchParams, filterStateToSearchParams } from './url-state';

const TODAY = '2026-11-23';
const sims = [
  makeSimulator({ id: 1, name: 'Old', lastReleaseDate: '2019-01-01' }),
  makeSimulator({ id: 2, name: 'None', lastReleaseDate: null }),
  makeSimulator({ id: 3, name: 'New', lastReleaseDate: '2026-06-01' }),
  makeSimulator({ id: 4, name: 'Edge in', lastReleaseDate: '2024-11-24' }),
  makeSimulator({ id: 5, name: 'Edge out', lastReleaseDate: '2024-11-23' }),
  makeSimulator({ id: 6, name: 'Also new', lastReleaseDate: '2026-06-01' }),
];
const ids = (list: readonly { id: number }[]) => list.map((s) => s.id);

describe('released in the last 2 years', () => {
  const state = toFilterState({ recentRelease: true });

  it('keeps only tools released within two years of today', () => {
    expect(ids(filterSimulators(sims, '', state, TODAY))).toEqual([3, 4, 6]);
  });

  it('combines with the search', () => {
    expect(ids(filterSimulators(sims, 'also', state, TODAY))).toEqual([6]);
  });

  it('is an active filter with its own removable badge', () => {
    expect(hasActiveFilters(state)).toBe(true);
    expect(activeFilterBadges(state)).toEqual([{ group: 'recentRelease', value: RECENT_RELEASE_FILTER_TEXT }]);
    expect(removeFilterValue(state, 'recentRelease', RECENT_RELEASE_FILTER_TEXT)).toEqual(DEFAULT_FILTER_STATE);
  });
});

describe('sort by latest release', () => {
  it('puts the newest first, undated last, ties in list order', () => {
    expect(ids(sortSimulators(sims, 'latest-release'))).toEqual([3, 6, 4, 5, 1, 2]);
    expect(ids(sortSimulators(sims, 'default'))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('applies after filtering and is not itself a filter', () => {
    const state = toFilterState({ sort: 'latest-release', recentRelease: true });
    expect(ids(filterSimulators(sims, '', state, TODAY))).toEqual([3, 6, 4]);
    expect(hasActiveFilters(toFilterState({ sort: 'latest-release' }))).toBe(false);
  });
});

describe('URL state', () => {
  it('writes ?released=2y&sort=release and reads it back', () => {
    const state = toFilterState({ recentRelease: true, sort: 'latest-release', applicationAreas: ['EOR'] });
    const params = filterStateToSearchParams('flow', state);
    expect(params.toString()).toBe('q=flow&area=EOR&released=2y&sort=release');
    expect(filterStateFromSearchParams(params)).toEqual({ search: 'flow', state });
  });

  it('writes nothing for the defaults', () => {
    expect(filterStateToSearchParams('', DEFAULT_FILTER_STATE).toString()).toBe('');
  });

  it.each(['released=yes', 'released=', 'sort=name', 'sort=', 'sort=latest-release'])('ignores unknown values: %s', (query) => {
    const { state } = filterStateFromSearchParams(query);
    expect(state.recentRelease).toBe(false);
    expect(state.sort).toBe('default');
  });
});
