import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A local stand-in for GitHub's REST API v3 and two GitLab REST API v4 instances (gitlab.com and a self-hosted one,
 * like DuMux's git.iws.uni-stuttgart.de), so harvester tests never reach the internet. It speaks their protocol:
 * the paths, query parameters, status codes and headers the harvester meets (ETag and 304 on If-None-Match, GitHub's
 * x-ratelimit-* headers and its 403 once they are spent, 301 for a renamed repository, 409 for an empty one, 202 while
 * statistics are computed), and answers with bodies made from the response examples of each API's documentation
 * (recorded/), with the fields of the repository a test describes put in.
 */

const RECORDED = path.join(import.meta.dirname, 'recorded');
const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(RECORDED, file), 'utf8'));
/** A recorded answer that is one object. */
const recorded = (file: string) => read(file) as Record<string, unknown>;
/** The first entry of a recorded answer that is a list. */
const recordedEntry = (file: string) => (read(file) as Record<string, unknown>[])[0]!;

export interface FakeRelease {
  tag: string;
  /** When it was published (ISO). */
  at: string;
}

export interface FakeTag {
  name: string;
  sha: string;
  /** Its commit's date (ISO). */
  date: string;
}

export interface FakeCommit {
  sha: string;
  date: string;
}

export interface FakeLicense {
  key: string;
  name: string;
  /** GitHub's SPDX id; GitLab has a nickname instead. */
  spdx_id?: string;
  nickname?: string;
}

export interface FakeGitHubRepository {
  /** 'OPM/opm-simulators' */
  fullName: string;
  /** Renamed, with its old name redirected: GET /repos/{old} answers 301 to /repositories/{movedTo}. */
  movedTo?: number;
  /** Renamed, and the old name answered with the repository as it is now (its new full_name). */
  answersAs?: string;
  stars: number;
  forks: number;
  openIssues: number;
  archived: boolean;
  license: FakeLicense | null;
  /** The latest release (GET /releases/latest), or none: 404. */
  release: FakeRelease | null;
  /** Newest first. */
  tags: FakeTag[];
  /** The default branch's last commit; null for an empty repository (409 on /commits). */
  lastCommit: FakeCommit | null;
  /** Commits per week over the past 52, oldest first, for /stats/participation; the recorded answer's when undefined. */
  weeklyCommits?: number[];
  /** GitHub has not computed the statistics yet: the next request for them answers 202 and starts that, the one after gets them. */
  statisticsPending?: boolean;
}

export interface FakeGitLabProject {
  id: number;
  /** Its path with namespace: 'dumux-repositories/dumux'. */
  path: string;
  /** Renamed: the old path answers with the project as it is now. */
  answersAs?: string;
  stars: number;
  forks: number;
  /** Left out of the answer when undefined, as GitLab does for a project with issues switched off. */
  openIssues?: number;
  archived: boolean;
  license: FakeLicense | null;
  emptyRepo?: boolean;
  /** Newest first (released_at). */
  releases: FakeRelease[];
  /** Most recently updated first. */
  tags: FakeTag[];
  lastCommit: FakeCommit | null;
}

/** Where GitLab instance paths start on the fake: gitlab.com's and the self-hosted one's. */
export type GitLabInstance = 'gitlab.com' | 'git.iws.uni-stuttgart.de';

export interface RecordedRequest {
  method: string;
  /** Path and query as sent, e.g. '/github/repos/OPM/opm-simulators/commits?per_page=1'. */
  url: string;
  headers: IncomingHttpHeaders;
  status: number;
}

type Answer = (req: IncomingMessage, res: ServerResponse) => void;

interface Override {
  pattern: RegExp;
  answer: Answer;
  times: number;
}

const GITHUB_PREFIX = '/github';
const GITLAB_PREFIXES: Record<GitLabInstance, string> = { 'gitlab.com': '/gitlab.com/api/v4', 'git.iws.uni-stuttgart.de': '/iws/api/v4' };
const GITLAB_WEB: Record<GitLabInstance, string> = {
  'gitlab.com': 'https://gitlab.com',
  'git.iws.uni-stuttgart.de': 'https://git.iws.uni-stuttgart.de',
};

