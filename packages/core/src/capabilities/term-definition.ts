import type { CapabilityFacetId, CapabilityField } from './facet-ids';

export interface CapabilityTermDefinition {
  id: string;
  label: string;
  /** One sentence, in our own words. */
  definition: string;
  facet: CapabilityFacetId;
  /** The wider term this one is a kind of; a tool with this term also matches a filter on that one. */
  broader?: string;
  synonyms: readonly string[];
  /** Phrases that contain a synonym but do not mean the term: a synonym found inside one of them is no evidence. */
  excluding?: readonly string[];
  /** The only parts of a record searched for this term's synonyms; every part when absent. */
  fields?: readonly CapabilityField[];
}

/** A facet's terms, each given its facet: the facet files list only what differs between terms. */
export const facetTerms = (
  facet: CapabilityFacetId,
  terms: readonly Omit<CapabilityTermDefinition, 'facet'>[],
): CapabilityTermDefinition[] => terms.map((term) => ({ ...term, facet }));
