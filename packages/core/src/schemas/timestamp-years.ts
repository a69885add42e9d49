// Timestamp's range, apart from its zod schema (timestamp.ts): the sync worker's plain check of the listings
// (api/listing-row-check.ts) applies the same rule without zod.

const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00Z');
const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');

export const TIMESTAMP_YEARS_MESSAGE = 'Must be a date and time in the years 1 to 9999.';

/**
 * Whether an ISO 8601 date and time is in the years 1 to 9999 (UTC): PostgreSQL refuses year 0, and a year past
 * 9999 comes back from toISOString as '+010000-…', which is no longer this format.
 */
export function isInTimestampYears(text: string): boolean {
  const instant = Date.parse(text);
  return instant >= FIRST_INSTANT && instant <= LAST_INSTANT;
}
