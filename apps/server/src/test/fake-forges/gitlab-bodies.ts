import type { FakeCommit, FakeGitLabProject, FakeRelease, FakeTag } from './fake-repositories';
import { recordedEntry, recorded } from './recorded-bodies';

/** GitLab REST API v4 bodies: the recorded examples with the fields of the project a test describes put in. */

export function gitLabProjectBody(project: FakeGitLabProject, webUrl: string, withLicense: boolean): unknown {
  const { license: templateLicense, open_issues_count: _open, ...template } = recorded('gitlab/project.json');
  const fullPath = project.answersAs ?? project.path;
  const name = fullPath.split('/').at(-1) ?? fullPath;
  return {
    ...template,
    id: project.id,
    name,
    path: name,
    path_with_namespace: fullPath,
    name_with_namespace: fullPath.split('/').join(' / '),
    web_url: webUrl,
    http_url_to_repo: `${webUrl}.git`,
    archived: project.archived,
    star_count: project.stars,
    forks_count: project.forks,
    empty_repo: project.emptyRepo ?? false,
    issues_enabled: project.openIssues !== undefined,
    ...(project.openIssues === undefined ? {} : { open_issues_count: project.openIssues }),
    ...(withLicense
      ? {
          license: project.license && {
            ...(templateLicense as object),
            key: project.license.key,
            name: project.license.name,
            nickname: project.license.nickname ?? null,
          },
        }
      : {}),
  };
}

export function gitLabReleaseBody(release: FakeRelease, webUrl: string): unknown {
  const template = recordedEntry('gitlab/releases.json');
  return {
    ...template,
    tag_name: release.tag,
    name: release.tag,
    created_at: release.at,
    released_at: release.at,
    upcoming_release: Date.parse(release.at) > Date.now(),
    tag_path: `${new URL(webUrl).pathname}/-/tags/${release.tag}`,
    _links: { ...(template['_links'] as object), self: `${webUrl}/-/releases/${release.tag}` },
  };
}

export function gitLabTagBody(tag: FakeTag): unknown {
  const template = recordedEntry('gitlab/tags.json');
  const commit = template['commit'] as Record<string, unknown>;
  return {
    ...template,
    name: tag.name,
    target: tag.sha,
    release: null,
    commit: {
      ...commit,
      id: tag.sha,
      short_id: tag.sha.slice(0, 8),
      committed_date: tag.date,
      created_at: tag.date,
      authored_date: tag.date,
    },
  };
}

export function gitLabCommitBody(commit: FakeCommit, webUrl: string): unknown {
  const template = recordedEntry('gitlab/commits.json');
  return {
    ...template,
    id: commit.sha,
    short_id: commit.sha.slice(0, 11),
    committed_date: commit.date,
    created_at: commit.date,
    authored_date: commit.date,
    web_url: `${webUrl}/-/commit/${commit.sha}`,
  };
}
