import { formatDistanceStrict } from 'date-fns';
import { formatUpdatedDate } from '../format/dates';
import { releaseVersionNumber, versionLabel } from '../format/release-version';
import type { RepositoryRelease } from '../schemas/repository-facts';

/**
 * What visitors read of the facts harvested from a tool's source repository. Each text says how old it is, and
 * the provenance line says where it came from, so harvested facts are never mistaken for curated ones.
 */

/** The page's warning for a repository its owners archived (the card's word for it is ARCHIVED_LABEL). */
export const ARCHIVED_TEXT = 'Its owners have archived the source repository: it is read-only and no longer developed.';
/** The same fact among the other harvested ones. */
export const ARCHIVED_REPOSITORY_LINE = 'Repository archived (read-only)';

const MINUTE_MS = 60_000;

/**
 * How long ago `at` (an ISO instant) was, as of `now`: '3 days ago', '1 hour ago', 'just now' under a minute
 * (and for an instant ahead of this clock, which a skewed clock can give). Null for a missing or unreadable instant.
 */
export function relativeAge(at: string | null | undefined, now: Date): string | null {
  if (!at) return null;
  const then = new Date(at);
  if (Number.isNaN(then.getTime()) || Number.isNaN(now.getTime())) return null;
  if (now.getTime() - then.getTime() < MINUTE_MS) return 'just now';
  // Floor: 'a month ago' only once a whole month has passed, like the release freshness badge counts.
  return formatDistanceStrict(then, now, { addSuffix: true, roundingMethod: 'floor' });
}

/** 'Last commit 3 days ago'; null without a last commit. */
export const lastCommitText = (lastCommitAt: string | null | undefined, now: Date): string | null => {
  const age = relativeAge(lastCommitAt, now);
  return age === null ? null : `Last commit ${age}`;
};

/** The provenance beside harvested facts: 'Facts from the repository, harvested 2 hours ago'. */
export const harvestProvenanceText = (harvestedAt: string | null | undefined, now: Date): string => {
  const age = relativeAge(harvestedAt, now);
  return age === null ? 'Facts from the repository' : `Facts from the repository, harvested ${age}`;
};

/** 'v3.6.2, released Jan 5, 2024' (or just the version without a date). */
export const harvestedReleaseText = (release: Pick<RepositoryRelease, 'version' | 'date'>): string =>
  release.date ? `${versionLabel(release.version)}, released ${formatUpdatedDate(release.date)}` : versionLabel(release.version);

/** '1,234 stars', '1 fork', '57 open issues'; null when the forge did not say. */
export const countText = (count: number | null | undefined, one: string, many: string): string | null =>
  count === null || count === undefined ? null : `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** The repository's counts that are known, in one line's parts: stars, forks, open issues. */
export const repositoryCountTexts = (facts: { stars: number | null; forks: number | null; openIssues: number | null }): string[] =>
  [
    countText(facts.stars, 'star', 'stars'),
    countText(facts.forks, 'fork', 'forks'),
    countText(facts.openIssues, 'open issue', 'open issues'),
  ].filter((text): text is string => text !== null);

/** '1,234 commits in the past year'; null when the host did not count them. */
export const commitsLastYearText = (commitsLastYear: number | null | undefined): string | null =>
  countText(commitsLastYear, 'commit in the past year', 'commits in the past year');

const NUMBERED = /^(\d+(?:\.\d+)*)(.*)$/;

/**
 * -1, 0 or 1 when two versions can be ordered by their numbers ('3.10' after '3.9', 'v2024.10' after '2024.04');
 * null when they cannot ('2025a' and '2025b', '1.0' and '1.0rc1', a name that is no number).
 */
export function compareReleaseVersions(a: string, b: string): -1 | 0 | 1 | null {
  const left = NUMBERED.exec(releaseVersionNumber(a));
  const right = NUMBERED.exec(releaseVersionNumber(b));
  if (!left || !right) return null;
  const leftParts = left[1]!.split('.').map(Number);
  const rightParts = right[1]!.split('.').map(Number);
  for (let index = 0; index < Math.max(leftParts.length, rightParts.length); index += 1) {
    const difference = (leftParts[index] ?? 0) - (rightParts[index] ?? 0);
    if (difference !== 0) return difference > 0 ? 1 : -1;
  }
  // Equal numbers: the same release only when nothing else differs.
  return left[2]!.trim().toLowerCase() === right[2]!.trim().toLowerCase() ? 0 : null;
}

/**
 * Whether the harvested release is newer than the one the listing shows (lastReleaseVersion/Date), which is
 * when an admin is offered to use it. By version number where both have one (a backport published later is not
 * newer), else by date where both have one; a listing without a version is behind any release. When neither
 * tells, no: an admin is not nagged about releases nobody can order.
 */
export function harvestedReleaseIsNewer(
  listed: { lastReleaseVersion: string | null; lastReleaseDate: string | null },
  harvested: Pick<RepositoryRelease, 'version' | 'date'> | null | undefined,
): boolean {
  if (!harvested || releaseVersionNumber(harvested.version) === '') return false;
  const listedVersion = releaseVersionNumber(listed.lastReleaseVersion ?? '');
  if (listedVersion === '') return true;
  if (releaseVersionNumber(harvested.version).toLowerCase() === listedVersion.toLowerCase()) return false;
  const byVersion = compareReleaseVersions(harvested.version, listedVersion);
  if (byVersion !== null) return byVersion > 0;
  // ISO dates (YYYY-MM-DD) order as text.
  return harvested.date !== null && listed.lastReleaseDate !== null && harvested.date > listed.lastReleaseDate;
}
