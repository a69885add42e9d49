import { describe, expect, it } from 'vitest';
import { CSV_BOM } from '../export/csv';
import { maskEmail, SubscriberCountQuery, subscriberCsvHeader, subscriberCsvRow, SubscriberListQuery, type Subscriber } from './subscriber';

const subscriber = (extra: Partial<Subscriber> = {}): Subscriber => ({
  id: 1,
  email: 'ada@example.org',
  name: null,
  company: null,
  source: 'website',
  status: 'pending',
  subscribedAt: '2026-01-01T00:00:00.000Z',
  confirmedAt: null,
  unsubscribedAt: null,
  bouncedAt: null,
  ...extra,
});

describe('maskEmail', () => {
  it.each([
    ['ada@example.com', 'a***@example.com'],
    ['A.Lovelace+news@Example.COM', 'A***@Example.COM'],
    ['x@y.z', 'x***@y.z'],
    ['"odd@local"@example.org', '"***@example.org'],
    ['😀smile@example.org', '😀***@example.org'],
    ['no-at-sign', '***'],
    ['@example.org', '***'],
  ])('%s is kept as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe('the subscribers export', () => {
  it('starts with the byte order mark and names its columns', () => {
    expect(subscriberCsvHeader()).toBe(
      `${CSV_BOM}"Email","Name","Company","Source","Status","Bounced","Subscribed","Confirmed","Unsubscribed"\r\n`,
    );
  });

  it('writes blanks for what is missing and neutralises formulas', () => {
    expect(subscriberCsvRow(subscriber({ name: '@SUM(A1)', company: 'Acme "R&D"' }))).toBe(
      `"ada@example.org","'@SUM(A1)","Acme ""R&D""","website","pending","","2026-01-01T00:00:00.000Z","",""\r\n`,
    );
  });
});

describe('the subscribers query', () => {
  it('reads the status filter and the format beside the admin table query', () => {
    expect(SubscriberListQuery.parse({ status: 'bounced', format: 'csv', sort: '-email' })).toMatchObject({
      status: 'bounced',
      format: 'csv',
      sort: { field: 'email', descending: true },
      page: 1,
    });
    expect(SubscriberListQuery.parse({})).toMatchObject({ format: 'json', sort: { field: 'subscribedAt', descending: true } });
    expect(SubscriberListQuery.safeParse({ status: 'spam' }).success).toBe(false);
    expect(SubscriberListQuery.safeParse({ format: 'xlsx' }).success).toBe(false);
    expect(SubscriberCountQuery.parse({ q: ' nasa ', status: 'confirmed' })).toEqual({ q: 'nasa', status: 'confirmed' });
  });
});
