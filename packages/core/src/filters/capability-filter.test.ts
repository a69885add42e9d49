import { describe, expect, it } from 'vitest';
import { capabilityVocabulary } from '../capabilities/terms';
import { makeSimulator } from '../test/simulator-fixture';
import { DEFAULT_FILTER_STATE } from './filter-state';
import { termAndBroader } from './wider-terms';
import {
  capabilityFacetIndex,
  capabilityFacetMode,
  capabilityPredicate,
  capabilityTermCounts,
  setCapabilityFacetMode,
  toggleCapabilityTerm,
  type CapabilityFacetIndex,
  type CapabilitySelection,
} from './capability-filter';

/** A small vocabulary: two facets, a wider term in each, and a cycle a bad vocabulary could hold. */
const SMALL = capabilityFacetIndex({
  facets: [
    {
      id: 'physics',
      label: 'Physics',
      terms: [
        { id: 'storage', label: 'Storage' },
        { id: 'co2', label: 'CO2 storage', broader: 'storage' },
        { id: 'thermal', label: 'Thermal' },
      ],
    },
    {
      id: 'hardware',
      label: 'Hardware',
      terms: [
        { id: 'mpi', label: 'MPI' },
        { id: 'gpu', label: 'GPU' },
        { id: 'loop-a', label: 'A', broader: 'loop-b' },
        { id: 'loop-b', label: 'B', broader: 'loop-a' },
      ],
    },
  ],
});

const chosen = (capabilities: string[], capabilityAll: string[] = []): CapabilitySelection => ({ capabilities, capabilityAll });
/** The rule for one tool: no predicate (nothing known chosen) keeps it. */
const matchesCapabilitySelection = (terms: string[], selection: CapabilitySelection, index: CapabilityFacetIndex) =>
  capabilityPredicate(selection, index)?.(terms) ?? true;

describe('termAndBroader', () => {
  it('walks to every wider term, nearest first, and stops at a cycle', () => {
    expect(SMALL.expand('co2')).toEqual(['co2', 'storage']);
    expect(SMALL.expand('loop-a')).toEqual(['loop-a', 'loop-b']);
    expect(SMALL.expand('unknown')).toEqual([]);
    expect(termAndBroader('x', () => undefined)).toEqual([]);
  });

  it("is core's own rule too: TPFA is a finite-volume term in the built-in vocabulary", () => {
    expect(capabilityFacetIndex(capabilityVocabulary()).expand('tpfa')).toContain('finite-volume');
  });
});

describe('matchesCapabilitySelection', () => {
  it('keeps every tool while nothing known is chosen', () => {
    expect(matchesCapabilitySelection([], chosen([]), SMALL)).toBe(true);
    expect(capabilityPredicate(chosen(['from-a-newer-vocabulary']), SMALL)).toBeNull();
  });

  it("matches any of a facet's terms by default", () => {
    expect(matchesCapabilitySelection(['thermal'], chosen(['co2', 'thermal']), SMALL)).toBe(true);
    expect(matchesCapabilitySelection(['mpi'], chosen(['co2', 'thermal']), SMALL)).toBe(false);
  });

  it('needs all of a facet\'s terms in "all of" mode', () => {
    expect(matchesCapabilitySelection(['thermal'], chosen(['co2', 'thermal'], ['physics']), SMALL)).toBe(false);
    expect(matchesCapabilitySelection(['thermal', 'co2'], chosen(['co2', 'thermal'], ['physics']), SMALL)).toBe(true);
    // The mode is the facet's own: hardware's terms still match any of them.
    expect(matchesCapabilitySelection(['thermal', 'co2', 'gpu'], chosen(['co2', 'thermal', 'mpi', 'gpu'], ['physics']), SMALL)).toBe(true);
  });

  it('needs every facet (AND across facets)', () => {
    expect(matchesCapabilitySelection(['thermal'], chosen(['thermal', 'mpi']), SMALL)).toBe(false);
    expect(matchesCapabilitySelection(['thermal', 'mpi'], chosen(['thermal', 'mpi']), SMALL)).toBe(true);
  });

  it('matches a chosen term with a narrower one the tool has, never the other way round', () => {
    expect(matchesCapabilitySelection(['co2'], chosen(['storage']), SMALL)).toBe(true);
    expect(matchesCapabilitySelection(['storage'], chosen(['co2']), SMALL)).toBe(false);
  });

  it("skips chosen ids the vocabulary lacks, and never matches on a tool's unknown ids", () => {
    expect(matchesCapabilitySelection(['mpi'], chosen(['mpi', 'newer-term']), SMALL)).toBe(true);
    expect(matchesCapabilitySelection(['newer-term'], chosen(['mpi']), SMALL)).toBe(false);
  });

  it('reads the modes of facets by id', () => {
    expect(capabilityFacetMode(chosen([], ['physics']), 'physics')).toBe('all');
    expect(capabilityFacetMode(chosen([], ['physics']), 'hardware')).toBe('any');
  });
});

