import type { RepositoryFacts } from '@rsd/core';
import { makeRepositoryFacts } from '@rsd/core/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSimulator } from '../../test/fixtures';
import { renderApp, seedCache } from '../../test/render-app';
import { withFreshCache } from '../../test/test-db';

withFreshCache();

// Nothing here may reach the network: what is shown comes from the offline cache, as the sync left it.
const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

const HOUR = 3_600_000;
/** An instant `hours` before the test runs: the ages below do not depend on the day the test runs. */
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

const facts = (overrides: Partial<RepositoryFacts> = {}): RepositoryFacts =>
  makeRepositoryFacts({
    latestRelease: { version: '2024.10', date: '2024-10-15', url: 'https://github.com/OPM/opm-simulators/releases/tag/release/2024.10' },
    lastCommitAt: hoursAgo(3 * 24 + 1),
    stars: 1234,
    forks: 210,
    openIssues: 57,
    commitsLastYear: 1523,
    harvestedAt: hoursAgo(2),
    ...overrides,
  });

const harvested = makeSimulator({ id: 7, name: 'OPM Flow', repository: facts() });
const archived = makeSimulator({
  id: 8,
  name: 'Old Sim',
  repository: facts({ archived: true, latestRelease: null, stars: null, commitsLastYear: null }),
});
const curatedOnly = makeSimulator({ id: 9, name: 'MRST', repository: null });

const cardOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('article') as HTMLElement;
const fromTheRepository = () => screen.queryByRole('region', { name: 'From the Repository' });

describe('harvested repository facts', () => {
  it('home: a card warns "Archived" when the repository is archived, and says nothing harvested otherwise', async () => {
    await seedCache([harvested, archived, curatedOnly]);
    renderApp('/');
    await screen.findByRole('heading', { level: 3, name: 'Old Sim' });

    expect(within(cardOf('Old Sim')).getByText('Archived').closest('[data-archived]')).not.toBeNull();
    for (const name of ['OPM Flow', 'MRST']) {
      expect(within(cardOf(name)).queryByText('Archived')).toBeNull();
      // The card keeps its curated facts only: no harvested counts, commit or release line.
      expect(within(cardOf(name)).queryByText(/stars|commits|Last commit|harvested/)).toBeNull();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('detail: the harvested lines with their ages, under the line that says where they came from', async () => {
    await seedCache([harvested]);
    renderApp('/simulator/7');
    await screen.findByRole('heading', { level: 1, name: 'OPM Flow' });

    const section = within(fromTheRepository()!);
    const release = section.getByRole('link', { name: 'v2024.10' });
    expect(release.getAttribute('href')).toBe('https://github.com/OPM/opm-simulators/releases/tag/release/2024.10');
    expect(release.closest('li')?.textContent).toBe('Latest release v2024.10, released Oct 15, 2024');
    expect(section.getByText('Last commit 3 days ago').getAttribute('dateTime')).toBe(harvested.repository?.lastCommitAt);
    expect(section.getByText('1,523 commits in the past year')).toBeTruthy();
    expect(section.getByText('1,234 stars · 210 forks · 57 open issues')).toBeTruthy();
    expect(section.getByText('Facts from the repository, harvested 2 hours ago')).toBeTruthy();
    // The page's Sources, under every tab, name the harvest beside the curated facts' sources.
    expect(
      within(screen.getByRole('region', { name: 'Sources' })).getByText('Facts from the repository, harvested 2 hours ago'),
    ).toBeTruthy();
    // The curated release stays where it was, apart from the harvested one.
    expect(screen.getByText('2024.04 (Apr 30, 2024)')).toBeTruthy();
    expect(screen.queryByText(/read-only and no longer developed/)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('detail: an archived repository is a warning under the header, and a line among the harvested facts', async () => {
    await seedCache([archived]);
    renderApp('/simulator/8');
    await screen.findByRole('heading', { level: 1, name: 'Old Sim' });

    const warning = screen.getByText(/Its owners have archived the source repository: it is read-only and no longer developed\./);
    expect(warning.closest('header')).not.toBeNull();
    expect(warning.closest('[data-archived]')?.textContent).toContain('Archived.');
    const section = within(fromTheRepository()!);
    expect(section.getByText('Repository archived (read-only)')).toBeTruthy();
    // Only the facts the host gave: no release, no count of commits, no stars.
    expect(section.queryByText(/Latest release/)).toBeNull();
    expect(section.queryByText(/commit(s)? in the past year/)).toBeNull();
    expect(section.getByText('210 forks · 57 open issues')).toBeTruthy();
    expect(section.getByText('Facts from the repository, harvested 2 hours ago')).toBeTruthy();
  });

  it('detail: nothing harvested is shown before the first harvest (repository null)', async () => {
    await seedCache([curatedOnly]);
    renderApp('/simulator/9');
    await screen.findByRole('heading', { level: 1, name: 'MRST' });

    expect(fromTheRepository()).toBeNull();
    expect(screen.queryByText(/Facts from the repository|Last commit|Archived|stars/)).toBeNull();
  });
});
