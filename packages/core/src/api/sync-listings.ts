import { z } from 'zod';
import { toSimulatorListing, type SimulatorListing } from '../card/simulator-listing';
import { Simulator } from '../schemas/simulator';
import { SyncListingsResponse } from './listing-row';
import { SyncQuery } from './sync';

export * from './listing-row';

/** A record's JSON lists as the records' sync reads them (syncedItems): an entry of another shape is left out. */
const SyncedListingLists = Simulator.pick({ relevantOrganizations: true, capabilities: true });

/**
 * The listing the listings answer carries for a record as the server reads it from PostgreSQL, whose JSON lists may
 * hold entries of any shape: toSimulatorListing with those lists read first as the records' sync reads them, so the
 * listing passes SimulatorListingRow and is the one a client derives from the synced record.
 */
export const toSyncListing = (record: Simulator): SimulatorListing =>
  toSimulatorListing({ ...record, ...SyncedListingLists.parse(record) });

/** GET /api/sync/listings takes the protocol the client speaks, as GET /api/sync does. */
export const SyncListingsQuery = SyncQuery.pick({ protocol: true });
export type SyncListingsQuery = z.infer<typeof SyncListingsQuery>;

/**
 * SyncListingsResponse as a classic schema, for the contract's entry (whose schemas are classic): the same fields,
 * defined once in listing-row.ts.
 */
export const SyncListingsAnswer = z.object(SyncListingsResponse.shape);
