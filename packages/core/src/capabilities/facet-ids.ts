// Apart from vocabulary.ts: the schemas of a synced row's evidence and of the vocabulary's document name these, and the
// vocabulary's terms (about 8 KB gzip) stay out of what loads them (the sync worker).

/**
 * The parts of a record's detailedCapabilities whose texts derivation reads, named as stored: what a record
 * evidence says it came from.
 */
export const CAPABILITY_FIELDS = [
  'physics_and_models',
  'numerical_schemes',
  'supported_input_formats',
  'supported_output_formats',
  'api_integrations',
  'external_tool_compatibility',
  'parallelization_approaches',
] as const;
export type CapabilityField = (typeof CAPABILITY_FIELDS)[number];

export const CAPABILITY_FACET_IDS = ['physics', 'numerics', 'grids', 'parallelism', 'interfaces', 'formats', 'workflows'] as const;
export type CapabilityFacetId = (typeof CAPABILITY_FACET_IDS)[number];
