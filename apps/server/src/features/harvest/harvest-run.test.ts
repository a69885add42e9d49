import type { Simulator } from '@rsd/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  dropConnection,
  FakeForges,
  gitLabRateLimit,
  htmlPage,
  secondaryRateLimit,
  type FakeGitLabProject,
} from '../../test/fake-forges/fake-forges';
import { GPL, gitHubRepository } from '../../test/fake-forges/opm-repository';
import { simulatorInput } from '../../test/fixtures';
import { migratedTestDatabase } from '../../test/migrated-database';
import { simulatorsRepo } from '../simulators/simulators.repo';
import { parseHarvestHosts, withTokens } from './harvest-hosts';
import { runHarvest, type HarvestReport, type HarvestSettings } from './harvest-run';
import { harvestStatesRepo } from './harvest-states.repo';

const db = migratedTestDatabase();
let forges: FakeForges;
let settings: HarvestSettings;

beforeAll(async () => {
  forges = await FakeForges.start();
  settings = { hosts: withTokens(parseHarvestHosts(forges.harvestHosts)!, { github: 'gh-token', gitlab: 'gl-token' }), batch: 10 };
});
afterAll(() => forges?.close());

// Each case starts from no simulators and a fake that knows no repository.
beforeEach(async () => {
  await db.pool.query('DELETE FROM simulators');
  forges.github.clear();
  forges.gitlab['gitlab.com'].clear();
  forges.gitlab['git.iws.uni-stuttgart.de'].clear();
  forges.requests.length = 0;
  forges.githubRemaining = 5000;
});

const gitLabProject = (overrides: Partial<FakeGitLabProject> = {}): FakeGitLabProject => ({
  id: 27_469_152,
  path: 'open-darts/open-darts',
  stars: 31,
  forks: 12,
  openIssues: 7,
  archived: false,
  license: { key: 'apache-2.0', name: 'Apache License 2.0' },
  releases: [{ tag: 'v1.1.4', at: '2025-03-03T10:15:00Z' }],
  tags: [{ name: 'v1.1.4', sha: '9f8e7d6c5b4a39281706f5e4d3c2b1a098765432', date: '2025-03-02T16:00:00Z' }],
  lastCommit: { sha: '1234567890abcdef1234567890abcdef12345678', date: '2025-05-01T07:45:00Z' },
  ...overrides,
});

async function addTool(name: string, sourceCodeRepository: string | null, overrides: Parameters<typeof simulatorInput>[0] = {}) {
  return (await simulatorsRepo.insert(db.pool, simulatorInput({ name, sourceCodeRepository, ...overrides }))).id;
}

const find = async (id: number): Promise<Simulator> => (await simulatorsRepo.findById(db.pool, id))!;

interface StateRow {
  last_outcome: string | null;
  last_attempt_at: Date | null;
  last_success_at: Date | null;
  last_error: string | null;
  last_error_at: Date | null;
  skipped_reason: string | null;
  etags: Record<string, { etag: string }>;
}
const stateOf = async (id: number): Promise<StateRow | undefined> =>
  (await db.pool.query<StateRow>('SELECT * FROM harvest_states WHERE simulator_id = $1', [id])).rows[0];

const outcomes = (report: HarvestReport) => report.tools.map((tool) => [tool.name, tool.outcome]);

/** A simulator without what a harvest may change: its facts and its row version. */
const curated = ({ repository: _repository, version: _version, ...fields }: Simulator) => fields;

const curatedVersionOf = async (id: number) =>
  (await db.pool.query<{ curated_version: string }>('SELECT curated_version FROM simulators WHERE id = $1', [id])).rows[0]!.curated_version;

