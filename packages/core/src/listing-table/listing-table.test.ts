import { describe, expect, it } from 'vitest';
import { capabilityVocabulary } from '../capabilities/terms';
import { capabilityFacetIndex, countCapabilityTerms, type CapabilityFacetIndex } from '../filters/capability-filter';
import { deriveFilterOptions } from '../filters/filter-options';
import { filterListed, indexSimulators, lazySimulatorIndex } from '../filters/filter-simulators';
import { toFilterState, type FilterState } from '../filters/filter-state';
import { toSimulatorListing, type SimulatorListing } from '../card/simulator-listing';
import { makeSimulator } from '../test/simulator-fixture';
import { buildListingTable, listingTable } from './listing-table';
import { createTableFilter } from './table-filter';
import { tableFilterOptions } from './table-options';

const TODAY = '2026-11-27';

/** A seeded generator (mulberry32): the same lists on every run, so a failure can be run again. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  const some = <T>(values: readonly T[], most = 3): T[] => Array.from({ length: Math.floor(next() * (most + 1)) }, () => pick(values));
  return { next, pick, some };
}

// Values chosen to reach each rule's edges: case and spaces, prefixes, substrings, repeats, blanks, a missing licence or
// date, text whose lowercase is longer (İ), a field holding a search text's break, terms the vocabulary lacks.
const WORDS = ['Petro', 'grid', 'QUARTZ', 'flow', 'black-oil', 'İnce', 'porous', 'MPFA', 'gpu', 'a\u0000b', 'x\u0001y', ''];
const STATUSES = ['Actively Maintained', 'Beta', 'Archived', ' Beta', ''];
const LICENCES = ['MIT', 'GPL-3.0', 'BSD', '', null];
const AREAS = ['Geothermal', 'CO2 storage', 'EOR', 'geothermal', ' '];
const LANGUAGES = ['C++ (core)', ' Python', 'python 3', 'MATLAB', 'C', 'Julia ', 'C#', ''];
const ORGANIZATIONS = ['SINTEF', { name: 'Stanford University (SUPRI-B)' }, 'TU Delft', { name: 'sintef Digital' }, '', 'Équinor'];
const FEATURES = ['AD', 'GPU', 'Adjoint', ' AD', ''];
const DATES = [null, '2026-10-01', '2025-02-03', '2024-11-28', '2019-01-01', '2026-10-01', '2010-05-05'];
const VOCABULARY = capabilityFacetIndex(capabilityVocabulary());
const TERM_IDS = [...[...VOCABULARY.facetOf.keys()].filter((_, n) => n % 3 === 0), 'not-a-term'];
const FACET_IDS = VOCABULARY.facets.map((facet) => facet.id);

type Random = ReturnType<typeof random>;

function generatedList(rng: Random, size: number): SimulatorListing[] {
  const text = () => rng.some(WORDS, 4).join(rng.pick([' ', '', '-'])) + (rng.next() < 0.5 ? ` ${Math.floor(rng.next() * 40)}` : '');
  const list = Array.from({ length: size }, (_, n) => ({
    ...toSimulatorListing(
      makeSimulator({
        id: n + 1,
        name: text(),
        fullName: text(),
        shortDescription: text(),
        developmentStatus: rng.pick(STATUSES),
        licenseType: rng.pick(LICENCES),
        applicationAreas: rng.some(AREAS),
        programmingLanguages: rng.some(LANGUAGES),
        relevantOrganizations: rng.some(ORGANIZATIONS),
        keyFeatures: rng.some(FEATURES),
        lastReleaseDate: rng.pick(DATES),
      }),
    ),
    terms: rng.some(TERM_IDS, 4),
  }));
  // Home's list may come in any order: the table keeps the order it is given.
  return list.toSorted(() => rng.next() - 0.5);
}

function generatedState(rng: Random): FilterState {
  const chance = (p: number) => rng.next() < p;
  return toFilterState({
    developmentStatus: chance(0.3) ? rng.pick([...STATUSES, 'Unheard of']) : 'all',
    recentRelease: chance(0.25),
    applicationAreas: chance(0.3) ? rng.some([...AREAS, 'Nowhere'], 2) : [],
    programmingLanguages: chance(0.3) ? rng.some(['c', 'PY', 'Python', 'matlab', 'j', 'Rust'], 2) : [],
    licenseType: chance(0.25) ? rng.some([...LICENCES.filter((licence) => licence !== null), 'Apache-2.0'], 2) : [],
    organizations: chance(0.3) ? rng.some(['sintef', 'DELFT', 'University', 'équinor', 'Nobody'], 2) : [],
    keyFeatures: chance(0.2) ? rng.some(FEATURES, 2) : [],
    capabilities: chance(0.5) ? rng.some(TERM_IDS, 4) : [],
    capabilityAll: chance(0.4) ? rng.some(FACET_IDS, 3) : [],
    sort: chance(0.4) ? 'latest-release' : 'default',
  });
}

/** Searches as a visitor types them: a piece of some tool's text, in another case, typed and deleted key by key. */
function generatedSearches(rng: Random, list: readonly SimulatorListing[]): string[] {
  const tool = rng.pick(list);
  const field = rng.pick([tool.name, tool.fullName, tool.shortDescription]);
  const from = Math.floor(rng.next() * field.length);
  const word = field.slice(from, from + 1 + Math.floor(rng.next() * 8));
  const typed = rng.next() < 0.5 ? word.toUpperCase() : ` ${word} `;
  return [
    ...Array.from(typed, (_, n) => typed.slice(0, n + 1)),
    ...Array.from(typed, (_, n) => typed.slice(0, typed.length - n - 1)),
    rng.pick(['', '   ', 'zzz', '\u0000', 'a\u0000b', 'b\u0001x', '1']),
  ];
}

