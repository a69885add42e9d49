import { describe, expect, it } from 'vitest';
import {
  commitsLastYearText,
  compareReleaseVersions,
  countText,
  harvestedReleaseIsNewer,
  harvestedReleaseText,
  harvestProvenanceText,
  lastCommitText,
  relativeAge,
  repositoryCountTexts,
} from './harvested-facts';

const NOW = new Date('2026-03-15T12:00:00.000Z');

describe('relativeAge', () => {
  it.each([
    ['2026-03-15T12:00:00.000Z', 'just now'],
    ['2026-03-15T11:59:01.000Z', 'just now'],
    ['2026-03-15T11:59:00.000Z', '1 minute ago'],
    ['2026-03-15T11:15:00.000Z', '45 minutes ago'],
    ['2026-03-15T10:59:59.000Z', '1 hour ago'],
    ['2026-03-15T10:00:00.000Z', '2 hours ago'],
    ['2026-03-14T12:00:01.000Z', '23 hours ago'],
    ['2026-03-14T12:00:00.000Z', '1 day ago'],
    ['2026-03-12T09:00:00.000Z', '3 days ago'],
    ['2026-02-14T12:00:00.000Z', '29 days ago'],
    ['2026-01-15T12:00:00.000Z', '1 month ago'],
    ['2025-09-15T12:00:00.000Z', '6 months ago'],
    ['2025-03-15T12:00:00.000Z', '1 year ago'],
    ['2023-01-01T00:00:00.000Z', '3 years ago'],
    ['2026-03-15T14:00:00+02:00', 'just now'],
  ])('%s -> %s', (at, text) => {
    expect(relativeAge(at, NOW)).toBe(text);
  });

  it('reads an instant ahead of the clock (a skewed clock) as just now', () => {
    expect(relativeAge('2026-03-16T12:00:00.000Z', NOW)).toBe('just now');
  });

  it.each([null, undefined, '', 'yesterday', '2026-13-45T00:00:00Z'])('nothing for %j', (at) => {
    expect(relativeAge(at, NOW)).toBeNull();
  });
});

describe('the harvested lines', () => {
  it('last commit: its age, or nothing without one', () => {
    expect(lastCommitText('2026-03-12T09:00:00.000Z', NOW)).toBe('Last commit 3 days ago');
    expect(lastCommitText(null, NOW)).toBeNull();
  });

  it('provenance: where the facts came from and when', () => {
    expect(harvestProvenanceText('2026-03-15T10:00:00.000Z', NOW)).toBe('Facts from the repository, harvested 2 hours ago');
    expect(harvestProvenanceText('not a time', NOW)).toBe('Facts from the repository');
  });

  it('release: the version as shown beside a name, and its date when known', () => {
    expect(harvestedReleaseText({ version: 'release-3.6.2', date: '2024-01-05' })).toBe('v3.6.2, released Jan 5, 2024');
    expect(harvestedReleaseText({ version: '2025b', date: null })).toBe('v2025b');
    expect(harvestedReleaseText({ version: 'nightly', date: null })).toBe('nightly');
  });

  it.each([
    [0, '0 stars'],
    [1, '1 star'],
    [1234, '1,234 stars'],
    [null, null],
  ])('count %j -> %j', (count, text) => {
    expect(countText(count, 'star', 'stars')).toBe(text);
  });

  it('counts: only those the forge gave, in order', () => {
    expect(repositoryCountTexts({ stars: 1234, forks: 1, openIssues: 57 })).toEqual(['1,234 stars', '1 fork', '57 open issues']);
    expect(repositoryCountTexts({ stars: null, forks: 3, openIssues: null })).toEqual(['3 forks']);
    expect(repositoryCountTexts({ stars: null, forks: null, openIssues: null })).toEqual([]);
  });

  it.each([
    [1523, '1,523 commits in the past year'],
    [1, '1 commit in the past year'],
    [0, '0 commits in the past year'],
    [null, null],
    // Facts harvested before the count existed, still in a cache.
    [undefined, null],
  ])('commits in the past year %j -> %j', (count, text) => {
    expect(commitsLastYearText(count)).toBe(text);
  });
});

describe('compareReleaseVersions', () => {
  it.each([
    ['3.10', '3.9', 1],
    ['3.9', '3.10', -1],
    ['v2024.10', '2024.04', 1],
    ['ats-1.6.0', '1.6', 0],
    ['1.6.0', 'v1.6', 0],
    ['2', '1.99.99', 1],
    ['2025a', '2025b', null],
    ['1.0', '1.0rc1', null],
    ['1.1', '1.0rc1', 1],
    ['2025B', '2025b', 0],
    ['unreleased', '1.0', null],
    ['', '1.0', null],
  ] as const)('%s vs %s -> %s', (a, b, expected) => {
    expect(compareReleaseVersions(a, b)).toBe(expected);
  });
});

const listed = (lastReleaseVersion: string | null, lastReleaseDate: string | null = null) => ({ lastReleaseVersion, lastReleaseDate });
const release = (version: string, date: string | null = null) => ({ version, date });

describe('harvestedReleaseIsNewer', () => {
  it.each([
    ['a higher version number', listed('2024.04', '2024-04-30'), release('v2024.10', '2024-10-15'), true],
    ['the same release spelled as a tag', listed('3.6.2', '2024-01-05'), release('v3.6.2', '2024-01-05'), false],
    ['the same version, a later date (a re-published tag)', listed('3.6.2', '2024-01-05'), release('3.6.2', '2024-02-01'), false],
    ['a backport published after the listed release', listed('3.6.2', '2024-01-05'), release('v3.5.9', '2024-03-01'), false],
    ['a lower version', listed('2.0'), release('1.9'), false],
    ['versions that do not order, a later date', listed('2025a', '2025-03-01'), release('2025b', '2025-09-01'), true],
    ['versions that do not order, an earlier date', listed('2025b', '2025-09-01'), release('2025a', '2025-03-01'), false],
    ['versions that do not order, no dates', listed('2025a'), release('2025b'), false],
    ['no listed version', listed(null), release('1.0'), true],
    ['a blank listed version', listed('  '), release('1.0'), true],
    ['a harvested release with a blank version', listed('1.0'), release(' '), false],
  ])('%s: %s', (_case, listing, harvested, expected) => {
    expect(harvestedReleaseIsNewer(listing, harvested)).toBe(expected);
  });

  it('no harvested release: never newer', () => {
    expect(harvestedReleaseIsNewer(listed('1.0'), null)).toBe(false);
    expect(harvestedReleaseIsNewer(listed(null), undefined)).toBe(false);
  });
});
