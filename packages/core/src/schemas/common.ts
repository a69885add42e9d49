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

export { Timestamp } from './timestamp';

/** Every synced row carries the sequence value of its last write (see the sync protocol). */
export const RowVersion = z.number().int().nonnegative();
