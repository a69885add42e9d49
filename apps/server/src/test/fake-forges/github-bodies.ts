import type { FakeCommit, FakeGitHubRepository, FakeRelease, FakeTag } from './fake-repositories';
import { recorded, recordedEntry } from './recorded-bodies';

/** GitHub REST API v3 bodies: the recorded examples with the fields of the repository a test describes put in. */

export function gitHubRepositoryBody(repository: FakeGitHubRepository, fullName: string): unknown {
  const template = recorded('github/repository.json');
  const [owner = '', name = ''] = fullName.split('/');
  return {
    ...template,
    name,
    full_name: fullName,
    owner: {
      ...(template['owner'] as object),
      login: owner,
      url: `https://api.github.com/users/${owner}`,
      html_url: `https://github.com/${owner}`,
    },
    html_url: `https://github.com/${fullName}`,
    url: `https://api.github.com/repos/${fullName}`,
    clone_url: `https://github.com/${fullName}.git`,
    stargazers_count: repository.stars,
    watchers_count: repository.stars,
    watchers: repository.stars,
    forks_count: repository.forks,
    forks: repository.forks,
    open_issues_count: repository.openIssues,
    open_issues: repository.openIssues,
    archived: repository.archived,
    size: repository.lastCommit ? template['size'] : 0,
    license: repository.license && {
      key: repository.license.key,
      name: repository.license.name,
      spdx_id: repository.license.spdx_id ?? 'NOASSERTION',
      url: repository.license.spdx_id ? `https://api.github.com/licenses/${repository.license.key}` : null,
      node_id: 'MDc6TGljZW5zZW1pdA==',
    },
  };
}

export function gitHubReleaseBody(release: FakeRelease, fullName: string): unknown {
  return {
    ...recorded('github/release.json'),
    html_url: `https://github.com/${fullName}/releases/tag/${release.tag}`,
    tag_name: release.tag,
    name: release.tag,
    created_at: release.at,
    published_at: release.at,
  };
}

export function gitHubTagBody(tag: FakeTag, fullName: string): unknown {
  const template = recordedEntry('github/tags.json');
  return {
    ...template,
    name: tag.name,
    commit: { sha: tag.sha, url: `https://api.github.com/repos/${fullName}/commits/${tag.sha}` },
    zipball_url: `https://github.com/${fullName}/zipball/${tag.name}`,
    tarball_url: `https://github.com/${fullName}/tarball/${tag.name}`,
  };
}

/** The owner's share of each week stays the recorded one's, capped at the week's commits. */
export function gitHubParticipationBody(repository: FakeGitHubRepository): unknown {
  const template = recorded('github/participation.json') as { all: number[]; owner: number[] };
  const all = repository.weeklyCommits ?? template.all;
  return { all, owner: all.map((week, index) => Math.min(week, template.owner[index] ?? 0)) };
}

export function gitHubCommitBody(commit: FakeCommit, fullName: string): unknown {
  const template = recorded('github/commit.json');
  const inner = template['commit'] as Record<string, Record<string, unknown>>;
  return {
    ...template,
    sha: commit.sha,
    url: `https://api.github.com/repos/${fullName}/commits/${commit.sha}`,
    html_url: `https://github.com/${fullName}/commit/${commit.sha}`,
    commit: { ...inner, author: { ...inner['author'], date: commit.date }, committer: { ...inner['committer'], date: commit.date } },
  };
}
