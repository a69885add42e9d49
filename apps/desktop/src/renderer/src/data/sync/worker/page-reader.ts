import {
  checkSyncListingsEnvelope,
  describeIssues,
  readListingRow,
  type CheckIssue,
  type SimulatorListingRow,
  type SyncListingsResponse,
} from '@rsd/core';
import type { TimeSlicer } from '../../../lib/time-slicer';

// No zod: this is what the worker runs before home can show a first visit's count, and zod's core (which the
// records' classic schemas share) would be a download of its own before it. Core's plain checks are held to the
// zod schemas' verdicts (listing-row-check.test.ts). The records' pages are read by records-reader.ts, with
// classic zod, loaded once the listings are stored (valid-page.ts).

/** A listings answer the worker refuses: every issue of the part checked, each under its full path. */
export class SyncListingsError extends Error {
  override readonly name = 'SyncListingsError';
  constructor(readonly issues: readonly CheckIssue[]) {
    super(`The server's listings answer is not one this app can read:\n${describeIssues(issues)}`);
  }
}

/** The first chunk of listings: a first screen's worth, as a page of records brings (SYNC_DEFAULT_LIMIT). */
export const FIRST_LISTINGS_CHUNK = 500;
/** Each next chunk is this many times the one before: few transactions in all, the first one small. */
const LISTINGS_CHUNK_GROWTH = 4;

/**
 * SyncListingsResponse.parse in chunks, so the worker can store the first listings before it has checked the
 * rest: the envelope, then the listings 500 first, then four times more a chunk, each chunk yielded as the answer
 * with that chunk's listings (at least one chunk, empty when the answer is). A bad envelope throws a
 * SyncListingsError with its issues; a chunk with a bad listing, one with that chunk's issues (under their full
 * path, ['listings', 700, 'name']), the chunks before it yielded.
 */
export async function* readSyncListingChunks(raw: unknown, slicer: TimeSlicer): AsyncGenerator<SyncListingsResponse> {
  const envelope = checkSyncListingsEnvelope(raw);
  if (!envelope.success) throw new SyncListingsError(envelope.issues);
  const all = envelope.data.listings;
  let start = 0;
  let size = FIRST_LISTINGS_CHUNK;
  do {
    const issues: CheckIssue[] = [];
    const listings: SimulatorListingRow[] = [];
    const offset = start;
    await slicer.forEach(all.slice(start, start + size), (row, index) => {
      const listing = readListingRow(row, ['listings', offset + index], issues);
      if (listing !== null) listings.push(listing);
    });
    if (issues.length > 0) throw new SyncListingsError(issues);
    yield { ...envelope.data, listings };
    start += size;
    size *= LISTINGS_CHUNK_GROWTH;
  } while (start < all.length);
}
