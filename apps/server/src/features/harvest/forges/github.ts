import { releaseVersionNumber, Timestamp, type RepositoryRelease } from '@rsd/core';
import { z } from 'zod';
import type { RepositoryLocation } from '../repository-link';
import type { ForgeClient } from './forge-client';
import { HarvestFailure } from './forge-errors';
import { dayOf, NOT_READY, type ReadFacts } from './read-facts';

// The parts of GitHub's REST API v3 answers the harvester reads (https://docs.github.com/rest); the rest is dropped.
const Count = z.number().int().nonnegative();

/** GET /repos/{owner}/{repo} */
const Repository = z.object({
  full_name: z.string(),
  archived: z.boolean(),
  stargazers_count: Count,
  forks_count: Count,
  /** GitHub counts open pull requests among them. */
  open_issues_count: Count,
  license: z.object({ spdx_id: z.string().nullable(), name: z.string() }).nullable(),
});

/** GET /repos/{owner}/{repo}/releases/latest: the latest published release, neither draft nor pre-release. */
const Release = z.object({
  tag_name: z.string().min(1),
  html_url: z.string(),
  published_at: z.nullable(Timestamp),
  created_at: Timestamp,
});

/** GET /repos/{owner}/{repo}/tags?per_page=1: the newest tag first. */
const Tags = z.array(z.object({ name: z.string().min(1), commit: z.object({ sha: z.string().min(1) }) }));

const Commit = z.object({
  commit: z.object({
    author: z.object({ date: Timestamp }).nullable(),
    committer: z.object({ date: Timestamp }).nullable(),
  }),
});
/** GET /repos/{owner}/{repo}/commits?per_page=1: the default branch's last commit (409 for an empty repository). */
const Commits = z.array(Commit);

/** The weeks GitHub's participation statistics cover: the past year's. */
const WEEKS = 52;

/**
 * GET /repos/{owner}/{repo}/stats/participation: commits per week over the past 52 (merges excluded), oldest first, by
 * everyone (`all`; `owner`, the owner's share, is dropped). An answer of another length is an unreadable one, the
 * tool's error like any other: a sum over some other span would be a wrong count shown as a right one.
 */
const Participation = z.object({ all: z.array(Count).length(WEEKS) });

const commitDate = (commit: z.infer<typeof Commit>): string | null => commit.commit.committer?.date ?? commit.commit.author?.date ?? null;

/** GitHub's SPDX id for a licence it recognises; its name ('Other') when it does not. */
const licenseOf = (license: z.infer<typeof Repository>['license']): string | null =>
  license === null ? null : license.spdx_id && license.spdx_id !== 'NOASSERTION' ? license.spdx_id : license.name;

async function latestRelease(client: ForgeClient, base: string, location: RepositoryLocation): Promise<RepositoryRelease | null> {
  const release = await client.get(`${base}/releases/latest`, Release.nullable(), { 404: null });
  if (release) {
    return {
      version: releaseVersionNumber(release.tag_name),
      date: dayOf(release.published_at ?? release.created_at),
      url: release.html_url,
    };
  }
  // No release: the newest tag, dated by its commit.
  const [tag] = await client.get(`${base}/tags?per_page=1`, Tags);
  if (!tag) return null;
  const commit = await client.get(`${base}/commits/${encodeURIComponent(tag.commit.sha)}`, Commit);
  const date = commitDate(commit);
  return {
    version: releaseVersionNumber(tag.name),
    date: date === null ? null : dayOf(date),
    url: `${location.webUrl}/releases/tag/${encodeURIComponent(tag.name)}`,
  };
}

/**
 * Commits in the past year, or NOT_READY while GitHub computes its statistics (it answers 202, with an empty body, and
 * starts computing them for a later request).
 */
async function commitsLastYear(client: ForgeClient, base: string): Promise<number | typeof NOT_READY> {
  const participation = await client.get(`${base}/stats/participation`, Participation.nullable(), { 202: null });
  return participation === null ? NOT_READY : participation.all.reduce((sum, week) => sum + week, 0);
}

/** A GitHub repository's facts, from 3 to 6 requests (fewer count against the rate limit when they answer 304). */
export async function readGitHub(client: ForgeClient, location: RepositoryLocation): Promise<ReadFacts> {
  const [owner = '', name = ''] = location.path.split('/');
  const base = `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(name)}`;
  const repository = await client.get(base, Repository);
  if (repository.full_name.toLowerCase() !== location.path.toLowerCase()) {
    throw new HarvestFailure(
      `The repository has moved: ${location.host.host} answers for ${location.path} with ${repository.full_name}. Update its source code repository link.`,
    );
  }
  const release = await latestRelease(client, base, location);
  const [lastCommit] = await client.get(`${base}/commits?per_page=1`, Commits, { 409: [] });
  const lastCommitAt = lastCommit ? commitDate(lastCommit) : null;
  // An empty repository has no commits to count: no need to ask.
  const commits = lastCommit ? await commitsLastYear(client, base) : 0;
  return {
    latestRelease: release,
    lastCommitAt: lastCommitAt === null ? null : new Date(lastCommitAt).toISOString(),
    archived: repository.archived,
    stars: repository.stargazers_count,
    forks: repository.forks_count,
    openIssues: repository.open_issues_count,
    commitsLastYear: commits,
    license: licenseOf(repository.license),
  };
}
