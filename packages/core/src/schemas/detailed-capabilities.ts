import { z } from 'zod';

/** The current shape of `detailedCapabilities`, as stored and as the seed writes it. */
export const PhysicsModel = z.object({ capability_name: z.string(), description: z.string().default('') });
/** methods_used is prose in some sources and a list in others; the normaliser reads both. */
export const NumericalScheme = z.object({
  scheme_type: z.string(),
  methods_used: z.union([z.string(), z.array(z.string())]).default([]),
});
export const FormatSupport = z.object({ format_name: z.string(), details: z.string().default('') });
export const ApiIntegration = z.object({
  api_type: z.string(),
  details: z.string().default(''),
  documentation_url: z.string().nullable().default(null),
});
export const ExternalTool = z.object({
  tool_name: z.string(),
  tool_type: z.string().default(''),
  integration_details: z.string().default(''),
});
export const Parallelization = z.object({ type: z.string(), details: z.string().default('') });
export const PerformanceBenchmark = z.object({ benchmark_name: z.string(), url: z.string().nullable().default(null) });

export const DetailedCapabilities = z.object({
  physics_and_models: z.array(PhysicsModel).default([]),
  numerical_schemes: z.array(NumericalScheme).default([]),
  interoperability: z
    .object({
      supported_input_formats: z.array(FormatSupport).default([]),
      supported_output_formats: z.array(FormatSupport).default([]),
      api_integrations: z.array(ApiIntegration).default([]),
      external_tool_compatibility: z.array(ExternalTool).default([]),
    })
    .default({
      supported_input_formats: [],
      supported_output_formats: [],
      api_integrations: [],
      external_tool_compatibility: [],
    }),
  hpc_and_performance: z
    .object({
      parallelization_approaches: z.array(Parallelization).default([]),
      scalability_info: z.object({ value: z.string().default('') }).default({ value: '' }),
      performance_benchmarks_available: z.array(PerformanceBenchmark).default([]),
    })
    .default({ parallelization_approaches: [], scalability_info: { value: '' }, performance_benchmarks_available: [] }),
});
export type DetailedCapabilities = z.infer<typeof DetailedCapabilities>;
