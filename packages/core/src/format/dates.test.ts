import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { expiryText, formatJobDateLong, formatJobDateShort, formatUpdatedDate } from './dates';

describe('formatUpdatedDate', () => {
  it.each([
    ['2024-01-05', 'Jan 5, 2024'],
    ['2023-12-31', 'Dec 31, 2023'],
    ['2024-01-05T12:00:00', 'Jan 5, 2024'],
    [' 2024-11-20 ', 'Nov 20, 2024'],
  ])('%j -> %j', (value, text) => expect(formatUpdatedDate(value)).toBe(text));

  it('formats a Date', () => {
    expect(formatUpdatedDate(new Date(2024, 6, 4, 15))).toBe('Jul 4, 2024');
  });

  it.each([null, undefined, '', 'not a date', '2024-13-45', new Date(Number.NaN)])('%j -> Unknown', (value) => {
    expect(formatUpdatedDate(value)).toBe('Unknown');
  });

  it('reads a date-only value as that calendar day whatever the time zone', () => {
    expect(formatUpdatedDate('2024-03-01')).toBe('Mar 1, 2024');
  });
});

describe('the month names written out by hand', () => {
  it("match date-fns' en-US 'MMM d, yyyy' and 'MMMM d, yyyy' on every day of a leap year and odd years", () => {
    const days = Array.from({ length: 366 }, (_, day) => new Date(2024, 0, 1 + day, 12));
    const years = [1, 99, 999, 1000, 1969, 2038, 9999].map((year) => {
      const date = new Date(2000, 4, 7, 12);
      date.setFullYear(year);
      return date;
    });
    for (const date of [...days, ...years]) {
      expect(formatUpdatedDate(date)).toBe(format(date, 'MMM d, yyyy'));
      expect(formatJobDateShort(date)).toBe(format(date, 'MMM d, yyyy'));
      expect(formatJobDateLong(date)).toBe(format(date, 'MMMM d, yyyy'));
    }
  });
});

describe('job dates', () => {
  it('formats short and long US English months', () => {
    expect(formatJobDateShort('2024-09-15T10:00:00')).toBe('Sep 15, 2024');
    expect(formatJobDateLong('2024-09-15T10:00:00')).toBe('September 15, 2024');
    expect(formatJobDateLong(new Date(2025, 0, 1, 12))).toBe('January 1, 2025');
  });

  it('gives Unknown for missing or invalid dates', () => {
    expect(formatJobDateShort(null)).toBe('Unknown');
    expect(formatJobDateLong('garbage')).toBe('Unknown');
  });
});

describe('expiryText', () => {
  const now = new Date(2024, 5, 10, 9, 0);

  it('is null without an expiry or with an invalid one', () => {
    expect(expiryText(null, now)).toBeNull();
    expect(expiryText(undefined, now)).toBeNull();
    expect(expiryText('soon', now)).toBeNull();
  });

  it('is Expired once the instant has passed, and at the instant itself', () => {
    expect(expiryText(new Date(2024, 5, 9, 9, 0), now)).toEqual({ text: 'Expired', expired: true });
    expect(expiryText(new Date(2024, 5, 10, 8, 59), now)).toEqual({ text: 'Expired', expired: true });
    expect(expiryText(new Date(now), now)).toEqual({ text: 'Expired', expired: true });
  });

  it('says Expires tomorrow later today and on the next calendar day', () => {
    expect(expiryText(new Date(2024, 5, 10, 23, 0), now)).toEqual({ text: 'Expires tomorrow', expired: false });
    expect(expiryText(new Date(2024, 5, 11, 1, 0), now)).toEqual({ text: 'Expires tomorrow', expired: false });
    expect(expiryText(new Date(2024, 5, 11, 23, 59), now)).toEqual({ text: 'Expires tomorrow', expired: false });
  });

  it('counts whole calendar days beyond that', () => {
    expect(expiryText(new Date(2024, 5, 12, 0, 1), now)).toEqual({ text: 'Expires in 2 days', expired: false });
    expect(expiryText(new Date(2024, 6, 10, 9, 0), now)).toEqual({ text: 'Expires in 30 days', expired: false });
  });

  it('reads ISO text', () => {
    const later = new Date(now.getTime() + 5 * 24 * 3600 * 1000).toISOString();
    expect(expiryText(later, now)?.text).toBe('Expires in 5 days');
  });
});
