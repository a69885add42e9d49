import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSimulator } from '../../test/fixtures';
import { renderApp, seedCache } from '../../test/render-app';
import { withFreshCache } from '../../test/test-db';
import { NO_SOURCES_TEXT } from './sources-section';

withFreshCache();

// The Sources come from the offline cache, as the sync left it: nothing reaches the network.
const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

const OPM = 'https://github.com/OPM/opm-simulators';

const sourced = makeSimulator({
  id: 7,
  name: 'OPM Flow',
  sourceCodeRepository: OPM,
  evidence: [
    'OPM/opm-simulators@0b42d53d09:README.md',
    'OPM/opm-simulators@0b42d53d09:opm/models/discretization/, opm/simulators/linalg/',
    'OPM/opm-simulators tag release/2026.04/final (tagger date 2026-05-18)',
    "code-search excerpt of a source header: 'GNU Lesser General Public License v3.0'",
  ],
  factsVerifiedOn: '2026-11-27',
});
const onGitLab = makeSimulator({
  id: 8,
  name: 'DuMux',
  sourceCodeRepository: 'https://git.iws.uni-stuttgart.de/dumux-repositories/dumux',
  evidence: ['dumux-repositories/dumux tag 3.10.0 (2025-04-04)'],
  factsVerifiedOn: null,
});
const unsourced = makeSimulator({ id: 9, name: 'Submitted Tool', evidence: [], factsVerifiedOn: null });

const sources = () => within(screen.getByRole('region', { name: 'Sources' }));
/** The links of a list item, as [text, href]. */
const hrefs = (item: HTMLElement) =>
  within(item)
    .queryAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the detail page Sources', () => {
  it('links each evidence entry to the file, folder or tag it names, and says when the facts were verified', async () => {
    await seedCache([sourced]);
    renderApp('/simulator/7');
    await screen.findByRole('heading', { level: 1, name: 'OPM Flow' });

    expect(screen.getByRole('heading', { level: 2, name: 'Sources' })).toBeTruthy();
    const verified = sources().getByText('Facts verified on', { exact: false });
    expect(verified.textContent).toBe('Facts verified on Nov 27, 2026');
    expect(verified.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-27');

    const items = sources().getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(sourced.evidence);
    expect(hrefs(items[0]!)).toEqual([['OPM/opm-simulators@0b42d53d09:README.md', `${OPM}/blob/0b42d53d09/README.md`]]);
    expect(hrefs(items[1]!)).toEqual([
      ['OPM/opm-simulators@0b42d53d09:opm/models/discretization/', `${OPM}/tree/0b42d53d09/opm/models/discretization`],
      ['opm/simulators/linalg/', `${OPM}/tree/0b42d53d09/opm/simulators/linalg`],
    ]);
    expect(hrefs(items[2]!)).toEqual([['OPM/opm-simulators tag release/2026.04/final', `${OPM}/releases/tag/release/2026.04/final`]]);
    // Free text names no repository: shown as it is, no link.
    expect(hrefs(items[3]!)).toEqual([]);
    // Links leave the app the way every external link does (a new tab on the web).
    expect(
      sources()
        .getAllByRole('link')
        .every((link) => link.getAttribute('target') === '_blank'),
    ).toBe(true);
    expect(sources().queryByText(NO_SOURCES_TEXT)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("uses GitLab's tag page for a tool whose repository lives on a GitLab, with no date when none was recorded", async () => {
    await seedCache([onGitLab]);
    renderApp('/simulator/8');
    await screen.findByRole('heading', { level: 1, name: 'DuMux' });

    expect(sources().getByRole('link', { name: 'dumux-repositories/dumux tag 3.10.0' }).getAttribute('href')).toBe(
      'https://git.iws.uni-stuttgart.de/dumux-repositories/dumux/-/tags/3.10.0',
    );
    expect(sources().queryByText(/Facts verified on/)).toBeNull();
  });

  it('says the facts are unsourced when no source is recorded', async () => {
    await seedCache([unsourced]);
    renderApp('/simulator/9');
    await screen.findByRole('heading', { level: 1, name: 'Submitted Tool' });

    expect(sources().getByText(NO_SOURCES_TEXT)).toBeTruthy();
    expect(sources().queryByRole('list')).toBeNull();
    expect(sources().queryByText(/Facts verified on/)).toBeNull();
  });

  it('stays under every tab: the sources cover all of the page', async () => {
    await seedCache([sourced]);
    renderApp('/simulator/7');
    await screen.findByRole('heading', { level: 1, name: 'OPM Flow' });

    await userEvent.click(screen.getByRole('tab', { name: 'Benchmark Studies' }));
    expect(screen.getByRole('tab', { name: 'Benchmark Studies' }).getAttribute('aria-selected')).toBe('true');
    expect(sources().getAllByRole('listitem')).toHaveLength(sourced.evidence.length);
  });
});
