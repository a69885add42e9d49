import { describe, expect, it } from 'vitest';
import { curateCapabilities, deriveCapabilities } from './derive-capabilities';

/** detailedCapabilities with one physics entry and the given parallelization and API texts. */
const record = ({
  physics = [] as [string, string][],
  parallel = [] as [string, string][],
  apis = [] as [string, string][],
  outputs = [] as [string, string][],
  schemes = [] as [string, string[]][],
}) => ({
  physics_and_models: physics.map(([capability_name, description]) => ({ capability_name, description })),
  numerical_schemes: schemes.map(([scheme_type, methods_used]) => ({ scheme_type, methods_used })),
  interoperability: {
    supported_input_formats: [],
    supported_output_formats: outputs.map(([format_name, details]) => ({ format_name, details })),
    api_integrations: apis.map(([api_type, details]) => ({ api_type, details, documentation_url: null })),
    external_tool_compatibility: [],
  },
  hpc_and_performance: {
    parallelization_approaches: parallel.map(([type, details]) => ({ type, details })),
    scalability_info: { value: '' },
    performance_benchmarks_available: [],
  },
});

const terms = (detailed: unknown) => deriveCapabilities(detailed).map((c) => c.term);

describe('deriveCapabilities', () => {
  it('tags a term whose synonym the record names, with the field and text as evidence', () => {
    expect(deriveCapabilities(record({ parallel: [['MPI', 'Distributed runs']] }))).toEqual([
      { term: 'mpi', evidence: { source: 'record', field: 'parallelization_approaches', text: 'MPI' } },
    ]);
  });

  it('matches at word boundaries only', () => {
    expect(terms(record({ parallel: [['Builds compMPIle targets', '']] }))).toEqual([]);
    expect(terms(record({ parallel: [['MPI-parallel with load balancing', '']] }))).toEqual(['mpi', 'partitioning']);
    expect(terms(record({ physics: [['Geothermal', '']] }))).toEqual(['geothermal']);
  });

  it('reads spaces and hyphens alike and ignores case, but short acronyms only in capitals', () => {
    expect(
      terms(
        record({
          physics: [
            ['Black oil', ''],
            ['BLACK-OIL', ''],
          ],
        }),
      ),
    ).toEqual(['black-oil']);
    expect(terms(record({ schemes: [['Finite-volume', []]] }))).toEqual(['finite-volume']);
    // "Fe" is iron, "ad-blackoil" a module name: neither is FE nor AD.
    expect(terms(record({ physics: [['Fe and Mn minerals', '']] }))).toEqual([]);
    expect(terms(record({ schemes: [['Newton', ['ad-core module']]] }))).toEqual([]);
    expect(terms(record({ schemes: [['Nonlinear/AD', []]] }))).toEqual(['automatic-differentiation']);
  });

  it('does not tag what the record says the tool lacks', () => {
    expect(terms(record({ parallel: [['Serial', 'no GPU support']] }))).toEqual([]);
    expect(terms(record({ parallel: [['MPI', 'runs without GPU acceleration']] }))).toEqual(['mpi']);
    expect(terms(record({ parallel: [['CPU', 'does not support OpenMP; CUDA backend']] }))).toEqual(['gpu']);
  });

  it('does not count a synonym inside an excluded phrase', () => {
    expect(terms(record({ schemes: [['Laplace inversion', []]] }))).toEqual([]);
    expect(terms(record({ schemes: [['Gradient-based inversion', []]] }))).toEqual(['inversion']);
  });

  it('reads a term limited to some parts only there', () => {
    expect(terms(record({ outputs: [['MATLAB', '']] }))).toEqual([]);
    expect(terms(record({ apis: [['MATLAB / GNU Octave scripting', '']] }))).toEqual(['matlab']);
  });

  it('finds nothing in a record without capability data, or one it cannot read', () => {
    expect(deriveCapabilities(null)).toEqual([]);
    expect(deriveCapabilities('not json')).toEqual([]);
    expect(deriveCapabilities(JSON.stringify(record({ physics: [['CO2 storage', '']] })))).toMatchObject([{ term: 'co2-storage' }]);
  });
});

describe('curateCapabilities', () => {
  const detailed = record({ parallel: [['MPI', '']] });
  const curator = { username: 'ada', at: '2026-01-02T03:04:05.000Z' };

  it('keeps record evidence for a chosen term the record supports and signs the others', () => {
    expect(curateCapabilities(['mpi', 'gpu'], detailed, [], curator)).toEqual([
      { term: 'mpi', evidence: { source: 'record', field: 'parallelization_approaches', text: 'MPI' } },
      { term: 'gpu', evidence: { source: 'admin', by: 'ada', at: '2026-01-02T03:04:05.000Z' } },
    ]);
  });

  it('keeps the earlier admin evidence of a term already set by hand, and drops terms not chosen', () => {
    const before = [
      { term: 'gpu', evidence: { source: 'admin' as const, by: 'grace', at: '2025-01-01T00:00:00.000Z' } },
      { term: 'python', evidence: { source: 'admin' as const, by: 'grace', at: '2025-01-01T00:00:00.000Z' } },
    ];
    expect(curateCapabilities(['gpu', 'gpu'], detailed, before, curator)).toEqual([before[0]]);
  });

  it('an empty choice clears every term, derived ones too', () => {
    expect(curateCapabilities([], detailed, [], curator)).toEqual([]);
  });
});
