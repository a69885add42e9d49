import { makeJob } from '@rsd/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/cache/db';
import { rememberJobList } from '../../data/local';
import { useSyncStatus } from '../../data/sync';
import { stubJobsApi } from '../../test/jobs-api-stub';
import { makeSimulator, makeTechnology } from '../../test/fixtures';
import { fakePlatform, renderApp, seedCache } from '../../test/render-app';
import { SearchChannelWorker } from '../../test/search-channel-worker';
import { withFreshCache } from '../../test/test-db';

withFreshCache();

afterEach(() => {
  vi.unstubAllGlobals();
  useSyncStatus.setState({ offline: false });
});

const dumux = makeSimulator({
  id: 2,
  name: 'DuMux',
  fullName: 'DUNE for multi-phase flow and transport in porous media',
  shortDescription: 'Porous-media simulator built on DUNE',
  learningResources: {
    official_documentation: [{ title: 'DuMux handbook', url: 'https://dumux.example/handbook', description: 'First steps' }],
  },
});
const mrst = makeSimulator({
  id: 4,
  name: 'MRST',
  shortDescription: 'MATLAB Reservoir Simulation Toolbox',
  keyFeatures: ['Coupled geomechanics'],
});
const wells = makeTechnology({ id: 7, name: 'Smart well completion', vendorName: 'Acme Geomechanics Ltd' });
const job = makeJob({ id: 9, title: 'Reservoir engineer (DuMux)', company: 'Stuttgart Energy' });

async function openWithShortcut() {
  const user = userEvent.setup();
  const view = renderApp('/about');
  const trigger = await screen.findByRole('button', { name: 'Search' });
  await user.keyboard('{Control>}k{/Control}');
  const input = await screen.findByRole('searchbox', { name: /Simulators, technologies, jobs and learning resources/ });
  await waitFor(() => expect(document.activeElement).toBe(input));
  return { ...view, user, trigger, input };
}

const groupNames = () =>
  within(screen.getByRole('listbox', { name: 'Search results' }))
    .getAllByRole('group')
    .map((group) => group.getAttribute('label'));
const optionTitles = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('option')
    .map((option) => option.textContent?.split(' — ')[0]);

describe('global search', () => {
  it('opens with Ctrl+K, finds DuMux for "dumx", groups results by kind and opens one with Enter', async () => {
    stubJobsApi([job]);
    await seedCache([dumux, mrst], [wells]);
    const { user, input, router } = await openWithShortcut();

    await user.type(input, 'dumx');
    expect(await screen.findByRole('option', { name: /^DuMux — DUNE/ })).toBeTruthy();
    // Every kind that matched, in a fixed order: the tool, the job that names it, its handbook.
    await waitFor(() => expect(groupNames()).toEqual(['Simulators', 'Jobs', 'Learning']));
    expect(optionTitles('Simulators')).toEqual(['DuMux']);
    expect(optionTitles('Jobs')).toEqual(['Reservoir engineer (DuMux)']);
    expect(optionTitles('Learning')).toEqual(['DuMux handbook']);
    expect(document.getElementById('global-search-status')?.textContent).toMatch(/^3 results/);

    // The first result is active; the arrows move through all of them, across groups, and wrap.
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(input.getAttribute('aria-controls')).toBe('global-search-results');
    expect(active()).toMatch(/^DuMux/);
    await user.keyboard('{ArrowDown}');
    expect(active()).toMatch(/^Reservoir engineer/);
    expect(screen.getByRole<HTMLOptionElement>('option', { name: /^Reservoir engineer/ }).selected).toBe(true);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toMatch(/^DuMux/);
    await user.keyboard('{ArrowUp}');
    expect(active()).toMatch(/^DuMux handbook/);
    await user.keyboard('{ArrowUp}{ArrowUp}');

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulator/2'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('finds "geomech" in a feature and an organisation, and says when nothing matches', async () => {
    stubJobsApi([]);
    await seedCache([dumux, mrst], [wells]);
    const { user, input } = await openWithShortcut();

    await user.type(input, 'geomech');
    expect(await screen.findByRole('option', { name: /^MRST/ })).toBeTruthy();
    expect(optionTitles('Technologies')).toEqual(['Smart well completion']);

    await user.clear(input);
    await user.type(input, 'zzzzqqq');
    expect(await screen.findByText('No results for “zzzzqqq”.')).toBeTruthy();
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it("counts a broad query's matches as a lower bound: only so many of a kind are scored", async () => {
    stubJobsApi([]);
    const porous = Array.from({ length: 205 }, (_, i) =>
      makeSimulator({ id: 100 + i, name: `Tool ${i}`, shortDescription: 'Porous-media simulator' }),
    );
    await seedCache(porous);
    const { user, input } = await openWithShortcut();

    await user.type(input, 'porous');
    await waitFor(() => expect(groupNames()).toEqual(['Simulators (5 of 200+)']));
    expect(screen.getByText('200+ results')).toBeTruthy();
  });

  it('opens a learning resource outside the app, and a click on the button opens the dialog too', async () => {
    stubJobsApi([]);
    await seedCache([dumux]);
    const user = userEvent.setup();
    const platform = fakePlatform();
    renderApp('/about', { platform });
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    const input = await screen.findByRole('searchbox', { name: /Simulators, technologies/ });
    await user.type(input, 'handbook');
    await user.click(await screen.findByRole('option', { name: /^DuMux handbook/ }));
    expect(platform.openExternal).toHaveBeenCalledWith('https://dumux.example/handbook');
  });

  it('closes with Escape and gives the focus back to the header button', async () => {
    stubJobsApi([]);
    await seedCache([dumux]);
    const { user, trigger } = await openWithShortcut();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it('does not open on "/" typed into a text box', async () => {
    stubJobsApi([]);
    await seedCache([dumux]);
    const user = userEvent.setup();
    renderApp('/');
    await user.type(await screen.findByRole('searchbox', { name: /search/i }), '/');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('searches the cache and the jobs kept on this device with no network at all', async () => {
    stubJobsApi([job], { down: () => true });
    useSyncStatus.setState({ offline: true });
    await rememberJobList(db, '{}', [job]);
    await seedCache([dumux, mrst], [wells]);
    const { user, input } = await openWithShortcut();

    await user.type(input, 'stuttgart');
    expect(await screen.findByRole('option', { name: /^Reservoir engineer/ })).toBeTruthy();
    await user.clear(input);
    await user.type(input, 'mrst');
    expect(await screen.findByRole('option', { name: /^MRST/ })).toBeTruthy();
  });

  it('says offline that the directory is not on this device when no sync ever filled the cache', async () => {
    stubJobsApi([], { down: () => true });
    useSyncStatus.setState({ offline: true });
    const { user, input } = await openWithShortcut();

    await user.type(input, 'dumux');
    expect(await screen.findByText('The directory is not on this device yet: it downloads when you are online.')).toBeTruthy();
    useSyncStatus.setState({ offline: false });
    expect(await screen.findByText('Loading the directory…')).toBeTruthy();
  });

  it('says the search could not start when its worker does not load', async () => {
    stubJobsApi([]);
    await seedCache([dumux]);
    const user = userEvent.setup();
    // As the browser reports a worker whose script did not load: an error event once it was started.
    renderApp('/about', {
      spawnSearchWorker: () => {
        const worker = new SearchChannelWorker({ serve: false });
        setTimeout(() => worker.fail());
        return worker;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    const input = await screen.findByRole('searchbox', { name: /Simulators, technologies/ });
    await user.type(input, 'dumux');
    expect(await screen.findByText('The search could not start. Reload the page to try again.')).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
