import { z } from 'zod/mini';
import { isInTimestampYears, TIMESTAMP_YEARS_MESSAGE } from './timestamp-years';

// With zod's mini API, apart from common.ts: classic schemas take it as any other. The sync worker checks the
// listings' timestamps with plain code held to this schema (api/listing-row-check.ts).

/** An instant, serialised as an ISO 8601 string with its offset, in the years 1 to 9999 (timestamp-years.ts). */
export const Timestamp = z.iso.datetime({ offset: true, abort: true }).check(z.refine(isInTimestampYears, TIMESTAMP_YEARS_MESSAGE));
