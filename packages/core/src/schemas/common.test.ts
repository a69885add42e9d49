import { describe, expect, it } from 'vitest';
import { IsoDate } from './common';

describe('IsoDate', () => {
  it.each(['2024-04-30', '2024-02-29', '2000-02-29', '0024-01-01', '9999-12-31'])('accepts %j', (text) => {
    expect(IsoDate.safeParse(text).success).toBe(true);
  });

  it.each(['2023-02-29', '1900-02-29', '2024-13-01', '2024-00-10', '2024-04-31', '2024-04-00', '0000-01-01', '2024-4-30', '30/04/2024', '2024-04-30T00:00:00Z', ''])(
    'refuses %j with one message',
    (text) => {
      const result = IsoDate.safeParse(text);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual(['Must be a date as YYYY-MM-DD.']);
    },
  );
});
