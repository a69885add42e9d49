import { describe, expect, expectTypeOf, it } from 'vitest';
import { toSimulatorListing, type SimulatorListing } from '../card/simulator-listing';
import { Simulator } from '../schemas/simulator';
import { makeSimulator } from '../test/simulator-fixture';
import { SimulatorListingRow, SyncListingsResponse, toSyncListing } from './sync-listings';

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

  it('refuses organisations of another shape: the listing carries them read already (toSyncListing), no JSON to normalise', () => {
    const listing = toSimulatorListing(makeSimulator());
    expect(SimulatorListingRow.safeParse({ ...listing, relevantOrganizations: ['SINTEF', { role: 'no name' }] }).success).toBe(false);
    expect(SimulatorListingRow.safeParse({ ...listing, relevantOrganizations: 'SINTEF' }).success).toBe(false);
  });

  it('checks a date by its form only: the server writes a PostgreSQL date, a calendar day', () => {
    const listing = toSimulatorListing(makeSimulator());
    expect(SimulatorListingRow.safeParse({ ...listing, lastReleaseDate: '2023-02-29' }).success).toBe(true);
    expect(SimulatorListingRow.safeParse({ ...listing, lastReleaseDate: '29/02/2023' }).success).toBe(false);
    expect(SimulatorListingRow.safeParse({ ...listing, updatedAt: 'yesterday' }).success).toBe(false);
  });
});

describe('toSyncListing', () => {
  it("reads a record's odd JSON lists as the records' sync does, so the listing passes the check and is the one the synced record makes", () => {
    const raw = {
      ...makeSimulator(),
      relevantOrganizations: [{ role: 'no name' }, 7, 'SINTEF', { name: 'Equinor' }],
      capabilities: [
        5,
        { evidence: null },
        { term: 'physics.black-oil', evidence: { source: 'record', field: 'physics_and_models', text: 'x' } },
      ],
    } as unknown as Simulator;
    const listing = toSyncListing(raw);
    expect(listing.relevantOrganizations).toEqual(['SINTEF', { name: 'Equinor' }]);
    expect(listing.terms).toEqual(['physics.black-oil']);
    expect(SimulatorListingRow.parse(JSON.parse(JSON.stringify(listing)))).toEqual(listing);
    expect(listing).toEqual(toSimulatorListing(Simulator.parse(raw)));
  });
});
