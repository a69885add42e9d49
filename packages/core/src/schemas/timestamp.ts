import { z } from 'zod/mini';

// With zod's mini API, apart from common.ts: the sync worker checks the listings' timestamps before it needs any
// classic schema, and classic zod is most of its download otherwise. Classic schemas take it as any other.

const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00Z');
const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');

/**
 * An instant, serialised as an ISO 8601 string, in the years 1 to 9999 (UTC): PostgreSQL refuses year 0, and a year
 * past 9999 comes back from toISOString as '+010000-…', which is no longer this format.
 */
export const Timestamp = z.iso.datetime({ offset: true, abort: true }).check(
  z.refine((text) => {
    const instant = Date.parse(text);
    return instant >= FIRST_INSTANT && instant <= LAST_INSTANT;
  }, 'Must be a date and time in the years 1 to 9999.'),
);