const ids = (list: readonly SimulatorListing[], positions: Int32Array) => Array.from(positions, (position) => list[position]!.id);
const sortedCounts = (counts: Map<string, number>) => [...counts].toSorted(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** For each generated state and search, the table's answers beside core's own, keyed by what was asked. */
function answers(list: SimulatorListing[], rng: Random, rounds: number, capabilities: CapabilityFacetIndex) {
  const filter = createTableFilter(listingTable(list));
  const index = indexSimulators(list);
  const table: unknown[] = [];
  const core: unknown[] = [];
  for (let round = 0; round < rounds; round++) {
    const state = generatedState(rng);
    for (const search of generatedSearches(rng, list)) {
      const asked = `${JSON.stringify(search)} under ${JSON.stringify(state)}`;
      table.push({
        asked,
        withVocabulary: ids(list, filter.filter(search, state, TODAY, capabilities)),
        // Without the vocabulary the chosen terms do not filter (home shows no list until it has one).
        without: ids(list, filter.filter(search, state, TODAY)),
        counts: sortedCounts(filter.termCounts(search, state, capabilities, TODAY)),
      });
      core.push({
        asked,
        withVocabulary: filterListed(list, lazySimulatorIndex(list), search, state, TODAY, capabilities).map((tool) => tool.id),
        without: filterListed(list, lazySimulatorIndex(list), search, state, TODAY).map((tool) => tool.id),
        counts: sortedCounts(countCapabilityTerms(index, search, state, capabilities, TODAY)),
      });
    }
  }
  return { table, core };
}

describe('the listing table and its filter', () => {
  // Thousands of answers compared: a 60 s limit, where the default 5 s is too short on a loaded 2-core host.
  it('answers as filterListed and countCapabilityTerms do, over many generated lists, filter states and typed searches', () => {
    const rng = random(27_29);
    for (let run = 0; run < 40; run++) {
      const { table, core } = answers(generatedList(rng, 1 + Math.floor(rng.next() * 120)), rng, 6, VOCABULARY);
      expect(table).toEqual(core);
    }
  }, 60_000);

  it('keeps "all of" and wider terms as the vocabulary says: a small vocabulary whose terms nest', () => {
    const small = capabilityFacetIndex({
      facets: [
        {
          id: 'physics',
          label: 'Physics',
          terms: [
            { id: 'flow', label: 'Flow' },
            { id: 'multiphase', label: 'Multiphase', broader: 'flow' },
          ],
        },
        {
          id: 'numerics',
          label: 'Numerics',
          terms: [
            { id: 'fv', label: 'FV' },
            { id: 'tpfa', label: 'TPFA', broader: 'fv' },
            { id: 'fe', label: 'FE' },
          ],
        },
      ],
    });
    const rng = random(5);
    const terms = ['flow', 'multiphase', 'fv', 'tpfa', 'fe', 'other'];
    for (let run = 0; run < 20; run++) {
      const list = generatedList(rng, 1 + Math.floor(rng.next() * 80)).map((tool) => ({ ...tool, terms: rng.some(terms, 3) }));
      const filter = createTableFilter(listingTable(list));
      const index = indexSimulators(list);
      for (let round = 0; round < 10; round++) {
        const state = { ...generatedState(rng), capabilities: rng.some(terms, 3), capabilityAll: rng.some(['physics', 'numerics'], 2) };
        const search = rng.pick(['', 'o', 'GRID', 'petro']);
        expect(ids(list, filter.filter(search, state, TODAY, small))).toEqual(
          filterListed(list, lazySimulatorIndex(list), search, state, TODAY, small).map((tool) => tool.id),
        );
        expect(sortedCounts(filter.termCounts(search, state, small, TODAY))).toEqual(
          sortedCounts(countCapabilityTerms(index, search, state, small, TODAY)),
        );
      }
    }
  });

  it('gives back each listing as it was, the options deriveFilterOptions gives, and the same table step by step', () => {
    const rng = random(11);
    for (let run = 0; run < 10; run++) {
      const list = generatedList(rng, Math.floor(rng.next() * 1_200));
      const steps = buildListingTable(list);
      let yields = 0;
      let step = steps.next();
      for (; !step.done; step = steps.next()) yields++;
      const table = step.value;
      // One slice per 500 tools, then the text and the facets' postings in four: a page runs them one task each.
      expect(yields).toBe(Math.ceil(list.length / 500) + 4);
      expect(table.size).toBe(list.length);
      expect(Array.from({ length: table.size }, (_, position) => table.listing(position))).toEqual(list);
      expect(Array.from(table.ids)).toEqual(list.map((tool) => tool.id));
      expect(tableFilterOptions(table)).toEqual(deriveFilterOptions(list));
    }
  });

  it('finds a search only inside one field: text that runs from one field or tool into the next does not match', () => {
    const pair = [
      toSimulatorListing(makeSimulator({ id: 1, name: 'Alpha', fullName: 'Beta', shortDescription: 'gamma' })),
      toSimulatorListing(makeSimulator({ id: 2, name: 'Delta', fullName: 'Epsilon', shortDescription: 'zeta' })),
    ];
    const filter = createTableFilter(listingTable(pair));
    const found = (search: string) => ids(pair, filter.filter(search, toFilterState(), TODAY));
    expect(found('alpha')).toEqual([1]);
    expect(found('ma')).toEqual([1]);
    expect(found('gammadelta')).toEqual([]);
    expect(found('alphabeta')).toEqual([]);
    expect(found('a\u0000b')).toEqual([]);
    expect(found('eta')).toEqual([1, 2]);
  });
});
