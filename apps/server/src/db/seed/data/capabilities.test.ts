import { describe, expect, it } from 'vitest';
import { deriveCapabilities, normalizeCapabilities } from '@rsd/core';
import { seedSimulators } from './index';

/** Whether a record has any of the capability texts derivation reads. */
function hasCapabilityData(detailedCapabilities: unknown): boolean {
  const c = normalizeCapabilities(detailedCapabilities);
  return [
    c.physics,
    c.numericalMethods,
    c.interoperability.inputFormats,
    c.interoperability.outputFormats,
    c.interoperability.apiIntegrations,
    c.interoperability.toolIntegration,
    c.hpcPerformance.parallelization,
  ].some((list) => list.length > 0);
}

const termsOf = (name: string) => deriveCapabilities(seedSimulators.find((s) => s.name === name)?.detailedCapabilities).map((c) => c.term);

describe('capability terms of the seeded tools', () => {
  it('gives every tool with capability data at least 3 terms from its own record', () => {
    const withData = seedSimulators.filter((s) => hasCapabilityData(s.detailedCapabilities));
    expect(withData.length).toBe(seedSimulators.length);
    const thin = withData
      .map((s) => ({ name: s.name, terms: deriveCapabilities(s.detailedCapabilities).map((c) => c.term) }))
      .filter(({ terms }) => terms.length < 3);
    expect(thin).toEqual([]);
  });

  // A few tags read against the records: what the texts say, and what they only seem to say.
  it('tags what the records say', () => {
    expect(termsOf('OPM Flow')).toEqual(expect.arrayContaining(['black-oil', 'co2-storage', 'mpi', 'gpu', 'eclipse-deck']));
    expect(termsOf('MRST')).toEqual(expect.arrayContaining(['tpfa', 'mpfa', 'virtual-element', 'multiscale', 'adjoint', 'matlab']));
    expect(termsOf('dlisio')).toEqual(['python', 'python-data', 'well-logs']);
  });

  it('does not tag what a record only seems to say', () => {
    // "multiphase equilibrium" is chemistry, not flow; "Trilinos-ML" is a multigrid package, not machine learning.
    expect(termsOf('Reaktoro')).not.toContain('multiphase-flow');
    expect(termsOf('Amanzi')).not.toContain('machine-learning');
    // "Laplace inversion" and "exact inversion" are arithmetic; "SEG-Y seismic" is data read, not physics modelled.
    expect(termsOf('pyResToolbox')).not.toContain('inversion');
    expect(termsOf('iterative_ensemble_smoother')).not.toContain('inversion');
    expect(termsOf('webviz-subsurface')).not.toContain('geophysics');
    // MATLAB among STOMP's output formats is not a MATLAB interface.
    expect(termsOf('STOMP-W')).not.toContain('matlab');
  });
});
