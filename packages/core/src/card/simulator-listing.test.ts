import { describe, expect, it } from 'vitest';
import { makeSimulator } from '../test/simulator-fixture';
import { filterSimulators } from '../filters/filter-simulators';
import { DEFAULT_FILTER_STATE } from '../filters/filter-state';
import { simulatorCardSummary } from './card-summary';
import { toSimulatorListing } from './simulator-listing';

describe('toSimulatorListing', () => {
  const simulator = makeSimulator({
    detailedCapabilities: { physics_and_models: [{ capability_name: 'Black oil' }, { capability_name: 'Compositional' }] },
  });
  const listing = toSimulatorListing(simulator);

  it('keeps what the card, the filters and the search read, and the capabilities as names', () => {
    expect(listing).toMatchObject({ id: simulator.id, name: simulator.name, fullName: simulator.fullName, updatedAt: simulator.updatedAt });
    expect(listing.capabilities).toEqual(['Black oil', 'Compositional']);
    expect(simulatorCardSummary(listing).capabilities).toEqual(['Black oil', 'Compositional']);
    expect(filterSimulators([listing], simulator.name.toLowerCase(), DEFAULT_FILTER_STATE)).toEqual([listing]);
  });

  it('carries whether the harvested repository is archived, and no other harvested fact', () => {
    const facts = {
      latestRelease: null,
      lastCommitAt: null,
      stars: 10,
      forks: 2,
      openIssues: 1,
      commitsLastYear: 40,
      license: 'MIT',
      harvestedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(listing.archived).toBe(false);
    expect(toSimulatorListing(makeSimulator({ repository: { ...facts, archived: true } })).archived).toBe(true);
    expect(toSimulatorListing(makeSimulator({ repository: { ...facts, archived: false } })).archived).toBe(false);
    expect(toSimulatorListing(makeSimulator({ repository: { ...facts, archived: true } }))).not.toHaveProperty('repository');
  });

  it("carries the ids of the row's capability terms, a term this vocabulary does not know included", () => {
    const tagged = makeSimulator({
      capabilities: [
        { term: 'mpi', evidence: { source: 'record', field: 'parallelization_approaches', text: 'MPI' } },
        { term: 'a-newer-term', evidence: { source: 'admin', by: 'ada', at: '2026-01-01T00:00:00.000Z' } },
      ],
    });
    expect(toSimulatorListing(tagged).terms).toEqual(['mpi', 'a-newer-term']);
    expect(toSimulatorListing(makeSimulator({ capabilities: [] })).terms).toEqual([]);
    expect(toSimulatorListing(tagged)).not.toHaveProperty('evidence');
  });

  it("leaves the detail page's fields out", () => {
    for (const field of ['description', 'detailedCapabilities', 'learningResources', 'strengths', 'organizations', 'website']) {
      expect(listing).not.toHaveProperty(field);
    }
  });
});