/** GitHub's primary limit for a token (unauthenticated callers get 60). */
export const GITHUB_RATE_LIMIT = 5000;

const etagOf = (body: string) => `W/"${createHash('sha256').update(body).digest('hex').slice(0, 40)}"`;

export class FakeForges {
  readonly github = new Map<string, FakeGitHubRepository>();
  readonly gitlab: Record<GitLabInstance, Map<string, FakeGitLabProject>> = {
    'gitlab.com': new Map(),
    'git.iws.uni-stuttgart.de': new Map(),
  };
  readonly requests: RecordedRequest[] = [];
  /** What is left of GitHub's primary rate limit; a 304 costs none of it. At 0 every answer is a 403. */
  githubRemaining = GITHUB_RATE_LIMIT;
  /** When GitHub's window resets (epoch seconds). */
  githubReset = Math.floor(Date.now() / 1000) + 3600;
  private overrides: Override[] = [];

  private constructor(private readonly server: http.Server) {}

  static async start(): Promise<FakeForges> {
    const server = http.createServer();
    const forges = new FakeForges(server);
    server.on('request', (req, res) => forges.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return forges;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** HARVEST_HOSTS that sends github.com, gitlab.com and git.iws.uni-stuttgart.de here. */
  get harvestHosts(): string {
    return [
      `github.com=${this.url}${GITHUB_PREFIX}`,
      ...Object.entries(GITLAB_PREFIXES).map(([host, prefix]) => `${host}=${this.url}${prefix}`),
    ].join(',');
  }

  addGitHub(repository: FakeGitHubRepository): void {
    this.github.set(repository.fullName.toLowerCase(), repository);
  }

  addGitLab(instance: GitLabInstance, project: FakeGitLabProject): void {
    this.gitlab[instance].set(project.path.toLowerCase(), project);
  }

  /** The next `times` requests whose URL matches `pattern` get `answer` instead (a dropped connection, an odd body). */
  answerNext(pattern: RegExp, answer: Answer, times = 1): void {
    this.overrides.push({ pattern, answer, times });
  }

  /** The requests whose URL matches `pattern`. */
  requestsTo(pattern: RegExp): RecordedRequest[] {
    return this.requests.filter((request) => pattern.test(request.url));
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const url = req.url ?? '/';
    res.on('finish', () => this.requests.push({ method: req.method ?? 'GET', url, headers: req.headers, status: res.statusCode }));
    // A dropped connection never finishes: record it as status 0.
    res.on('close', () => {
      if (!res.writableFinished) this.requests.push({ method: req.method ?? 'GET', url, headers: req.headers, status: 0 });
    });
    const override = this.overrides.find((candidate) => candidate.times > 0 && candidate.pattern.test(url));
    if (override) {
      override.times -= 1;
      return override.answer(req, res);
    }
    const { pathname, searchParams } = new URL(url, 'http://fake');
    if (pathname.startsWith(`${GITHUB_PREFIX}/`)) return this.gitHub(req, res, pathname.slice(GITHUB_PREFIX.length), searchParams);
    for (const [instance, prefix] of Object.entries(GITLAB_PREFIXES) as [GitLabInstance, string][]) {
      if (pathname.startsWith(`${prefix}/`)) return this.gitLab(instance, req, res, pathname.slice(prefix.length), searchParams);
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not a fake forge path.');
  }

  // GitHub ---------------------------------------------------------------------------------------------------------

  private gitHubHeaders(): Record<string, string> {
    return {
      'x-github-media-type': 'github.v3; format=json',
      'x-ratelimit-limit': String(GITHUB_RATE_LIMIT),
      'x-ratelimit-remaining': String(Math.max(0, this.githubRemaining)),
      'x-ratelimit-reset': String(this.githubReset),
      'x-ratelimit-used': String(GITHUB_RATE_LIMIT - Math.max(0, this.githubRemaining)),
      'x-ratelimit-resource': 'core',
    };
  }

  private gitHubAnswer(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): void {
    if (this.githubRemaining <= 0) {
      const text = JSON.stringify(recorded('github/rate-limit-exceeded.json'));
      res.writeHead(403, { 'Content-Type': 'application/json; charset=utf-8', ...this.gitHubHeaders() }).end(text);
      return;
    }
    const text = JSON.stringify(body);
    const etag = etagOf(text);
    if (status === 200 && req.headers['if-none-match'] === etag) {
      // A conditional request answered 304 costs no rate limit.
      res.writeHead(304, { ETag: etag, ...this.gitHubHeaders() }).end();
      return;
    }
    this.githubRemaining -= 1;
    const cache = status === 200 ? { ETag: etag, 'Cache-Control': 'public, max-age=60, s-maxage=60' } : {};
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...cache, ...this.gitHubHeaders(), ...headers }).end(text);
  }

  private gitHub(req: IncomingMessage, res: ServerResponse, pathname: string, query: URLSearchParams): void {
    const match = /^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(pathname);
    const repository = match
      ? this.github.get(`${decodeURIComponent(match[1]!)}/${decodeURIComponent(match[2]!)}`.toLowerCase())
      : undefined;
    if (!match || !repository) return this.gitHubAnswer(req, res, 404, recorded('github/not-found.json'));
    const rest = match[3] ?? '';
    if (repository.movedTo !== undefined) {
      const location = `${this.url}${GITHUB_PREFIX}/repositories/${repository.movedTo}${rest}`;
      return this.gitHubAnswer(req, res, 301, { ...recorded('github/moved-permanently.json'), url: location }, { Location: location });
    }
    const fullName = repository.answersAs ?? repository.fullName;
    const perPage = Number(query.get('per_page') ?? 30);
    if (rest === '') return this.gitHubAnswer(req, res, 200, this.gitHubRepository(repository, fullName));
    if (rest === '/releases/latest') {
      if (!repository.release) return this.gitHubAnswer(req, res, 404, recorded('github/release-not-found.json'));
      return this.gitHubAnswer(req, res, 200, this.gitHubRelease(repository.release, fullName));
    }
    if (rest === '/tags')
      return this.gitHubAnswer(
        req,
        res,
        200,
        repository.tags.slice(0, perPage).map((tag) => this.gitHubTag(tag, fullName)),
      );
    if (rest === '/commits') {
      if (!repository.lastCommit) return this.gitHubAnswer(req, res, 409, recorded('github/empty-repository.json'));
      return this.gitHubAnswer(req, res, 200, [this.gitHubCommit(repository.lastCommit, fullName)].slice(0, perPage));
    }
    if (rest === '/stats/participation') {
      if (repository.statisticsPending) {
        repository.statisticsPending = false;
        return this.gitHubAnswer(req, res, 202, {});
      }
      return this.gitHubAnswer(req, res, 200, this.gitHubParticipation(repository));
    }
    const commit = /^\/commits\/([^/]+)$/.exec(rest);
    if (commit) {
      const found = [...repository.tags, ...(repository.lastCommit ? [repository.lastCommit] : [])].find((c) => c.sha === commit[1]);
      if (found) return this.gitHubAnswer(req, res, 200, this.gitHubCommit(found, fullName));
      return this.gitHubAnswer(req, res, 422, {
        message: `No commit found for SHA: ${commit[1]}`,
        documentation_url: 'https://docs.github.com/rest/commits/commits#get-a-commit',
        status: '422',
      });
    }
    return this.gitHubAnswer(req, res, 404, recorded('github/not-found.json'));
  }

  private gitHubRepository(repository: FakeGitHubRepository, fullName: string): unknown {
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

  private gitHubRelease(release: FakeRelease, fullName: string): unknown {
    return {
      ...recorded('github/release.json'),
      html_url: `https://github.com/${fullName}/releases/tag/${release.tag}`,
      tag_name: release.tag,
      name: release.tag,
      created_at: release.at,
      published_at: release.at,
    };
  }

  private gitHubTag(tag: FakeTag, fullName: string): unknown {
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
  private gitHubParticipation(repository: FakeGitHubRepository): unknown {
    const template = recorded('github/participation.json') as { all: number[]; owner: number[] };
    const all = repository.weeklyCommits ?? template.all;
    return { all, owner: all.map((week, index) => Math.min(week, template.owner[index] ?? 0)) };
  }

  private gitHubCommit(commit: FakeCommit, fullName: string): unknown {
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

  // GitLab ---------------------------------------------------------------------------------------------------------

  private gitLabAnswer(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): void {
    const text = JSON.stringify(body);
    const etag = etagOf(text);
    if (status === 200 && req.headers['if-none-match'] === etag) {
      res.writeHead(304, { ETag: etag }).end();
      return;
    }
    const cache = status === 200 ? { ETag: etag, 'Cache-Control': 'max-age=0, private, must-revalidate' } : {};
    res.writeHead(status, { 'Content-Type': 'application/json', ...cache, ...headers }).end(text);
  }

  private gitLab(instance: GitLabInstance, req: IncomingMessage, res: ServerResponse, pathname: string, query: URLSearchParams): void {
    const match = /^\/projects\/([^/]+)(\/.*)?$/.exec(pathname);
    const projects = [...this.gitlab[instance].values()];
    const key = match ? decodeURIComponent(match[1]!) : '';
    const project = /^\d+$/.test(key)
      ? projects.find((candidate) => String(candidate.id) === key)
      : projects.find((candidate) => candidate.path.toLowerCase() === key.toLowerCase());
    if (!match || !project) return this.gitLabAnswer(req, res, 404, recorded('gitlab/project-not-found.json'));
    const rest = match[2] ?? '';
    const perPage = Number(query.get('per_page') ?? 20);
    const webUrl = `${GITLAB_WEB[instance]}/${project.answersAs ?? project.path}`;
    if (rest === '') return this.gitLabAnswer(req, res, 200, this.gitLabProject(project, webUrl, query.get('license') === 'true'));
    if (rest === '/releases') {
      return this.gitLabAnswer(
        req,
        res,
        200,
        project.releases.slice(0, perPage).map((release) => this.gitLabRelease(release, webUrl)),
      );
    }
    if (rest === '/repository/tags')
      return this.gitLabAnswer(
        req,
        res,
        200,
        project.tags.slice(0, perPage).map((tag) => this.gitLabTag(tag)),
      );
    if (rest === '/repository/commits') {
      if (project.emptyRepo) return this.gitLabAnswer(req, res, 404, { message: '404 Tree Not Found' });
      const commits = project.lastCommit ? [project.lastCommit] : [];
      return this.gitLabAnswer(
        req,
        res,
        200,
        commits.slice(0, perPage).map((commit) => this.gitLabCommit(commit, webUrl)),
      );
    }
    return this.gitLabAnswer(req, res, 404, { error: '404 Not Found' });
  }

  private gitLabProject(project: FakeGitLabProject, webUrl: string, withLicense: boolean): unknown {
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

  private gitLabRelease(release: FakeRelease, webUrl: string): unknown {
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

  private gitLabTag(tag: FakeTag): unknown {
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

  private gitLabCommit(commit: FakeCommit, webUrl: string): unknown {
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
}

/** GitHub's secondary rate limit (or any host's 429): a 429 with Retry-After in seconds. */
export const secondaryRateLimit =
  (seconds: number): Answer =>
  (_req, res) => {
    res
      .writeHead(429, { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': String(seconds) })
      .end(JSON.stringify(recorded('github/secondary-rate-limit.json')));
  };

/** GitLab's rate limit: 429, Retry-After and its RateLimit-* headers, a plain-text body. */
export const gitLabRateLimit =
  (seconds: number): Answer =>
  (_req, res) => {
    const reset = Math.floor(Date.now() / 1000) + seconds;
    res
      .writeHead(429, {
        'Content-Type': 'text/plain',
        'Retry-After': String(seconds),
        'RateLimit-Limit': '2000',
        'RateLimit-Name': 'throttle_unauthenticated_api',
        'RateLimit-Observed': '2001',
        'RateLimit-Remaining': '0',
        'RateLimit-Reset': String(reset),
        'RateLimit-ResetTime': new Date(reset * 1000).toUTCString(),
      })
      .end('Retry later\n');
  };

/** The connection dropped before an answer: the socket destroyed. */
export const dropConnection: Answer = (req) => {
  req.socket.destroy();
};

/** A 200 whose body is not what the API documents (a proxy's error page). */
export const htmlPage: Answer = (_req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!DOCTYPE html><title>502 Bad Gateway</title>');
};
