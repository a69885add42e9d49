import { differenceInCalendarDays, isValid, parseISO } from 'date-fns';

export const UNKNOWN_DATE = 'Unknown';

/** ISO text or a Date; a date-only 'YYYY-MM-DD' is read as that local calendar day, not UTC midnight. */
const toDate = (value: string | Date | null | undefined): Date | null => {
  if (value === null || value === undefined) return null;
  const date = typeof value === 'string' ? parseISO(value.trim()) : value;
  return isValid(date) ? date : null;
};

// US English month names, spelled out here rather than through date-fns' format(), whose pattern parser and
// locale tables would weigh on every screen that shows a date (home's cards among them).
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'Jan 5, 2024' (short: the month's first three letters, as en-US abbreviates them) or 'January 5, 2024'. */
const formatOr = (value: string | Date | null | undefined, month: 'short' | 'long', fallback: string): string => {
  const date = toDate(value);
  if (!date) return fallback;
  const name = MONTHS[date.getMonth()]!;
  const year = String(date.getFullYear()).padStart(4, '0');
  return `${month === 'short' ? name.slice(0, 3) : name} ${date.getDate()}, ${year}`;
};

/** Simulator 'Updated:' and detail dates: 'Jan 5, 2024', or 'Unknown' when missing or invalid. */
export const formatUpdatedDate = (value: string | Date | null | undefined): string => formatOr(value, 'short', UNKNOWN_DATE);

/** Job dates, US English short month: 'Jan 5, 2024' ('Unknown' when missing or invalid). */
export const formatJobDateShort = (value: string | Date | null | undefined): string => formatOr(value, 'short', UNKNOWN_DATE);

/** Job dates, US English long month: 'January 5, 2024' ('Unknown' when missing or invalid). */
export const formatJobDateLong = (value: string | Date | null | undefined): string => formatOr(value, 'long', UNKNOWN_DATE);

export interface ExpiryText {
  text: string;
  expired: boolean;
}

/**
 * Job expiry (product rules §4). Days are calendar days in local time. Once the instant has passed: 'Expired'.
 * The spec has only three texts, so expiring later today reads 'Expires tomorrow' like one day left.
 * No (or an invalid) expiry: null, nothing to show.
 */
export const expiryText = (expiresAt: string | Date | null | undefined, now: Date): ExpiryText | null => {
  const expires = toDate(expiresAt);
  if (!expires) return null;
  if (expires.getTime() <= now.getTime()) return { text: 'Expired', expired: true };
  const days = differenceInCalendarDays(expires, now);
  return { text: days <= 1 ? 'Expires tomorrow' : `Expires in ${days} days`, expired: false };
};
