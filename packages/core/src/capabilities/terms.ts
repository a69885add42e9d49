import { termAndBroader } from '../filters/wider-terms';
import {
  CAPABILITY_FACET_IDS,
  CAPABILITY_FACET_LABELS,
  CAPABILITY_TERMS,
  CAPABILITY_VOCABULARY_VERSION,
  type CapabilityFacetId,
  type CapabilityTermDefinition,
} from './vocabulary';

const TERMS_BY_ID: ReadonlyMap<string, CapabilityTermDefinition> = new Map(CAPABILITY_TERMS.map((term) => [term.id, term]));

/** The term of `id` in this vocabulary; undefined for an id it does not have (a newer server's, or a typo). */
export const capabilityTerm = (id: string): CapabilityTermDefinition | undefined => TERMS_BY_ID.get(id);

export const isCapabilityTermId = (id: string): boolean => TERMS_BY_ID.has(id);

/** `id` and every term wider than it, nearest first: a tool with `id` also has each of these. */
export const termWithBroader = (id: string): string[] => termAndBroader(id, capabilityTerm);

/** What GET /api/capabilities answers: the vocabulary's facets in order, each with its terms. */
export interface CapabilityVocabularyDocument {
  version: number;
  facets: {
    id: CapabilityFacetId;
    label: string;
    terms: { id: string; label: string; definition: string; broader?: string; synonyms: string[] }[];
  }[];
}

export const capabilityVocabulary = (): CapabilityVocabularyDocument => ({
  version: CAPABILITY_VOCABULARY_VERSION,
  facets: CAPABILITY_FACET_IDS.map((facet) => ({
    id: facet,
    label: CAPABILITY_FACET_LABELS[facet],
    terms: CAPABILITY_TERMS.filter((term) => term.facet === facet).map(({ id, label, definition, broader, synonyms }) => ({
      id,
      label,
      definition,
      ...(broader === undefined ? {} : { broader }),
      synonyms: [...synonyms],
    })),
  })),
});
