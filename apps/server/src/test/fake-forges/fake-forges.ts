import { createHash } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gitHubCommitBody, gitHubParticipationBody, gitHubReleaseBody, gitHubRepositoryBody, gitHubTagBody } from './github-bodies';
import { gitLabCommitBody, gitLabProjectBody, gitLabReleaseBody, gitLabTagBody } from './gitlab-bodies';
import { recorded } from './recorded-bodies';
import type { FakeGitHubRepository, FakeGitLabProject, GitLabInstance, RecordedRequest } from './fake-repositories';

export type * from './fake-repositories';

/**
 * A local stand-in for GitHub's REST API v3 and two GitLab REST API v4 instances (gitlab.com and a self-hosted one,
 * like DuMux's git.iws.uni-stuttgart.de), so harvester tests never reach the internet. It speaks their protocol:
 * the paths, query parameters, status codes and headers the harvester meets (ETag and 304 on If-None-Match, GitHub's
 * x-ratelimit-* headers and its 403 once they are spent, 301 for a renamed repository, 409 for an empty one, 202 while
 * statistics are computed), and answers with bodies made from the response examples of each API's documentation
 * (recorded/), with the fields of the repository a test describes put in.
 */

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
    if (rest === '') return this.gitHubAnswer(req, res, 200, gitHubRepositoryBody(repository, fullName));
    if (rest === '/releases/latest') {
      if (!repository.release) return this.gitHubAnswer(req, res, 404, recorded('github/release-not-found.json'));
      return this.gitHubAnswer(req, res, 200, gitHubReleaseBody(repository.release, fullName));
    }
    if (rest === '/tags')
      return this.gitHubAnswer(
        req,
        res,
        200,
        repository.tags.slice(0, perPage).map((tag) => gitHubTagBody(tag, fullName)),
      );
    if (rest === '/commits') {
      if (!repository.lastCommit) return this.gitHubAnswer(req, res, 409, recorded('github/empty-repository.json'));
      return this.gitHubAnswer(req, res, 200, [gitHubCommitBody(repository.lastCommit, fullName)].slice(0, perPage));
    }
    if (rest === '/stats/participation') {
      if (repository.statisticsPending) {
        repository.statisticsPending = false;
        return this.gitHubAnswer(req, res, 202, {});
      }
      return this.gitHubAnswer(req, res, 200, gitHubParticipationBody(repository));
    }
    const commit = /^\/commits\/([^/]+)$/.exec(rest);
    if (commit) {
      const found = [...repository.tags, ...(repository.lastCommit ? [repository.lastCommit] : [])].find((c) => c.sha === commit[1]);
      if (found) return this.gitHubAnswer(req, res, 200, gitHubCommitBody(found, fullName));
      return this.gitHubAnswer(req, res, 422, {
        message: `No commit found for SHA: ${commit[1]}`,
        documentation_url: 'https://docs.github.com/rest/commits/commits#get-a-commit',
        status: '422',
      });
    }
    return this.gitHubAnswer(req, res, 404, recorded('github/not-found.json'));
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
    if (rest === '') return this.gitLabAnswer(req, res, 200, gitLabProjectBody(project, webUrl, query.get('license') === 'true'));
    if (rest === '/releases') {
      return this.gitLabAnswer(
        req,
        res,
        200,
        project.releases.slice(0, perPage).map((release) => gitLabReleaseBody(release, webUrl)),
      );
    }
    if (rest === '/repository/tags')
      return this.gitLabAnswer(
        req,
        res,
        200,
        project.tags.slice(0, perPage).map((tag) => gitLabTagBody(tag)),
      );
    if (rest === '/repository/commits') {
      if (project.emptyRepo) return this.gitLabAnswer(req, res, 404, { message: '404 Tree Not Found' });
      const commits = project.lastCommit ? [project.lastCommit] : [];
      return this.gitLabAnswer(
        req,
        res,
        200,
        commits.slice(0, perPage).map((commit) => gitLabCommitBody(commit, webUrl)),
      );
    }
    return this.gitLabAnswer(req, res, 404, { error: '404 Not Found' });
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
