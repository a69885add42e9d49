import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { hostConsole } from '../shared/log';
import { EMPTY_CAPABILITIES, normalizeCapabilities } from './capabilities';

const newShape = {
  physics_and_models: [
    { capability_name: 'Black oil', description: 'Three-phase black-oil model' },
    { capability_name: 'Compositional', description: 'EOS-based' },
  ],
  numerical_schemes: [
    { scheme_type: 'Spatial discretisation', methods_used: ['TPFA', 'MPFA'] },
    { scheme_type: 'Time stepping', methods_used: 'Fully implicit with adaptive steps' },
  ],
  interoperability: {
    supported_input_formats: [{ format_name: 'ECLIPSE deck', details: 'DATA files' }],
    supported_output_formats: [{ format_name: 'VTK', details: '' }],
    api_integrations: [{ api_type: 'Python', details: 'opm-common bindings', documentation_url: 'https://example.org/py' }],
    external_tool_compatibility: [{ tool_name: 'ResInsight', tool_type: 'Viewer', integration_details: 'Reads results' }],
  },
  hpc_and_performance: {
    parallelization_approaches: [{ type: 'MPI', details: 'Domain decomposition' }],
    scalability_info: { value: 'Hundreds of cores' },
    performance_benchmarks_available: [{ benchmark_name: 'Norne', url: 'https://example.org/norne' }],
  },
};

const olderShape = {
  physics: ['Black oil', { name: 'Thermal', description: 'Steam injection' }],
  numericalMethods: ['Finite volume', { type: 'Solvers', methods: ['AMG', 'ILU0'] }],
  interoperability: {
    inputFormats: ['GRDECL', { name: 'CSV', details: 'well data' }],
    outputFormats: ['VTK'],
    toolIntegration: ['Paraview', { name: 'Petrel', type: 'Plugin', details: 'via RESQML' }],
  },
};

