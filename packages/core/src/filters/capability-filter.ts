/**
 * Home's capability filter (issue 27): a tool's capability term ids (a listing's `terms`) against the terms the
 * visitor chose, per facet "any of" or "all of", and the count each term would leave. It reads the vocabulary it is
 * given (the server's, else the cached or built-in copy) and imports none, and home loads it with that vocabulary:
 * the list's filtering (filter-simulators.ts, first-screen code) only calls the rule it is handed.
 */
import { filterIndexed, type CapabilityRule, type FilterableSimulator, type SimulatorIndex } from './filter-simulators';
import type { FilterState } from './filter-state';
import { matchedTermSet, termAndBroader, type BroaderLink } from './wider-terms';

/** What these rules read of a vocabulary: its facets in order, their terms, and each term's wider term. */
export interface CapabilityFacetsSource {
  facets: readonly {
    id: string;
    label: string;
    terms: readonly { id: string; label: string; broader?: string | undefined }[];
  }[];
}

/** A vocabulary read once for the filter: each term's facet, label and wider terms. Build it once per vocabulary. */
export interface CapabilityFacetIndex extends CapabilityRule {
  facets: CapabilityFacetsSource['facets'];
  facetOf: ReadonlyMap<string, string>;
  /** A term's label; undefined for an id the vocabulary lacks. */
  labelOf(id: string): string | undefined;
  /** Each known term with its wider terms, nearest first. */
  expand(id: string): readonly string[];
}

export function capabilityFacetIndex(vocabulary: CapabilityFacetsSource): CapabilityFacetIndex {
  const terms = new Map<string, BroaderLink & { label: string }>();
  const facetOf = new Map<string, string>();
  for (const facet of vocabulary.facets) {
    for (const term of facet.terms) {
      terms.set(term.id, term);
      facetOf.set(term.id, facet.id);
    }
  }
  const chains = new Map([...terms.keys()].map((id) => [id, termAndBroader(id, (other) => terms.get(other))]));
  const none: readonly string[] = [];
  const index: CapabilityFacetIndex = {
    facets: vocabulary.facets,
    facetOf,
    labelOf: (id) => terms.get(id)?.label,
    expand: (id) => chains.get(id) ?? none,
    predicate: (selection) => {
      const keeps = capabilityPredicate(selection, index);
      return keeps && ((tool: FilterableSimulator) => keeps(tool.terms ?? []));
    },
  };
  return index;
}

/** The capability part of the home filter state: chosen term ids, and the facets whose terms must all match. */
export type CapabilitySelection = Pick<FilterState, 'capabilities' | 'capabilityAll'>;

/** "any of" (the default, like the spec's other groups) or "all of" the chosen terms of one facet. */
export type CapabilityMatchMode = 'any' | 'all';

export const capabilityFacetMode = (selection: CapabilitySelection, facet: string): CapabilityMatchMode =>
  selection.capabilityAll.includes(facet) ? 'all' : 'any';

/** Choosing a capability term toggles it. */
export const toggleCapabilityTerm = (state: FilterState, term: string): FilterState => ({
  ...state,
  capabilities: state.capabilities.includes(term) ? state.capabilities.filter((id) => id !== term) : [...state.capabilities, term],
});

/** A facet's mode; it stays with the facet while its terms come and go (the URL keeps it, Reset clears it). */
export const setCapabilityFacetMode = (state: FilterState, facet: string, mode: CapabilityMatchMode): FilterState => {
  const others = state.capabilityAll.filter((id) => id !== facet);
  return { ...state, capabilityAll: mode === 'all' ? [...others, facet] : others };
};

interface FacetSelection {
  facet: string;
  terms: readonly string[];
  all: boolean;
}

/** The chosen terms the vocabulary knows, by facet in its order; ids it lacks (a newer vocabulary's) are skipped. */
function facetSelections(selection: CapabilitySelection, index: CapabilityFacetIndex): FacetSelection[] {
  return index.facets
    .map((facet) => ({
      facet: facet.id,
      terms: selection.capabilities.filter((id) => index.facetOf.get(id) === facet.id),
      all: selection.capabilityAll.includes(facet.id),
    }))
    .filter((chosen) => chosen.terms.length > 0);
}

const passes = (matched: ReadonlySet<string>, chosen: FacetSelection): boolean =>
  chosen.all ? chosen.terms.every((id) => matched.has(id)) : chosen.terms.some((id) => matched.has(id));

/**
 * The rule as a predicate over a tool's term ids, built once per filtering: AND across facets, within a facet any
 * or all of its chosen terms, a chosen term matching the tools that have a narrower one. Null when nothing the
 * vocabulary knows is chosen (every tool passes).
 */
export function capabilityPredicate(
  selection: CapabilitySelection,
  index: CapabilityFacetIndex,
): ((terms: readonly string[]) => boolean) | null {
  const chosen = facetSelections(selection, index);
  if (chosen.length === 0) return null;
  return (terms) => {
    const matched = matchedTermSet(terms, index.expand);
    return chosen.every((facet) => passes(matched, facet));
  };
}

/**
 * Per term, how many tools the list would show with that term chosen, over `tools` (the term lists of the tools
 * that pass every other filter), in one pass. As faceted search does, a term of an "any of" facet is counted
 * without its own facet's choice (choosing it adds to that facet's OR: the count is of the tools that have it
 * among those every other facet keeps); a term of an "all of" facet is counted with it (choosing it narrows the
 * list further). Terms no tool would leave are absent, which screens show as 0.
 */
export function capabilityTermCounts(
  tools: Iterable<readonly string[]>,
  selection: CapabilitySelection,
  index: CapabilityFacetIndex,
): Map<string, number> {
  const chosen = facetSelections(selection, index);
  const counts = new Map<string, number>();
  const add = (id: string) => counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const terms of tools) {
    const matched = matchedTermSet(terms, index.expand);
    let failing: FacetSelection | undefined;
    let failures = 0;
    for (const facet of chosen) {
      if (passes(matched, facet)) continue;
      failing = facet;
      if (++failures > 1) break;
    }
    if (failures === 0) {
      // Kept by every facet: counts for every term it matches, whatever its facet's mode.
      matched.forEach(add);
    } else if (failures === 1 && failing !== undefined && !failing.all) {
      // Left out by one "any of" facet only: counts for that facet's terms, whose count ignores the facet's choice.
      const facet = failing.facet;
      for (const id of matched) if (index.facetOf.get(id) === facet) add(id);
    }
  }
  return counts;
}

/**
 * capabilityTermCounts over the listings of `index` that pass the search and every other filter: the one filtering
 * pass the list makes, without the chosen terms, then one pass over what it keeps.
 */
export function countCapabilityTerms(
  index: SimulatorIndex,
  search: string,
  state: FilterState,
  capabilities: CapabilityFacetIndex,
  today?: string,
): Map<string, number> {
  const others = filterIndexed(index, search, { ...state, capabilities: [], sort: 'default' }, today);
  return capabilityTermCounts(
    others.map((tool) => tool.terms ?? []),
    state,
    capabilities,
  );
}
