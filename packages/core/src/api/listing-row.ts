import { z } from 'zod/mini';
import { OrganizationRef } from '../schemas/organization-ref';
import { Timestamp } from '../schemas/timestamp';
import { LISTED_DATE_MESSAGE, LISTED_DATE_PATTERN } from './sync-patterns';
import { SyncCursor } from './sync-cursor';

// With zod's mini API: these are all the sync worker checks before home can show a first visit's count, and
// classic zod (about 26 KB compressed, which keeps all of itself) would otherwise be most of the worker's first
// download. sync-listings.ts re-exports them beside the classic schemas built from them. The worker itself checks
// them with plain code held to these schemas' verdicts (listing-row-check.ts), so it loads no zod before the count.

/**
 * A date as a listing carries it, YYYY-MM-DD by its form. The server writes it from a PostgreSQL date, always a
 * calendar day: IsoDate's calendar refine was a tenth to a fifth of checking 30,000 listings for no day it refuses.
 */
const ListedDate = z.string().check(z.regex(LISTED_DATE_PATTERN, LISTED_DATE_MESSAGE));

/**
 * One simulator's listing on the wire: toSyncListing of its record, the type that schema's test holds this one to.
 * What a first visit's home, compare selection and search read. Plain lists, no `z.json()` or transform per entry:
 * a first visit checks 30,000 of them on the worker with zod's interpreted path (the page's CSP refuses its JIT),
 * and the server has read each record's odd JSON already (toSyncListing).
 */
export const SimulatorListingRow = z.object({
  id: z.number().check(z.int(), z.positive()),
  name: z.string(),
  fullName: z.string(),
  shortDescription: z.string(),
  developmentStatus: z.string(),
  applicationAreas: z.array(z.string()),
  programmingLanguages: z.array(z.string()),
  licenseType: z.nullable(z.string()),
  relevantOrganizations: z.array(OrganizationRef),
  keyFeatures: z.array(z.string()),
  lastReleaseDate: z.nullable(ListedDate),
  updatedAt: z.nullable(Timestamp),
  capabilities: z.array(z.string()),
  archived: z.boolean(),
  terms: z.array(z.string()),
});
export type SimulatorListingRow = z.infer<typeof SimulatorListingRow>;

/** The listings answer with its rows not yet read, so that a client can check 30,000 of them in slices. */
export const SyncListingsEnvelope = z.object({
  protocol: z.number().check(z.int()),
  /** The database the listings are of (SyncResponse.dataset). */
  dataset: z.string().check(z.minLength(1)),
  /**
   * The sync position the listings are at: every change up to it is in them. The full sync that follows starts
   * from zero all the same (it brings the records); a client can tell from it how far behind a listing may be.
   */
  cursor: SyncCursor,
  listings: z.array(z.unknown()),
});
export type SyncListingsEnvelope = z.infer<typeof SyncListingsEnvelope>;

/** Every live simulator's listing, read in one snapshot with `cursor`. */
export const SyncListingsResponse = z.extend(SyncListingsEnvelope, { listings: z.array(SimulatorListingRow) });
export type SyncListingsResponse = z.infer<typeof SyncListingsResponse>;