describe('normalizeCapabilities', () => {
  let warnSpy: MockInstance<(...data: unknown[]) => void>;
  beforeEach(() => {
    warnSpy = vi.spyOn(hostConsole, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warnSpy.mockRestore());

  it('reads the new shape from an object', () => {
    const result = normalizeCapabilities(newShape);
    expect(result).toEqual({
      physics: [
        { name: 'Black oil', description: 'Three-phase black-oil model' },
        { name: 'Compositional', description: 'EOS-based' },
      ],
      numericalMethods: [
        { type: 'Spatial discretisation', methods: ['TPFA', 'MPFA'] },
        { type: 'Time stepping', methods: ['Fully implicit with adaptive steps'] },
      ],
      interoperability: {
        inputFormats: [{ name: 'ECLIPSE deck', details: 'DATA files' }],
        outputFormats: [{ name: 'VTK', details: '' }],
        apiIntegrations: [{ type: 'Python', details: 'opm-common bindings', documentationUrl: 'https://example.org/py' }],
        toolIntegration: [{ name: 'ResInsight', type: 'Viewer', details: 'Reads results' }],
      },
      hpcPerformance: {
        parallelization: [{ type: 'MPI', details: 'Domain decomposition' }],
        scalability: 'Hundreds of cores',
        benchmarks: [{ name: 'Norne', url: 'https://example.org/norne' }],
      },
    });
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it('reads the new shape from JSON text identically', () => {
    expect(normalizeCapabilities(JSON.stringify(newShape))).toEqual(normalizeCapabilities(newShape));
  });

  it('reads the older flat shape with plain-string entries', () => {
    const result = normalizeCapabilities(olderShape);
    expect(result.physics).toEqual([
      { name: 'Black oil', description: '' },
      { name: 'Thermal', description: 'Steam injection' },
    ]);
    expect(result.numericalMethods).toEqual([
      { type: 'Finite volume', methods: [] },
      { type: 'Solvers', methods: ['AMG', 'ILU0'] },
    ]);
    expect(result.interoperability.inputFormats).toEqual([
      { name: 'GRDECL', details: '' },
      { name: 'CSV', details: 'well data' },
    ]);
    expect(result.interoperability.outputFormats).toEqual([{ name: 'VTK', details: '' }]);
    expect(result.interoperability.toolIntegration).toEqual([
      { name: 'Paraview', type: '', details: '' },
      { name: 'Petrel', type: 'Plugin', details: 'via RESQML' },
    ]);
    expect(result.interoperability.apiIntegrations).toEqual([]);
    expect(result.hpcPerformance).toEqual({ parallelization: [], scalability: '', benchmarks: [] });
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it('reads the older shape from JSON text', () => {
    expect(normalizeCapabilities(JSON.stringify(olderShape))).toEqual(normalizeCapabilities(olderShape));
  });

  it('is idempotent: a normalised value normalises to itself', () => {
    const once = normalizeCapabilities(newShape);
    expect(normalizeCapabilities(once)).toEqual(once);
  });

  it.each([null, undefined, '', '   ', 'null'])('treats %j as nothing stored, without a warning', (raw) => {
    expect(normalizeCapabilities(raw)).toEqual(EMPTY_CAPABILITIES);
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it.each(['{not json', '{"physics_and_models": [', 'undefined'])('warns and returns empty lists for malformed JSON %j', (raw) => {
    expect(normalizeCapabilities(raw)).toEqual(EMPTY_CAPABILITIES);
    expect(warnSpy).toHaveBeenCalledTimes(1);
  });

  it.each([42, true, [1, 2], '"just text"', '[1,2]', '7'])('warns and returns empty lists for non-object %j', (raw) => {
    expect(normalizeCapabilities(raw)).toEqual(EMPTY_CAPABILITIES);
    expect(warnSpy).toHaveBeenCalledTimes(1);
  });

  it('never throws on wrongly typed fields and keeps the readable parts', () => {
    const result = normalizeCapabilities({
      physics_and_models: 'not a list',
      numerical_schemes: [null, 3, { scheme_type: 'FV', methods_used: [1, '', 'TPFA', null] }],
      interoperability: 'nope',
      hpc_and_performance: { scalability_info: 'Scales to 1000 cores', parallelization_approaches: {} },
    });
    expect(result.physics).toEqual([]);
    expect(result.numericalMethods).toEqual([{ type: 'FV', methods: ['1', 'TPFA'] }]);
    expect(result.interoperability.inputFormats).toEqual([]);
    expect(result.hpcPerformance.scalability).toBe('Scales to 1000 cores');
    expect(result.hpcPerformance.parallelization).toEqual([]);
  });

  it('drops entries without their identifying name and blank strings', () => {
    const result = normalizeCapabilities({
      physics_and_models: [{ description: 'no name' }, { capability_name: '  ' }, '', '  Thermal  '],
      interoperability: { supported_input_formats: [{ details: 'orphan' }] },
    });
    expect(result.physics).toEqual([{ name: 'Thermal', description: '' }]);
    expect(result.interoperability.inputFormats).toEqual([]);
  });

  it('fills missing optional fields with empty text or null', () => {
    const result = normalizeCapabilities({
      physics_and_models: [{ capability_name: 'Geomechanics' }],
      numerical_schemes: [{ scheme_type: 'FEM' }],
      interoperability: { api_integrations: [{ api_type: 'C++' }] },
      hpc_and_performance: { performance_benchmarks_available: [{ benchmark_name: 'SPE10' }] },
    });
    expect(result.physics).toEqual([{ name: 'Geomechanics', description: '' }]);
    expect(result.numericalMethods).toEqual([{ type: 'FEM', methods: [] }]);
    expect(result.interoperability.apiIntegrations).toEqual([{ type: 'C++', details: '', documentationUrl: null }]);
    expect(result.hpcPerformance.benchmarks).toEqual([{ name: 'SPE10', url: null }]);
    expect(result.hpcPerformance.scalability).toBe('');
  });

  it('prefers new-shape keys when a blob carries both', () => {
    const result = normalizeCapabilities({ physics_and_models: [{ capability_name: 'New' }], physics: ['Old'] });
    expect(result.physics.map((p) => p.name)).toEqual(['New']);
  });

  it('returns a fresh object each time, leaving EMPTY_CAPABILITIES untouched', () => {
    const a = normalizeCapabilities(null);
    a.physics.push({ name: 'x', description: '' });
    expect(normalizeCapabilities(null).physics).toEqual([]);
    expect(EMPTY_CAPABILITIES.physics).toEqual([]);
    expect(Object.isFrozen(EMPTY_CAPABILITIES.physics)).toBe(true);
  });
});
