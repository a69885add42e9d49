import type { IncomingHttpHeaders } from 'node:http';

/** What a test says about a repository or project the fake forges serve, and what they record of each request. */

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
