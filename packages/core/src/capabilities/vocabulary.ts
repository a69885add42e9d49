/**
 * The controlled vocabulary of capabilities (issue 27): what a tool can model, how it computes, on which grids and
 * hardware, how it is driven and which files it reads or writes. Plain data, no schema: screens that only read
 * labels load no zod.
 *
 * Synonyms are what derivation looks for in a record's capability texts (derive-capabilities.ts): a space or hyphen
 * in a synonym matches any run of spaces and hyphens, and a synonym written in capitals of up to four characters
 * ("MPI", "FE") is matched in capitals only, since its lower-case form is often another word.
 */

import { FORMATS_TERMS } from './facets/formats';
import { GRIDS_TERMS } from './facets/grids';
import { INTERFACES_TERMS } from './facets/interfaces';
import { NUMERICS_TERMS } from './facets/numerics';
import { PARALLELISM_TERMS } from './facets/parallelism';
import { PHYSICS_TERMS } from './facets/physics';
import { WORKFLOWS_TERMS } from './facets/workflows';
import type { CapabilityFacetId } from './facet-ids';
import type { CapabilityTermDefinition } from './term-definition';

export { CAPABILITY_FACET_IDS, CAPABILITY_FIELDS, type CapabilityFacetId, type CapabilityField } from './facet-ids';
export type { CapabilityTermDefinition } from './term-definition';

/** Raised on every change to a term, a facet or a synonym: stored derivations under an older version are redone. */
export const CAPABILITY_VOCABULARY_VERSION = 1;

export const CAPABILITY_FACET_LABELS: Record<CapabilityFacetId, string> = {
  physics: 'Physics and processes',
  numerics: 'Numerical methods',
  grids: 'Grids and meshes',
  parallelism: 'Parallelism and hardware',
  interfaces: 'Interfaces',
  formats: 'File formats',
  workflows: 'Workflows and analysis',
};

/** Every term, grouped by facet in the order the facets are listed (one file a facet, in `facets/`). */
export const CAPABILITY_TERMS: readonly CapabilityTermDefinition[] = [
  ...PHYSICS_TERMS,
  ...NUMERICS_TERMS,
  ...GRIDS_TERMS,
  ...PARALLELISM_TERMS,
  ...INTERFACES_TERMS,
  ...FORMATS_TERMS,
  ...WORKFLOWS_TERMS,
];
