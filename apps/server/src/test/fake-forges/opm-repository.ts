import type { FakeGitHubRepository } from './fake-repositories';

export const GPL = { key: 'gpl-3.0', name: 'GNU General Public License v3.0', spdx_id: 'GPL-3.0', nickname: 'GNU GPLv3' };

/** OPM's simulators repository on the fake GitHub, as the harvest tests read it: a release, its tag and a commit after it. */
export const gitHubRepository = (overrides: Partial<FakeGitHubRepository> = {}): FakeGitHubRepository => ({
  fullName: 'OPM/opm-simulators',
  stars: 512,
  forks: 380,
  openIssues: 143,
  archived: false,
  license: GPL,
  release: { tag: 'release/2025.04', at: '2025-04-30T12:00:00Z' },
  tags: [{ name: 'release/2025.04', sha: '0a1b2c3d4e5f60718293a4b5c6d7e8f901234567', date: '2025-04-29T09:00:00Z' }],
  lastCommit: { sha: 'f1e2d3c4b5a697887766554433221100ffeeddcc', date: '2025-05-12T08:30:00Z' },
  ...overrides,
});
