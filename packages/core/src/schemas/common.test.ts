import { describe, expect, it } from 'vitest';
import { IsoDate, Timestamp } from './common';

describe('IsoDate', () => {
  it.each(['2024-04-30', '2024-02-29', '2000-02-29', '0024-01-01', '9999-12-31'])('accepts %j', (text) => {
    expect(IsoDate.safeParse(text).success).toBe(true);
  });

  it.each([
    '2023-02-29',
    '1900-02-29',
    '2024-13-01',
    '2024-00-10',
    '2024-04-31',
    '2024-04-00',
    '0000-01-01',
    '2024-4-30',
    '30/04/2024',
    '2024-04-30T00:00:00Z',
    '',
  ])('refuses %j with one message', (text) => {
    const result = IsoDate.safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Must be a date as YYYY-MM-DD.']);
  });
});

describe('Timestamp', () => {
  it.each(['2024-04-30T12:00:00Z', '2024-04-30T12:00:00.123456+02:00', '0001-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z'])(
    'accepts %j',
    (text) => {
      expect(Timestamp.safeParse(text).success).toBe(true);
    },
  );

  it.each(['0000-01-01T00:00:00Z', '0001-01-01T00:00:00+14:00', '9999-12-31T23:59:59-23:59'])(
    'refuses %j, outside the years 1 to 9999 in UTC',
    (text) => {
      expect(Timestamp.safeParse(text).error?.issues.map((i) => i.message)).toEqual(['Must be a date and time in the years 1 to 9999.']);
    },
  );

  it('refuses text that is no timestamp with one message', () => {
    expect(Timestamp.safeParse('2024-04-30').error?.issues).toHaveLength(1);
  });
});