describe('a harvest reads each host', () => {
  it('reads a GitHub repository with a release, beside the curated fields, which it never touches', async () => {
    forges.addGitHub(gitHubRepository());
    const id = await addTool('OPM Flow', 'https://github.com/OPM/opm-simulators', { lastReleaseVersion: '2024.10' });
    const before = await find(id);
    const curatedVersion = await curatedVersionOf(id);

    const report = await runHarvest(db.pool, settings);

    expect(outcomes(report)).toEqual([['OPM Flow', 'harvested']]);
    const after = await find(id);
    expect(after.repository).toEqual({
      latestRelease: { version: '2025.04', date: '2025-04-30', url: 'https://github.com/OPM/opm-simulators/releases/tag/release/2025.04' },
      lastCommitAt: '2025-05-12T08:30:00.000Z',
      archived: false,
      stars: 512,
      forks: 380,
      openIssues: 143,
      // The sum of the recorded participation statistics' 52 weeks.
      commitsLastYear: 1523,
      license: 'GPL-3.0',
      harvestedAt: expect.any(String),
    });
    // A new row version, so the sync carries the facts; nothing curated changed, not even its updatedAt or curated version.
    expect(after.version).toBeGreaterThan(before.version);
    expect(curated(after)).toEqual(curated(before));
    expect(await curatedVersionOf(id)).toBe(curatedVersion);
    expect(await stateOf(id)).toMatchObject({ last_outcome: 'harvested', last_error: null, skipped_reason: null });
    // The token goes to GitHub as a bearer token, with a User-Agent, as GitHub requires.
    const [first] = forges.requestsTo(/^\/github\/repos\/OPM\/opm-simulators$/);
    expect(first?.headers).toMatchObject({
      authorization: 'Bearer gh-token',
      'user-agent': 'reservoir-simulation-directory-harvester',
      accept: 'application/vnd.github+json',
    });
    expect(forges.requests.map((request) => request.url)).toEqual([
      '/github/repos/OPM/opm-simulators',
      '/github/repos/OPM/opm-simulators/releases/latest',
      '/github/repos/OPM/opm-simulators/commits?per_page=1',
      '/github/repos/OPM/opm-simulators/stats/participation',
    ]);
  });

  it("reads a gitlab.com project and a self-hosted GitLab's, each with the token meant for it (none for the self-hosted)", async () => {
    forges.addGitLab('gitlab.com', gitLabProject());
    forges.addGitLab(
      'git.iws.uni-stuttgart.de',
      gitLabProject({
        id: 31,
        path: 'dumux-repositories/dumux',
        stars: 58,
        forks: 21,
        openIssues: undefined,
        license: GPL,
        releases: [{ tag: '3.9.0', at: '2024-07-12T14:00:00Z' }],
      }),
    );
    const darts = await addTool('open-DARTS', 'https://gitlab.com/open-darts/open-darts');
    const dumux = await addTool('DuMux', 'https://git.iws.uni-stuttgart.de/dumux-repositories/dumux.git');

    expect(outcomes(await runHarvest(db.pool, settings))).toEqual([
      ['open-DARTS', 'harvested'],
      ['DuMux', 'harvested'],
    ]);

    expect((await find(darts)).repository).toMatchObject({
      latestRelease: { version: '1.1.4', date: '2025-03-03', url: 'https://gitlab.com/open-darts/open-darts/-/releases/v1.1.4' },
      lastCommitAt: '2025-05-01T07:45:00.000Z',
      stars: 31,
      forks: 12,
      openIssues: 7,
      // GitLab has no cheap count of them.
      commitsLastYear: null,
      license: 'Apache License 2.0',
    });
    // Issues switched off: GitLab leaves the count out, and so do the facts.
    expect((await find(dumux)).repository).toMatchObject({
      latestRelease: {
        version: '3.9.0',
        date: '2024-07-12',
        url: 'https://git.iws.uni-stuttgart.de/dumux-repositories/dumux/-/releases/3.9.0',
      },
      stars: 58,
      openIssues: null,
      license: 'GNU General Public License v3.0',
    });
    const gitlabCom = forges.requestsTo(/^\/gitlab\.com\//);
    const iws = forges.requestsTo(/^\/iws\//);
    expect(gitlabCom[0]?.url).toBe('/gitlab.com/api/v4/projects/open-darts%2Fopen-darts?license=true');
    expect(iws.map((request) => request.url)).toEqual([
      '/iws/api/v4/projects/dumux-repositories%2Fdumux?license=true',
      '/iws/api/v4/projects/31/releases?per_page=5',
      '/iws/api/v4/projects/31/repository/commits?per_page=1',
    ]);
    expect(gitlabCom.every((request) => request.headers['private-token'] === 'gl-token')).toBe(true);
    expect(iws.some((request) => request.headers['private-token'] !== undefined || request.headers.authorization !== undefined)).toBe(
      false,
    );
  });

  it('takes the newest tag, dated by its commit, for a repository without releases', async () => {
    forges.addGitHub(
      gitHubRepository({
        fullName: 'lanl/FEHM',
        release: null,
        tags: [{ name: 'v3.6.2', sha: 'aaaabbbbccccddddeeeeffff0000111122223333', date: '2024-02-08T17:20:00Z' }],
      }),
    );
    forges.addGitLab(
      'gitlab.com',
      gitLabProject({
        releases: [],
        tags: [{ name: 'ats-1.6.0', sha: 'abcdef0123456789abcdef0123456789abcdef01', date: '2023-11-20T10:00:00+01:00' }],
      }),
    );
    const fehm = await addTool('FEHM', 'https://github.com/lanl/FEHM');
    const darts = await addTool('open-DARTS', 'https://gitlab.com/open-darts/open-darts/-/tree/development');

    expect(outcomes(await runHarvest(db.pool, settings))).toEqual([
      ['FEHM', 'harvested'],
      ['open-DARTS', 'harvested'],
    ]);
    expect((await find(fehm)).repository?.latestRelease).toEqual({
      version: '3.6.2',
      date: '2024-02-08',
      url: 'https://github.com/lanl/FEHM/releases/tag/v3.6.2',
    });
    expect((await find(darts)).repository?.latestRelease).toEqual({
      version: '1.6.0',
      date: '2023-11-20',
      url: 'https://gitlab.com/open-darts/open-darts/-/tags/ats-1.6.0',
    });
    expect(forges.requestsTo(/^\/github\/repos\/lanl\/FEHM\/(releases|tags|commits)/).map((r) => [r.url, r.status])).toEqual([
      ['/github/repos/lanl/FEHM/releases/latest', 404],
      ['/github/repos/lanl/FEHM/tags?per_page=1', 200],
      ['/github/repos/lanl/FEHM/commits/aaaabbbbccccddddeeeeffff0000111122223333', 200],
      ['/github/repos/lanl/FEHM/commits?per_page=1', 200],
    ]);
  });

  it('reads an empty repository as one with no release and no last commit (GitHub 409, GitLab empty_repo)', async () => {
    forges.addGitHub(
      gitHubRepository({ fullName: 'example/empty', release: null, tags: [], lastCommit: null, stars: 0, forks: 0, openIssues: 0 }),
    );
    forges.addGitLab(
      'gitlab.com',
      gitLabProject({ path: 'example/empty', emptyRepo: true, releases: [], tags: [], lastCommit: null, license: null }),
    );
    const github = await addTool('Empty on GitHub', 'https://github.com/example/empty');
    const gitlab = await addTool('Empty on GitLab', 'https://gitlab.com/example/empty');

    expect(outcomes(await runHarvest(db.pool, settings))).toEqual([
      ['Empty on GitHub', 'harvested'],
      ['Empty on GitLab', 'harvested'],
    ]);
    expect((await find(github)).repository).toMatchObject({ latestRelease: null, lastCommitAt: null, stars: 0, commitsLastYear: 0 });
    expect((await find(gitlab)).repository).toMatchObject({ latestRelease: null, lastCommitAt: null, license: null });
    expect(forges.requestsTo(/example\/empty\/commits/).map((request) => request.status)).toEqual([409]);
    // No commits to count: GitHub's statistics are not asked for.
    expect(forges.requestsTo(/example\/empty\/stats/)).toEqual([]);
  });
});

describe("a tool's failure is stored as its last error, and the run goes on", () => {
  it('stores a 404, a moved repository (301, or answered under a new name) and an unreadable answer, each with its time', async () => {
    forges.addGitHub(gitHubRepository({ fullName: 'old-owner/renamed', movedTo: 4242 }));
    forges.addGitHub(gitHubRepository({ fullName: 'equinor/ert-old', answersAs: 'equinor/ert' }));
    forges.addGitHub(gitHubRepository({ fullName: 'OPM/ResInsight' }));
    forges.addGitHub(gitHubRepository());
    const missing = await addTool('Gone', 'https://github.com/nobody/nothing');
    const redirected = await addTool('Redirected', 'https://github.com/old-owner/renamed');
    const renamed = await addTool('Renamed', 'https://github.com/equinor/ert-old');
    const garbled = await addTool('Garbled', 'https://github.com/OPM/ResInsight');
    const fine = await addTool('OPM Flow', 'https://github.com/OPM/opm-simulators');
    forges.answerNext(/^\/github\/repos\/OPM\/ResInsight$/, htmlPage);

    const report = await runHarvest(db.pool, settings);

    expect(outcomes(report)).toEqual([
      ['Gone', 'failed'],
      ['Redirected', 'failed'],
      ['Renamed', 'failed'],
      ['Garbled', 'failed'],
      ['OPM Flow', 'harvested'],
    ]);
    const errors = Object.fromEntries(
      await Promise.all([missing, redirected, renamed, garbled].map(async (id) => [id, (await stateOf(id))?.last_error])),
    );
    expect(errors[missing]).toBe('github.com has no such repository, or it is private (GET /repos/nobody/nothing answered 404).');
    expect(errors[redirected]).toMatch(
      /^The repository has moved: GET \/repos\/old-owner\/renamed answered 301, to http:\/\/127\.0\.0\.1:\d+\/github\/repositories\/4242\. Update its source code repository link\.$/,
    );
    expect(errors[renamed]).toBe(
      'The repository has moved: github.com answers for equinor/ert-old with equinor/ert. Update its source code repository link.',
    );
    expect(errors[garbled]).toBe('github.com answered GET /repos/OPM/ResInsight with a body that is not JSON.');
    const state = await stateOf(missing);
    expect(state).toMatchObject({ last_outcome: 'failed', last_success_at: null });
    expect(state?.last_error_at).toBeInstanceOf(Date);
    expect((await find(missing)).repository).toBeNull();
    expect((await find(fine)).repository).not.toBeNull();
    // The admin's view of it.
    expect(await harvestStatesRepo.state(db.pool, missing)).toMatchObject({ status: 'failing', lastError: errors[missing] });
  });

  it('stores an answer in a shape it cannot read, keeping the facts of the last good harvest', async () => {
    forges.addGitHub(gitHubRepository());
    const id = await addTool('OPM Flow', 'https://github.com/OPM/opm-simulators');
    await runHarvest(db.pool, settings);
    const facts = (await find(id)).repository;
    forges.answerNext(/\/releases\/latest$/, (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ tag_name: 42, html_url: null }));
    });

    expect(outcomes(await runHarvest(db.pool, settings))).toEqual([['OPM Flow', 'failed']]);
    expect((await stateOf(id))?.last_error).toBe(
      'github.com answered GET /repos/OPM/opm-simulators/releases/latest in a shape the harvester cannot read at tag_name: Invalid input: expected string, received number.',
    );
    expect((await find(id)).repository).toEqual(facts);
    expect(await harvestStatesRepo.state(db.pool, id)).toMatchObject({ status: 'failing', harvestedAt: facts?.harvestedAt });
  });

  it('stores a dropped connection as the error of that tool, and reads the next', async () => {
    forges.addGitHub(gitHubRepository({ fullName: 'OPM/ResInsight' }));
    forges.addGitLab('gitlab.com', gitLabProject());
    const dropped = await addTool('ResInsight', 'https://github.com/OPM/ResInsight');
    await addTool('open-DARTS', 'https://gitlab.com/open-darts/open-darts');
    forges.answerNext(/^\/github\/repos\/OPM\/ResInsight\/commits/, dropConnection);

    expect(outcomes(await runHarvest(db.pool, settings))).toEqual([
      ['ResInsight', 'failed'],
      ['open-DARTS', 'harvested'],
    ]);
    expect((await stateOf(dropped))?.last_error).toMatch(
      /^github\.com could not be read \(GET \/repos\/OPM\/ResInsight\/commits\?per_page=1\): .+\.$/,
    );
    expect(forges.requestsTo(/ResInsight\/commits/).map((request) => request.status)).toEqual([0]);
  });
});

