import type { RepositoryFacts } from '../schemas/repository-facts';

/** Harvested facts for tests: a released, active repository; override only what a case is about. */
export const makeRepositoryFacts = (overrides: Partial<RepositoryFacts> = {}): RepositoryFacts => ({
  latestRelease: { version: '2025.04', date: '2025-04-30', url: 'https://github.com/OPM/opm-simulators/releases/tag/release%2F2025.04' },
  lastCommitAt: '2025-05-12T08:30:00.000Z',
  archived: false,
  stars: 512,
  forks: 380,
  openIssues: 143,
  commitsLastYear: 1523,
  license: 'GPL-3.0',
  harvestedAt: '2025-05-13T03:00:02.000Z',
  ...overrides,
});
