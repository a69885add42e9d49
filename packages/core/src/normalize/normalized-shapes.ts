// The normalisers' output shapes, apart from the normalisers. Plain types: the normalisers build these values and
// nothing checks them, so a screen that normalises builds no schema (zod's schema building is a long task on a slow phone).

export interface NormalizedPhysics {
  name: string;
  description: string;
}
export interface NormalizedNumericalMethod {
  type: string;
  methods: string[];
}
export interface NormalizedFormat {
  name: string;
  details: string;
}
export interface NormalizedApiIntegration {
  type: string;
  details: string;
  documentationUrl: string | null;
}
export interface NormalizedToolIntegration {
  name: string;
  type: string;
  details: string;
}
export interface NormalizedParallelization {
  type: string;
  details: string;
}
export interface NormalizedBenchmarkLink {
  name: string;
  url: string | null;
}

/** detailedCapabilities as every screen reads it, whatever shape was stored. */
export interface NormalizedCapabilities {
  physics: NormalizedPhysics[];
  numericalMethods: NormalizedNumericalMethod[];
  interoperability: {
    inputFormats: NormalizedFormat[];
    outputFormats: NormalizedFormat[];
    apiIntegrations: NormalizedApiIntegration[];
    toolIntegration: NormalizedToolIntegration[];
  };
  hpcPerformance: {
    parallelization: NormalizedParallelization[];
    scalability: string;
    benchmarks: NormalizedBenchmarkLink[];
  };
}

export interface NormalizedOrganization {
  name: string;
  role: string;
  url: string;
}
