import { CAPABILITY_FACET_LABELS, CAPABILITY_TERMS, type CapabilityTermDefinition } from './vocabulary';

/** A term a picker offers for what was typed, with the synonym that matched when its label did not. */
export interface CapabilityTermMatch {
  term: CapabilityTermDefinition;
  facetLabel: string;
  /** The synonym the text was found in; absent when the label matched. */
  synonym?: string;
}

const fold = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim();

/**
 * The vocabulary's terms whose label or a synonym contains `query` (case, spaces and hyphens aside), terms in
 * `exclude` left out: label matches first, then synonym matches, each in vocabulary order. A blank query matches
 * nothing, so a picker lists nothing until something is typed.
 */
export function searchCapabilityTerms(query: string, exclude: Iterable<string> = [], limit = 12): CapabilityTermMatch[] {
  const needle = fold(query);
  if (needle === '') return [];
  const excluded = new Set(exclude);
  const byLabel: CapabilityTermMatch[] = [];
  const bySynonym: CapabilityTermMatch[] = [];
  for (const term of CAPABILITY_TERMS) {
    if (excluded.has(term.id)) continue;
    const facetLabel = CAPABILITY_FACET_LABELS[term.facet];
    if (fold(term.label).includes(needle)) byLabel.push({ term, facetLabel });
    else {
      const synonym = term.synonyms.find((s) => fold(s).includes(needle));
      if (synonym !== undefined) bySynonym.push({ term, facetLabel, synonym });
    }
  }
  return [...byLabel, ...bySynonym].slice(0, limit);
}
