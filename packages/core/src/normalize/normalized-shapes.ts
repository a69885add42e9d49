import { z } from 'zod';

// The normalisers' output shapes, apart from the normalisers: home's first screen runs the normalisers but
// never validates with these, so zod stays out of the code it loads first.

export const NormalizedPhysics = z.object({ name: z.string(), description: z.string() });
export const NormalizedNumericalMethod = z.object({ type: z.string(), methods: z.array(z.string()) });
export const NormalizedFormat = z.object({ name: z.string(), details: z.string() });
export const NormalizedApiIntegration = z.object({
  type: z.string(),
  details: z.string(),
  documentationUrl: z.string().nullable(),
});
export const NormalizedToolIntegration = z.object({ name: z.string(), type: z.string(), details: z.string() });
export const NormalizedParallelization = z.object({ type: z.string(), details: z.string() });
export const NormalizedBenchmarkLink = z.object({ name: z.string(), url: z.string().nullable() });

/** detailedCapabilities as every screen reads it, whatever shape was stored. */
export const NormalizedCapabilities = z.object({
  physics: z.array(NormalizedPhysics),
  numericalMethods: z.array(NormalizedNumericalMethod),
  interoperability: z.object({
    inputFormats: z.array(NormalizedFormat),
    outputFormats: z.array(NormalizedFormat),
    apiIntegrations: z.array(NormalizedApiIntegration),
    toolIntegration: z.array(NormalizedToolIntegration),
  }),
  hpcPerformance: z.object({
    parallelization: z.array(NormalizedParallelization),
    scalability: z.string(),
    benchmarks: z.array(NormalizedBenchmarkLink),
  }),
});
export type NormalizedCapabilities = z.infer<typeof NormalizedCapabilities>;

export const NormalizedOrganization = z.object({ name: z.string(), role: z.string(), url: z.string() });
export type NormalizedOrganization = z.infer<typeof NormalizedOrganization>;
