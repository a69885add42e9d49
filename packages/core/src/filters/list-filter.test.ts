import { describe, expect, it } from 'vitest';
import { makeSimulator } from '../test/simulator-fixture';
import { capabilityVocabulary } from '../capabilities/terms';
import { capabilityFacetIndex } from './capability-filter';
import { DEFAULT_FILTER_STATE, type FilterState } from './filter-state';
import { filterListed, lazySimulatorIndex, type CapabilityRule, type FilterableSimulator } from './filter-simulators';
import { createListFilter, listedArray, type Listed } from './list-filter';

const TODAY = '2026-11-27';
const words = ['petro', 'grid', 'quartz', 'flow', 'black-oil', 'thermal', 'porous', 'media', 'mpfa', 'gpu'];
const statuses = ['Actively Maintained', 'Beta', 'Archived'];

/** 300 tools whose names, full names and descriptions share words, so searches overlap as a real directory's do. */
const tools = Array.from({ length: 300 }, (_, n) =>
  makeSimulator({
    id: n + 1,
    name: `${words[n % words.length]!.toUpperCase()}Sim ${n}`,
    fullName: `${words[(n * 3) % words.length]} ${words[(n * 7) % words.length]} toolkit ${n * 13}`,
    shortDescription: `A ${words[(n * 5) % words.length]} simulator for ${words[(n * 11) % words.length]} studies`,
    developmentStatus: statuses[n % statuses.length]!,
    applicationAreas: n % 2 === 0 ? ['Geothermal'] : ['CO2 storage'],
    programmingLanguages: n % 3 === 0 ? ['C++'] : ['Python'],
    lastReleaseDate: n % 4 === 0 ? '2026-01-01' : '2019-01-01',
  }),
).map((tool, n) => ({ ...tool, terms: n % 5 === 0 ? ['compositional'] : n % 5 === 1 ? ['mpi'] : [] }));

const capabilities = capabilityFacetIndex(capabilityVocabulary());
const state = (patch: Partial<FilterState> = {}): FilterState => ({ ...DEFAULT_FILTER_STATE, ...patch });
const expected = (search: string, filters: FilterState) =>
  filterListed(tools, lazySimulatorIndex(tools), search, filters, TODAY, capabilities).map((tool) => tool.id);

/** The ids of a filter's answer, read by place as the grid reads it. */
const idsOf = (listed: Listed<{ id: number }>) => listedArray(listed).map((tool) => tool.id);

/** Every prefix of `word`, then back to the empty box: what typing and deleting it key by key searches. */
const typing = (word: string) => [
  ...Array.from(word, (_, n) => word.slice(0, n + 1)),
  ...Array.from(word, (_, n) => word.slice(0, word.length - n - 1)),
];

describe('createListFilter', () => {
  it('answers every key of typing and deleting as filterListed does, with and without filters', () => {
    const filter = createListFilter(tools);
    const states = [
      state(),
      state({ developmentStatus: 'Beta' }),
      state({ applicationAreas: ['Geothermal'], sort: 'latest-release' }),
      state({ capabilities: ['compositional', 'mpi'] }),
      state({ recentRelease: true, programmingLanguages: ['c'] }),
    ];
    for (const filters of states) {
      for (const search of [...typing('petrosim 1'), ...typing('grid'), ...typing(' Flow  '), 'toolkit 13', 'studies', 'zzz']) {
        expect(idsOf(filter.filter(search, filters, TODAY, capabilities)), `${search} under ${JSON.stringify(filters)}`).toEqual(
          expected(search, filters),
        );
      }
    }
  });

  it('forgets what it found when the filters change: a longer search is not narrowed from another filter’s matches', () => {
    const filter = createListFilter(tools);
    const beta = state({ developmentStatus: 'Beta' });
    filter.filter('petro', beta, TODAY);
    const archived = state({ developmentStatus: 'Archived' });
    const found = idsOf(filter.filter('petrosim', archived, TODAY));
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual(expected('petrosim', archived));
  });

  it('finds a search only inside one field: text that runs from one field or tool into the next does not match', () => {
    const pair = [
      makeSimulator({ id: 1, name: 'Alpha', fullName: 'Beta', shortDescription: 'gamma' }),
      makeSimulator({ id: 2, name: 'Delta', fullName: 'Epsilon', shortDescription: 'zeta' }),
    ];
    const filter = createListFilter(pair);
    expect(idsOf(filter.filter('alpha', state(), TODAY))).toEqual([1]);
    expect(idsOf(filter.filter('ma', state(), TODAY))).toEqual([1]);
    expect(filter.filter('gammadelta', state(), TODAY)).toHaveLength(0);
    expect(filter.filter('alphabeta', state(), TODAY)).toHaveLength(0);
    expect(filter.filter('a\u0000b', state(), TODAY)).toHaveLength(0);
    expect(idsOf(filter.filter('eta', state(), TODAY))).toEqual([1, 2]);
  });

  it('prepares its index a piece at a time, and a search before the end builds the rest', () => {
    const filter = createListFilter(tools);
    const steps = filter.prepare();
    steps.next();
    expect(idsOf(filter.filter('gpu', state(), TODAY))).toEqual(expected('gpu', state()));
    while (!steps.next().done);
    expect(filter.index()).toHaveLength(tools.length);
    expect(idsOf(filter.filter('quartzsim 2', state(), TODAY))).toEqual(expected('quartzsim 2', state()));
  });

  it('asks the capability rule about each tool once while the filters stay the same, however many keys read it', () => {
    const asked = new Map<FilterableSimulator, number>();
    const counting: CapabilityRule = {
      predicate(selection) {
        const keeps = capabilities.predicate(selection);
        return (
          keeps &&
          ((tool) => {
            asked.set(tool, (asked.get(tool) ?? 0) + 1);
            return keeps(tool);
          })
        );
      },
    };
    const filter = createListFilter(tools);
    const chosen = state({ capabilities: ['compositional', 'mpi'] });
    for (const search of ['', ...typing('petrosim 1'), ...typing('grid')])
      expect(idsOf(filter.filter(search, chosen, TODAY, counting))).toEqual(expected(search, chosen));
    expect(asked.size).toBe(tools.length);
    expect(Math.max(...asked.values())).toBe(1);
  });

  it('returns the whole list in its order, or newest release first, while nothing narrows it', () => {
    const filter = createListFilter(tools);
    expect(filter.filter('  ', state(), TODAY)).toBe(tools);
    expect(idsOf(filter.filter('', state({ sort: 'latest-release' }), TODAY))).toEqual(expected('', state({ sort: 'latest-release' })));
  });
});
