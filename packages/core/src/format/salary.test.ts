import { describe, expect, it } from 'vitest';
import { formatSalary } from './salary';

const job = (salaryMin: number | null, salaryMax: number | null, salaryCurrency?: string | null) => ({
  salaryMin,
  salaryMax,
  salaryCurrency,
});

describe('formatSalary', () => {
  it('formats a range in US English without decimals', () => {
    expect(formatSalary(job(90000, 120000, 'USD'), { detail: false })).toBe('$90,000 - $120,000');
    expect(formatSalary(job(90000, 120000, 'USD'), { detail: true })).toBe('$90,000 - $120,000');
  });

  it('rounds fractional amounts', () => {
    expect(formatSalary(job(99999.6, null), { detail: false })).toBe('From $100,000');
  });

  it('shows one amount when both bounds are equal', () => {
    expect(formatSalary(job(80000, 80000), { detail: true })).toBe('$80,000');
  });

  it('says From or Up to with one bound', () => {
    expect(formatSalary(job(70000, null), { detail: false })).toBe('From $70,000');
    expect(formatSalary(job(null, 150000), { detail: true })).toBe('Up to $150,000');
  });

  it('treats 0 as a real bound', () => {
    expect(formatSalary(job(0, 1000), { detail: false })).toBe('$0 - $1,000');
  });

  it('says Not disclosed on the detail page and nothing on cards', () => {
    expect(formatSalary(job(null, null), { detail: true })).toBe('Not disclosed');
    expect(formatSalary(job(null, null), { detail: false })).toBe('');
  });

  it('uses the job currency, defaulting to USD', () => {
    expect(formatSalary(job(50000, 60000, 'EUR'), { detail: false })).toBe('€50,000 - €60,000');
    expect(formatSalary(job(50000, null, 'GBP'), { detail: false })).toBe('From £50,000');
    expect(formatSalary(job(50000, null, null), { detail: false })).toBe('From $50,000');
    expect(formatSalary(job(50000, null, ''), { detail: false })).toBe('From $50,000');
    expect(formatSalary({ salaryMin: 50000, salaryMax: null }, { detail: false })).toBe('From $50,000');
  });

  it('does not throw on a malformed currency code', () => {
    expect(formatSalary(job(50000, null, 'X1'), { detail: false })).toBe('From X1 50,000');
  });
});