describe('a rate limit stops the run and leaves the tool first in line', () => {
  it('stops at a 403 with x-ratelimit-remaining 0, storing no error, and the next run starts from that tool', async () => {
    forges.addGitHub(gitHubRepository({ fullName: 'OPM/ResInsight' }));
    forges.addGitHub(gitHubRepository());
    forges.addGitLab('gitlab.com', gitLabProject());
    const first = await addTool('ResInsight', 'https://github.com/OPM/ResInsight');
    const second = await addTool('OPM Flow', 'https://github.com/OPM/opm-simulators');
    const third = await addTool('open-DARTS', 'https://gitlab.com/open-darts/open-darts');
    // Enough for the first repository's four requests and one of the second's.
    forges.githubRemaining = 5;

    const report = await runHarvest(db.pool, settings);

    expect(outcomes(report)).toEqual([['ResInsight', 'harvested']]);
    expect(report.rateLimited).toEqual({ host: 'github.com', retryAt: new Date(forges.githubReset * 1000).toISOString(), toolId: second });
    expect(forges.requestsTo(/opm-simulators/).map((request) => request.status)).toEqual([200, 403]);
    // Not its turn taken: no error, no attempt; and the tool after it was not asked at all.
    expect(await stateOf(second)).toBeUndefined();
    expect(await stateOf(third)).toBeUndefined();
    expect((await harvestStatesRepo.queue(db.pool)).map((tool) => tool.id)).toEqual([second, third, first]);

    forges.githubRemaining = 5000;
    expect(outcomes(await runHarvest(db.pool, settings))).toEqual([
      ['OPM Flow', 'harvested'],
      ['open-DARTS', 'harvested'],
      ['ResInsight', 'harvested'],
    ]);
  });

  it("stops at a 429 with Retry-After, GitHub's secondary limit and GitLab's alike", async () => {
    forges.addGitHub(gitHubRepository());
    forges.addGitLab('gitlab.com', gitLabProject());
    const github = await addTool('OPM Flow', 'https://github.com/OPM/opm-simulators');
    const gitlab = await addTool('open-DARTS', 'https://gitlab.com/open-darts/open-darts');
    forges.answerNext(/releases\/latest$/, secondaryRateLimit(60));
    const now = new Date('2025-06-01T03:00:00.000Z');

    const stopped = await runHarvest(db.pool, { ...settings, now: () => now });
    expect(stopped.tools).toEqual([]);
    expect(stopped.rateLimited).toEqual({ host: 'github.com', retryAt: '2025-06-01T03:01:00.000Z', toolId: github });

    // GitHub's limit is over; now GitLab's is spent: OPM Flow is read, open-DARTS waits.
    forges.answerNext(/^\/gitlab\.com\//, gitLabRateLimit(120));
    const next = await runHarvest(db.pool, { ...settings, now: () => now });
    expect(outcomes(next)).toEqual([['OPM Flow', 'harvested']]);
    expect(next.rateLimited).toEqual({ host: 'gitlab.com', retryAt: '2025-06-01T03:02:00.000Z', toolId: gitlab });
    expect(await stateOf(gitlab)).toBeUndefined();
  });
});

describe('a shutdown', () => {
  it('ends the run between requests when its signal aborts, and the tool being read keeps its place', async () => {
    forges.addGitHub(gitHubRepository());
    const id = await addTool('OPM Flow', 'https://github.com/OPM/opm-simulators');
    let asked = false;
    // An answer that never comes: only the abort ends the request.
    forges.answerNext(/releases\/latest$/, () => {
      asked = true;
    });
    const stop = new AbortController();
    const running = runHarvest(db.pool, settings, { signal: stop.signal });
    await expect.poll(() => asked).toBe(true);
    stop.abort();

    expect(await running).toEqual({ ran: true, tools: [], rateLimited: null, interrupted: true });
    expect(await stateOf(id)).toBeUndefined();
  });
});

describe('conditional requests', () => {
  it('sends each URL its ETag back: 304s cost no rate limit, the facts stay, and harvestedAt moves on', async () => {
    forges.addGitHub(gitHubRepository());
    forges.addGitLab('gitlab.com', gitLabProject());
    const github = await addTool('OPM Flow', 'https://github.com/OPM/opm-simulators');
    const gitlab = await addTool('open-DARTS', 'https://gitlab.com/open-darts/open-darts');
    const first = new Date('2025-06-01T03:00:00.000Z');
    const second = new Date('2025-06-02T03:00:00.000Z');
    await runHarvest(db.pool, { ...settings, now: () => first });
    const before = await find(github);
    const remaining = forges.githubRemaining;
    forges.requests.length = 0;

    expect(outcomes(await runHarvest(db.pool, { ...settings, now: () => second }))).toEqual([
      ['OPM Flow', 'harvested'],
      ['open-DARTS', 'harvested'],
    ]);

    expect(forges.requests.every((request) => request.status === 304 && request.headers['if-none-match'] !== undefined)).toBe(true);
    expect(forges.requests).toHaveLength(4 + 3);
    expect(forges.githubRemaining).toBe(remaining);
    const after = await find(github);
    expect(after.repository).toEqual({ ...before.repository, harvestedAt: second.toISOString() });
    expect((await find(gitlab)).repository?.harvestedAt).toBe(second.toISOString());
    expect(Object.keys((await stateOf(github))!.etags)).toHaveLength(4);

    // A new release changes the answer, and so its ETag: read in full, and the facts follow.
    forges.addGitHub(gitHubRepository({ release: { tag: 'release/2025.10', at: '2025-10-15T12:00:00Z' } }));
    forges.requests.length = 0;
    await runHarvest(db.pool, settings);
    expect(forges.requestsTo(/opm-simulators/).map((request) => request.status)).toEqual([304, 200, 304, 304]);
    expect((await find(github)).repository?.latestRelease?.version).toBe('2025.10');
  });
});

describe("GitHub's statistics, which it computes on demand", () => {
  const STATS = /\/stats\/participation$/;
  const statsUrl = (id: number) => stateOf(id).then((state) => Object.keys(state!.etags).filter((url) => STATS.test(url)));

  it('a 202 while they are computed: every other fact stored, the count null on a first harvest, no error; the next run reads it', async () => {
    forges.addGitHub(gitHubRepository({ statisticsPending: true }));
    const id = await addTool('OPM Flow', 'https://github.com/OPM/opm-simulators');

    expect(outcomes(await runHarvest(db.pool, settings))).toEqual([['OPM Flow', 'harvested']]);
    expect((await find(id)).repository).toMatchObject({
      latestRelease: { version: '2025.04' },
      lastCommitAt: '2025-05-12T08:30:00.000Z',
      stars: 512,
      commitsLastYear: null,
    });
    expect(await stateOf(id)).toMatchObject({ last_outcome: 'harvested', last_error: null, last_error_at: null });
    expect(forges.requestsTo(STATS).map((request) => request.status)).toEqual([202]);
    // The 202 carried no ETag, and nothing of it is kept for the next run.
    expect(await statsUrl(id)).toEqual([]);

    forges.requests.length = 0;
    expect(outcomes(await runHarvest(db.pool, settings))).toEqual([['OPM Flow', 'harvested']]);
    expect((await find(id)).repository?.commitsLastYear).toBe(1523);
    expect(forges.requestsTo(STATS).map((request) => [request.status, request.headers['if-none-match']])).toEqual([[200, undefined]]);
    expect(await statsUrl(id)).toHaveLength(1);
  });

  it('a 202 after a push keeps the count read before, with the new harvest time, and the run after reads the new one', async () => {
    const repository = gitHubRepository({ weeklyCommits: Array.from({ length: 52 }, () => 3) });
    forges.addGitHub(repository);
    const id = await addTool('OPM Flow', 'https://github.com/OPM/opm-simulators');
    await runHarvest(db.pool, settings);
    expect((await find(id)).repository?.commitsLastYear).toBe(156);

    // A push to the default branch resets GitHub's statistics: computed afresh, on the next request.
    repository.weeklyCommits = Array.from({ length: 52 }, (_week, index) => (index === 51 ? 10 : 3));
    repository.statisticsPending = true;
    const later = new Date('2025-06-02T03:00:00.000Z');
    expect(outcomes(await runHarvest(db.pool, { ...settings, now: () => later }))).toEqual([['OPM Flow', 'harvested']]);
    expect((await find(id)).repository).toMatchObject({ commitsLastYear: 156, harvestedAt: later.toISOString() });
    expect(await stateOf(id)).toMatchObject({ last_outcome: 'harvested', last_error: null });
    // Asked with the old ETag, answered 202: the old ETag is dropped, so the next run cannot be told 304 for the old count.
    expect(forges.requestsTo(STATS).map((request) => request.status)).toEqual([200, 202]);
    expect(await statsUrl(id)).toEqual([]);

    await runHarvest(db.pool, settings);
    expect((await find(id)).repository?.commitsLastYear).toBe(51 * 3 + 10);
  });

  it("stores statistics that do not cover 52 weeks as the tool's error, keeping the facts of the last good harvest", async () => {
    forges.addGitHub(gitHubRepository());
    const id = await addTool('OPM Flow', 'https://github.com/OPM/opm-simulators');
    await runHarvest(db.pool, settings);
    const facts = (await find(id)).repository;
    forges.answerNext(STATS, (_req, res) => {
      const weeks = Array.from({ length: 51 }, () => 1);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ all: weeks, owner: weeks }));
    });

    expect(outcomes(await runHarvest(db.pool, settings))).toEqual([['OPM Flow', 'failed']]);
    expect((await stateOf(id))?.last_error).toBe(
      'github.com answered GET /repos/OPM/opm-simulators/stats/participation in a shape the harvester cannot read at all: Too small: expected array to have exactly 52 items.',
    );
    expect((await find(id)).repository).toEqual(facts);
  });

  it("is read as not ready only from the statistics: any other request's 202 is the tool's error", async () => {
    forges.addGitHub(gitHubRepository());
    const id = await addTool('OPM Flow', 'https://github.com/OPM/opm-simulators');
    forges.answerNext(/\/commits\?per_page=1$/, (_req, res) => {
      res.writeHead(202, { 'Content-Type': 'application/json' }).end('{}');
    });

    expect(outcomes(await runHarvest(db.pool, settings))).toEqual([['OPM Flow', 'failed']]);
    expect((await stateOf(id))?.last_error).toBe('github.com answered 202 to GET /repos/OPM/opm-simulators/commits?per_page=1.');
  });
});

