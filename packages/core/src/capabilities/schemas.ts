import { z } from 'zod';
import { Timestamp } from '../schemas/common';

/** Why a tool has a term: its own record's capability text said so, or an admin set it. */
export const CapabilityEvidence = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('record'),
    /**
     * The part of detailedCapabilities the text is in (one of CAPABILITY_FIELDS here; any name, so a newer server's
     * field keeps the term it evidences on an older client).
     */
    field: z.string(),
    /** The record's text in which one of the term's synonyms was found. */
    text: z.string(),
  }),
  z.object({ source: z.literal('admin'), by: z.string(), at: Timestamp }),
]);
export type CapabilityEvidence = z.infer<typeof CapabilityEvidence>;

/**
 * One term a tool has, with its evidence. The term is any text here, not a TermId: a synced row may carry a term of
 * a newer vocabulary than the client's, which the client ignores rather than failing its sync.
 */
export const SimulatorCapability = z.object({ term: z.string().min(1), evidence: CapabilityEvidence });
export type SimulatorCapability = z.infer<typeof SimulatorCapability>;

/** GET /api/capabilities. */
export const CapabilityVocabulary = z.object({
  version: z.number().int().positive(),
  facets: z.array(
    z.object({
      /** A facet id; any text, so a newer server's facet is shown with its label rather than failing the document. */
      id: z.string(),
      label: z.string(),
      terms: z.array(
        z.object({
          id: z.string(),
          label: z.string(),
          definition: z.string(),
          broader: z.string().optional(),
          synonyms: z.array(z.string()),
        }),
      ),
    }),
  ),
});
export type CapabilityVocabulary = z.infer<typeof CapabilityVocabulary>;
