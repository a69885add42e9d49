import { releaseVersionNumber, Timestamp, type RepositoryRelease } from '@rsd/core';
import { z } from 'zod';
import type { RepositoryLocation } from '../repository-link';
import type { ForgeClient } from './forge-client';
import { HarvestFailure } from './forge-errors';
import { countOrNull, dayOf, type ReadFacts } from './read-facts';

// The parts of GitLab's REST API v4 answers the harvester reads (https://docs.gitlab.com/api/); the rest is dropped.
const Count = z.number().int().nonnegative();

/** GET /projects/:url-encoded-path?license=true (the licence only with license=true). */
const Project = z.object({
  id: z.number().int().positive(),
  path_with_namespace: z.string(),
  web_url: z.string(),
  archived: z.boolean(),
  empty_repo: z.boolean(),
  star_count: Count,
  forks_count: Count,
  /** Left out when the project has issues switched off. */
  open_issues_count: Count.optional(),
  license: z.object({ name: z.string() }).nullable().optional(),
});

/** GET /projects/:id/releases: newest first (by released_at); an upcoming release is not out yet. */
const Releases = z.array(
  z.object({
    tag_name: z.string().min(1),
    released_at: z.nullable(Timestamp).optional(),
    created_at: Timestamp,
    upcoming_release: z.boolean().optional(),
    _links: z.object({ self: z.string() }).optional(),
  }),
);

/** GET /projects/:id/repository/tags?per_page=1: the most recently updated tag first. */
const Tags = z.array(z.object({ name: z.string().min(1), commit: z.object({ committed_date: Timestamp }).nullable() }));

/** GET /projects/:id/repository/commits?per_page=1: the default branch's last commit. */
const Commits = z.array(z.object({ committed_date: Timestamp }));

async function latestRelease(client: ForgeClient, base: string, webUrl: string): Promise<RepositoryRelease | null> {
  const releases = await client.get(`${base}/releases?per_page=5`, Releases);
  const release = releases.find((candidate) => candidate.upcoming_release !== true);
  if (release) {
    return {
      version: releaseVersionNumber(release.tag_name),
      date: dayOf(release.released_at ?? release.created_at),
      url: release['_links']?.self ?? `${webUrl}/-/releases/${encodeURIComponent(release.tag_name)}`,
    };
  }
  const [tag] = await client.get(`${base}/repository/tags?per_page=1`, Tags);
  if (!tag) return null;
  return {
    version: releaseVersionNumber(tag.name),
    date: tag.commit ? dayOf(tag.commit.committed_date) : null,
    url: `${webUrl}/-/tags/${encodeURIComponent(tag.name)}`,
  };
}

/** A GitLab project's facts (gitlab.com or a self-hosted instance), from 2 to 4 requests. */
export async function readGitLab(client: ForgeClient, location: RepositoryLocation): Promise<ReadFacts> {
  const project = await client.get(`/projects/${encodeURIComponent(location.path)}?license=true`, Project);
  // GitLab answers for a renamed project's old path with the project as it is now.
  if (project.path_with_namespace.toLowerCase() !== location.path.toLowerCase()) {
    throw new HarvestFailure(
      `The repository has moved: ${location.host.host} answers for ${location.path} with ${project.path_with_namespace}. Update its source code repository link.`,
    );
  }
  const base = `/projects/${project.id}`;
  const empty = project.empty_repo;
  const release = empty ? null : await latestRelease(client, base, project.web_url);
  const [lastCommit] = empty ? [] : await client.get(`${base}/repository/commits?per_page=1`, Commits);
  return {
    latestRelease: release,
    lastCommitAt: lastCommit ? new Date(lastCommit.committed_date).toISOString() : null,
    archived: project.archived,
    stars: project.star_count,
    forks: project.forks_count,
    openIssues: countOrNull(project.open_issues_count),
    // GitLab has no cheap count of a year's commits (its commit list would be paged through, 100 at a time).
    commitsLastYear: null,
    license: project.license?.name ?? null,
  };
}
