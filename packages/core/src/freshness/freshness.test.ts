import { describe, expect, it } from 'vitest';
import { isoToday, releasedRecently, releaseFreshness } from './freshness';

const TODAY = '2026-11-23';

describe('releaseFreshness', () => {
  it.each([
    ['2026-11-23', 'Released today', 'fresh'],
    ['2026-12-01', 'Released today', 'fresh'],
    ['2026-11-22', 'Released yesterday', 'fresh'],
    ['2026-11-21', 'Released 2 days ago', 'fresh'],
    ['2026-11-10', 'Released 13 days ago', 'fresh'],
    ['2026-11-09', 'Released 2 weeks ago', 'fresh'],
    ['2026-10-24', 'Released 4 weeks ago', 'fresh'],
    ['2026-10-23', 'Released 1 month ago', 'fresh'],
    ['2026-07-23', 'Released 4 months ago', 'fresh'],
    ['2026-07-24', 'Released 3 months ago', 'fresh'],
    ['2025-11-24', 'Released 11 months ago', 'fresh'],
    ['2025-11-23', 'Released 1 year ago', 'ageing'],
    ['2024-11-24', 'Released 1 year ago', 'ageing'],
    ['2024-11-23', 'No release in 2 years', 'stale'],
    ['2023-11-24', 'No release in 2 years', 'stale'],
    ['2023-11-23', 'No release in 3 years', 'stale'],
    ['2003-01-01', 'No release in 23 years', 'stale'],
  ])('%s -> %s', (date, label, tone) => {
    expect(releaseFreshness(date, TODAY)).toEqual({ label, tone });
  });

  it('counts month ends by the calendar', () => {
    expect(releaseFreshness('2026-01-31', '2026-02-28')?.label).toBe('Released 4 weeks ago');
    expect(releaseFreshness('2026-01-31', '2026-03-01')?.label).toBe('Released 1 month ago');
    expect(releaseFreshness('2024-02-29', '2026-02-28')?.label).toBe('Released 1 year ago');
    expect(releaseFreshness('2024-02-29', '2026-03-01')?.label).toBe('No release in 2 years');
  });

  it.each([null, undefined, '', '2024', '2024-13-01', '2024-02-30', 'soon'])('no badge for %j', (date) => {
    expect(releaseFreshness(date, TODAY)).toBeNull();
  });
});

describe('releasedRecently', () => {
  it.each([
    ['2026-11-23', true],
    ['2024-11-24', true],
    ['2024-11-23', false],
    ['2010-05-05', false],
    [null, false],
  ])('%s -> %s', (date, expected) => {
    expect(releasedRecently(date, TODAY)).toBe(expected);
  });
});

it('isoToday is the UTC calendar date', () => {
  expect(isoToday(new Date('2026-11-23T23:30:00-05:00'))).toBe('2026-11-24');
});
