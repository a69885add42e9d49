import { z } from 'zod';

const ISO_DATE_MESSAGE = 'Must be a date as YYYY-MM-DD.';

/** YYYY-MM-DD naming a day that exists: 2024-02-29 does, 2023-02-29 and 2024-13-01 do not; there is no year 0. */
const isCalendarDate = (text: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [year = 0, month = 0, day = 0] = text.split('-').map(Number);
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** A calendar date written YYYY-MM-DD, that exists (PostgreSQL refuses any other in a date column). */
export const IsoDate = z.string().refine(isCalendarDate, ISO_DATE_MESSAGE);

const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00Z');
const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');

/**
 * An instant, serialised as an ISO 8601 string, in the years 1 to 9999 (UTC): PostgreSQL refuses year 0, and a year
 * past 9999 comes back from toISOString as '+010000-…', which is no longer this format.
 */
export const Timestamp = z
  .string()
  .datetime({ offset: true, abort: true })
  .refine((text) => {
    const instant = Date.parse(text);
    return instant >= FIRST_INSTANT && instant <= LAST_INSTANT;
  }, 'Must be a date and time in the years 1 to 9999.');

/** Every synced row carries the sequence value of its last write (see the sync protocol). */
export const RowVersion = z.number().int().nonnegative();