describe('the queue', () => {
  it('reads at most a batch of tools, oldest turn first; a skipped tool costs no place in the batch, its reason stored', async () => {
    for (const name of ['a', 'b', 'c', 'd']) forges.addGitHub(gitHubRepository({ fullName: `example/${name}` }));
    for (const name of ['A', 'B', 'C', 'D']) await addTool(name, `https://github.com/example/${name.toLowerCase()}`);
    const unlinked = await addTool('No link', null);
    const bitbucket = await addTool('PFLOTRAN', 'https://bitbucket.org/pflotran/pflotran');
    const nameless = await addTool('Org only', 'https://github.com/OPM');

    const first = await runHarvest(db.pool, { ...settings, batch: 2 });
    expect(outcomes(first)).toEqual([
      ['A', 'harvested'],
      ['B', 'harvested'],
    ]);
    const second = await runHarvest(db.pool, { ...settings, batch: 2 });
    expect(outcomes(second)).toEqual([
      ['C', 'harvested'],
      ['D', 'harvested'],
    ]);
    // Then the tools never tried: skipped at no cost, and A and B, whose turns are the oldest.
    expect(outcomes(await runHarvest(db.pool, { ...settings, batch: 2 }))).toEqual([
      ['No link', 'skipped'],
      ['PFLOTRAN', 'skipped'],
      ['Org only', 'skipped'],
      ['A', 'harvested'],
      ['B', 'harvested'],
    ]);
    expect((await stateOf(unlinked))?.skipped_reason).toBe('It has no source code repository link.');
    expect((await stateOf(bitbucket))?.skipped_reason).toBe('bitbucket.org is not a harvested host (HARVEST_HOSTS).');
    expect((await stateOf(nameless))?.skipped_reason).toBe('Its source code repository link does not name a repository on github.com.');
    expect(await harvestStatesRepo.state(db.pool, bitbucket)).toMatchObject({ status: 'skipped', skippedReason: expect.any(String) });
  });

  it('never asks about a tool whose harvesting an admin switched off', async () => {
    forges.addGitHub(gitHubRepository());
    const id = await addTool('OPM Flow', 'https://github.com/OPM/opm-simulators');
    await harvestStatesRepo.setDisabled(db.pool, id, 'The repository is a mirror.');

    expect((await runHarvest(db.pool, settings)).tools).toEqual([]);
    expect(forges.requests).toEqual([]);
    expect(await harvestStatesRepo.state(db.pool, id)).toMatchObject({ status: 'disabled', disabledReason: 'The repository is a mirror.' });
  });

  it('runs one harvest at a time: a run that finds another holding the lock does nothing', async () => {
    forges.addGitHub(gitHubRepository());
    await addTool('OPM Flow', 'https://github.com/OPM/opm-simulators');
    // The first run's request waits for its answer until the second run has tried.
    let answer: (() => void) | undefined;
    forges.answerNext(/releases\/latest$/, (_req, res) => {
      answer = () => res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"Not Found"}');
    });
    const running = runHarvest(db.pool, settings);
    await expect.poll(() => answer !== undefined).toBe(true);

    expect(await runHarvest(db.pool, settings)).toEqual({ ran: false, tools: [], rateLimited: null, interrupted: false });
    answer?.();
    expect(outcomes(await running)).toEqual([['OPM Flow', 'harvested']]);
  });
});
