import { describe, expect, it } from 'vitest';
import {
  errorReportStatusChange,
  humanizeSnakeCase,
  isDecidable,
  roleBadgeTone,
  submissionAreasPreview,
  submissionDecision,
} from './admin-actions';

describe('roleBadgeTone', () => {
  it.each([
    ['admin', 'purple'],
    ['Admin', 'purple'],
    [' admin ', 'purple'],
    ['editor', 'blue'],
    ['user', 'blue'],
    ['administrator', 'blue'],
    ['', 'blue'],
  ] as const)('%s -> %s', (role, tone) => {
    expect(roleBadgeTone(role)).toBe(tone);
  });
});

describe('review notes of each action', () => {
  it('resolve and reopen', () => {
    expect(errorReportStatusChange(true)).toEqual({ resolved: true, adminNotes: 'Reviewed and resolved by admin' });
    expect(errorReportStatusChange(false)).toEqual({ resolved: false, adminNotes: 'Reopened by admin for further review' });
  });

  it('approve and reject', () => {
    expect(submissionDecision('approved')).toEqual({
      status: 'approved',
      adminNotes: 'Submission approved by admin. Added to simulators database.',
    });
    expect(submissionDecision('rejected')).toEqual({ status: 'rejected', adminNotes: 'Submission rejected by admin.' });
  });

  it('only a pending submission can be decided', () => {
    expect(isDecidable({ status: 'pending' })).toBe(true);
    expect(isDecidable({ status: 'approved' })).toBe(false);
    expect(isDecidable({ status: 'rejected' })).toBe(false);
  });
});

describe('submissionAreasPreview', () => {
  it.each([
    [[], [], 0],
    [['A'], ['A'], 0],
    [['A', 'B'], ['A', 'B'], 0],
    [['A', 'B', 'C'], ['A', 'B'], 1],
    [['A', 'B', 'C', 'D', 'E'], ['A', 'B'], 3],
  ])('%j shows %j and %i more', (areas, shown, more) => {
    expect(submissionAreasPreview(areas)).toEqual({ shown, more });
  });
});

describe('humanizeSnakeCase', () => {
  it.each([
    ['inaccurate', 'Inaccurate'],
    ['missing_data', 'Missing data'],
    ['__odd__case', 'Odd case'],
    ['', ''],
  ])('%s -> %s', (value, expected) => {
    expect(humanizeSnakeCase(value)).toBe(expected);
  });
});
