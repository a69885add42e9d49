import { z } from 'zod';
import { toSimulatorListing, type SimulatorListing } from '../card/simulator-listing';
import { Timestamp } from '../schemas/common';
import { OrganizationRef, Simulator } from '../schemas/simulator';
import { SyncCursor, SyncQuery } from './sync';

/**
 * A date as a listing carries it, YYYY-MM-DD by its form. The server writes it from a PostgreSQL date, always a
 * calendar day: IsoDate's calendar refine was a tenth to a fifth of checking 30,000 listings for no day it refuses.
 */
const ListedDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date as YYYY-MM-DD.');

/**
 * One simulator's listing on the wire: toSyncListing of its record, the type that schema's test holds this one to.
 * What a first visit's home, compare selection and search read. Plain lists, no `z.json()` or transform per entry:
 * a first visit checks 30,000 of them on the worker with zod's interpreted path (the page's CSP refuses its JIT),
 * and the server has read each record's odd JSON already (toSyncListing).
 */
export const SimulatorListingRow = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  fullName: z.string(),
  shortDescription: z.string(),
  developmentStatus: z.string(),
  applicationAreas: z.array(z.string()),
  programmingLanguages: z.array(z.string()),
  licenseType: z.string().nullable(),
  relevantOrganizations: z.array(OrganizationRef),
  keyFeatures: z.array(z.string()),
  lastReleaseDate: ListedDate.nullable(),
  updatedAt: Timestamp.nullable(),
  capabilities: z.array(z.string()),
  archived: z.boolean(),
  terms: z.array(z.string()),
});
export type SimulatorListingRow = z.infer<typeof SimulatorListingRow>;

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
