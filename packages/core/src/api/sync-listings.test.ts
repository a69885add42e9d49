import { describe, expect, expectTypeOf, it } from 'vitest';
import { toSimulatorListing, type SimulatorListing } from '../card/simulator-listing';
import { makeSimulator } from '../test/simulator-fixture';
import { SimulatorListingRow, SyncListingsResponse } from './sync-listings';

describe('SimulatorListingRow', () => {
  it('is the shape of toSimulatorListing, both ways', () => {
    expectTypeOf<SimulatorListingRow>().toExtend<SimulatorListing>();
    expectTypeOf<SimulatorListing>().toExtend<SimulatorListingRow>();
  });

  it('reads a listing as toSimulatorListing made it, through JSON, and nothing more', () => {
    const listing = toSimulatorListing(
      makeSimulator({
        detailedCapabilities: { physics_and_models: [{ capability_name: 'Black oil' }] },
        capabilities: [{ term: 'physics.black-oil', evidence: { source: 'record', field: 'physics_and_models', text: 'Black oil' } }],
      }),
    );
    const read = SimulatorListingRow.parse({ ...JSON.parse(JSON.stringify(listing)), description: 'a record field' });
    expect(read).toEqual(listing);
  });

  it('refuses a listing without its terms: the capability filter reads them', () => {
    const { terms: _, ...withoutTerms } = toSimulatorListing(makeSimulator());
    expect(SimulatorListingRow.safeParse(withoutTerms).success).toBe(false);
    expect(SyncListingsResponse.safeParse({ protocol: 2, dataset: 'd', cursor: '0', listings: [withoutTerms] }).success).toBe(false);
  });
});
