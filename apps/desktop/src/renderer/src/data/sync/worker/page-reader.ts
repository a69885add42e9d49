import { SimulatorListingRow, SyncListingsEnvelope, SyncListingsResponse } from '@rsd/core';
import { z } from 'zod/mini';
import type { TimeSlicer } from '../../../lib/time-slicer';

// zod's mini API only: this is what the worker runs before home can show a first visit's count. The records'
// pages are read by records-reader.ts, with classic zod, loaded once the listings are stored (valid-page.ts).

type Issue = z.core.$ZodIssue;

/** Reads each row of one list with its schema, in slices; a row that fails adds its issues under its full path. */
export async function readRows<T>(
  field: string,
  rows: readonly unknown[],
  schema: z.core.$ZodType<T>,
  slicer: TimeSlicer,
  issues: Issue[],
  offset = 0,
): Promise<T[]> {
  const read: T[] = [];
  await slicer.forEach(rows, (row, index) => {
    const result = z.safeParse(schema, row);
    if (result.success) read.push(result.data);
    else for (const issue of result.error.issues) issues.push({ ...issue, path: [field, offset + index, ...issue.path] });
  });
  return read;
}

/** The first chunk of listings: a first screen's worth, as a page of records brings (SYNC_DEFAULT_LIMIT). */
export const FIRST_LISTINGS_CHUNK = 500;
/** Each next chunk is this many times the one before: few transactions in all, the first one small. */
const LISTINGS_CHUNK_GROWTH = 4;

/**
 * SyncListingsResponse.parse in chunks, so the worker can store the first listings before it has checked the
 * rest: the envelope, then the listings 500 first, then four times more a chunk, each chunk yielded as the answer
 * with that chunk's listings (at least one chunk, empty when the answer is). A chunk with a bad listing throws
 * SyncListingsResponse's own error for that chunk's issues (under their full path); the chunks before were yielded.
 */
export async function* readSyncListingChunks(raw: unknown, slicer: TimeSlicer): AsyncGenerator<SyncListingsResponse> {
  const envelope = SyncListingsEnvelope.safeParse(raw);
  if (!envelope.success) {
    yield SyncListingsResponse.parse(raw);
    return;
  }
  const all = envelope.data.listings;
  let start = 0;
  let size = FIRST_LISTINGS_CHUNK;
  do {
    const issues: Issue[] = [];
    const listings = await readRows('listings', all.slice(start, start + size), SimulatorListingRow, slicer, issues, start);
    if (issues.length > 0) throw new z.core.$ZodRealError(issues);
    yield { ...envelope.data, listings };
    start += size;
    size *= LISTINGS_CHUNK_GROWTH;
  } while (start < all.length);
}