describe('capabilityTermCounts', () => {
  const tools = [['co2', 'mpi'], ['thermal', 'mpi'], ['thermal', 'gpu'], ['co2', 'thermal'], ['gpu'], ['unknown']];
  const counts = (selection: CapabilitySelection) => Object.fromEntries(capabilityTermCounts(tools, selection, SMALL));

  it('counts each tool once per term it matches, wider terms included, with nothing chosen', () => {
    expect(counts(chosen([]))).toEqual({ co2: 2, storage: 2, thermal: 3, mpi: 2, gpu: 2 });
  });

  it('counts an "any of" facet without its own choice, and other facets with it', () => {
    // thermal chosen (any of): physics terms still count over every tool; hardware counts only thermal tools.
    expect(counts(chosen(['thermal']))).toEqual({ co2: 2, storage: 2, thermal: 3, mpi: 1, gpu: 1 });
    // And for the chosen hardware term, its count is the tools it adds among those physics keeps.
    expect(counts(chosen(['thermal', 'mpi']))).toEqual({ co2: 1, storage: 1, thermal: 1, mpi: 1, gpu: 1 });
  });

  it('counts an "all of" facet with its own choice: what adding the term would leave', () => {
    expect(counts(chosen(['thermal'], ['physics']))).toEqual({ co2: 1, storage: 1, thermal: 3, mpi: 1, gpu: 1 });
  });

  it('agrees with filtering: a chosen term of an "any of" facet counts what choosing it alone in that facet shows', () => {
    const selection = chosen(['thermal', 'gpu']);
    const predicate = capabilityPredicate(chosen(['gpu']), SMALL)!;
    const onlyThermal = capabilityPredicate(chosen(['thermal']), SMALL)!;
    const expected = tools.filter((terms) => predicate(terms) && onlyThermal(terms)).length;
    expect(counts(selection).gpu).toBe(expected);
  });

  it('leaves out terms no tool would leave', () => {
    expect(counts(chosen(['mpi', 'gpu'], ['hardware']))).toEqual({});
  });
});

describe('capability transitions', () => {
  it('toggles a term on and off, in the order chosen', () => {
    const two = toggleCapabilityTerm(toggleCapabilityTerm(DEFAULT_FILTER_STATE, 'mpi'), 'gpu');
    expect(two.capabilities).toEqual(['mpi', 'gpu']);
    expect(toggleCapabilityTerm(two, 'mpi').capabilities).toEqual(['gpu']);
    expect(DEFAULT_FILTER_STATE.capabilities).toEqual([]);
  });

  it("sets a facet's mode without touching its terms", () => {
    const state = { ...DEFAULT_FILTER_STATE, capabilities: ['mpi'] };
    const all = setCapabilityFacetMode(state, 'physics', 'all');
    expect(all.capabilityAll).toEqual(['physics']);
    expect(setCapabilityFacetMode(all, 'physics', 'all').capabilityAll).toEqual(['physics']);
    expect(setCapabilityFacetMode(all, 'physics', 'any')).toEqual(state);
  });

  it('hands the list its rule through the index: the predicate of a selection', () => {
    expect(SMALL.predicate(chosen([]))).toBeNull();
    const keeps = SMALL.predicate(chosen(['co2']));
    expect(keeps?.({ ...makeSimulator(), terms: ['co2'] })).toBe(true);
    expect(keeps?.({ ...makeSimulator(), terms: ['thermal'] })).toBe(false);
    // A tool without terms (a whole record, an older listing) has none.
    expect(keeps?.(makeSimulator())).toBe(false);
    expect(SMALL.labelOf('co2')).toBe('CO2 storage');
    expect(SMALL.labelOf('unknown')).toBeUndefined();
  });
});
