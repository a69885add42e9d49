import { z } from 'zod';
import { Simulator } from '../schemas/simulator';
import { SyncCursor, SyncQuery } from './sync';

/**
 * One simulator's listing on the wire: core's toSimulatorListing of its record (card/simulator-listing.ts), the
 * type that schema's test holds this one to. What a first visit's home, compare selection and search read.
 */
export const SimulatorListingRow = Simulator.pick({
  id: true,
  name: true,
  fullName: true,
  shortDescription: true,
  developmentStatus: true,
  applicationAreas: true,
  programmingLanguages: true,
  licenseType: true,
  relevantOrganizations: true,
  keyFeatures: true,
  lastReleaseDate: true,
  updatedAt: true,
}).extend({
  capabilities: z.array(z.string()),
  archived: z.boolean(),
  terms: z.array(z.string()),
});
export type SimulatorListingRow = z.infer<typeof SimulatorListingRow>;

/** GET /api/sync/listings takes the protocol the client speaks, as GET /api/sync does. */
export const SyncListingsQuery = SyncQuery.pick({ protocol: true });
export type SyncListingsQuery = z.infer<typeof SyncListingsQuery>;

/** The listings answer with its rows not yet read, so that a client can check 30,000 of them in slices. */
export const SyncListingsEnvelope = z.object({
  protocol: z.number().int(),
  /** The database the listings are of (SyncResponse.dataset). */
  dataset: z.string().min(1),
  /**
   * The sync position the listings are at: every change up to it is in them. The full sync that follows starts
   * from zero all the same (it brings the records); a client can tell from it how far behind a listing may be.
   */
  cursor: SyncCursor,
  listings: z.array(z.unknown()),
});
export type SyncListingsEnvelope = z.infer<typeof SyncListingsEnvelope>;

/** Every live simulator's listing, read in one snapshot with `cursor`. */
export const SyncListingsResponse = SyncListingsEnvelope.extend({ listings: z.array(SimulatorListingRow) });
export type SyncListingsResponse = z.infer<typeof SyncListingsResponse>;
