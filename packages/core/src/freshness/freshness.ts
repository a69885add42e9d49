/**
 * How recently a tool was released, from lastReleaseDate. One threshold serves the badge, the home filter and
 * the badge's tone: a release within RECENT_RELEASE_YEARS is recent; older than that reads "No release in N years".
 */
export const RECENT_RELEASE_YEARS = 2;

export type FreshnessTone = 'fresh' | 'ageing' | 'stale';

export interface Freshness {
  tone: FreshnessTone;
  label: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

interface CalendarDate {
  year: number;
  month: number;
  day: number;
  time: number;
}

const readDate = (iso: string | null | undefined): CalendarDate | null => {
  const match = ISO_DATE.exec(iso ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  // 2024-02-31 is not a date: Date.UTC would roll it into March.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day, time };
};

/** Whole calendar months from `from` to `to` (a month counts once its day of month is reached). */
const monthsBetween = (from: CalendarDate, to: CalendarDate): number =>
  (to.year - from.year) * 12 + (to.month - from.month) - (to.day < from.day ? 1 : 0);

const plural = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** Today as YYYY-MM-DD in UTC, the calendar the release dates are written in. */
export const isoToday = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/**
 * The badge for a release date as of `today` (both YYYY-MM-DD): "Released 4 months ago" while recent,
 * "No release in 3 years" once older than RECENT_RELEASE_YEARS; null without a (valid) date, since no release
 * date is not the same as an old one. Dates after today read as released today.
 */
export function releaseFreshness(lastReleaseDate: string | null | undefined, today: string): Freshness | null {
  const released = readDate(lastReleaseDate);
  const now = readDate(today);
  if (!released || !now) return null;
  const days = Math.max(0, Math.round((now.time - released.time) / DAY_MS));
  const months = Math.max(0, monthsBetween(released, now));
  if (months >= RECENT_RELEASE_YEARS * 12) {
    return { tone: 'stale', label: `No release in ${plural(Math.floor(months / 12), 'year')}` };
  }
  const tone: FreshnessTone = months < 12 ? 'fresh' : 'ageing';
  if (days === 0) return { tone, label: 'Released today' };
  if (days === 1) return { tone, label: 'Released yesterday' };
  if (days < 14) return { tone, label: `Released ${days} days ago` };
  if (months < 1) return { tone, label: `Released ${Math.floor(days / 7)} weeks ago` };
  if (months < 12) return { tone, label: `Released ${plural(months, 'month')} ago` };
  return { tone, label: `Released ${plural(Math.floor(months / 12), 'year')} ago` };
}

/** The home filter "Released in the last 2 years": the same threshold as the badge; no date never matches. */
export const releasedRecently = (lastReleaseDate: string | null | undefined, today: string): boolean => {
  const freshness = releaseFreshness(lastReleaseDate, today);
  return freshness !== null && freshness.tone !== 'stale';
};
