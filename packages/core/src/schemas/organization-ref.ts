import { z } from 'zod/mini';

// With zod's mini API, apart from simulator.ts: a listing carries organizations too, and the sync worker checks
// the listings before it needs any classic schema (see api/listing-row.ts).

/** Organizations come as plain names or as objects (older rows and newer rows differ). */
export const OrganizationRef = z.union([
  z.string(),
  z.object({ name: z.string(), role: z.optional(z.string()), url: z.optional(z.string()) }),
]);
export type OrganizationRef = z.infer<typeof OrganizationRef>;
