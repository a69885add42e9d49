import { z } from 'zod';
import { isCapabilityTermId } from './terms';

// Apart from schemas.ts: checking an id looks it up in the whole vocabulary (about 8 KB gzip), which a synced row's
// schema (SimulatorCapability) does not need.

/** A term id of this vocabulary: anything else is refused with a message that names it. */
export const TermId = z.string().refine(isCapabilityTermId, {
  error: (issue) => `"${String(issue.input)}" is not a capability term (GET /api/capabilities lists them).`,
});
export type TermId = z.infer<typeof TermId>;
