import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../data/api-client';
import { db } from '../../data/cache/db';
import { useSyncStatus } from '../../data/sync';
import { createFakeSyncServer } from '../../test/fake-sync-server';
import { makeSimulator } from '../../test/fixtures';
import { renderApp, seedCache, withSlowPage } from '../../test/render-app';
import { withFreshCache } from '../../test/test-db';
import { SEARCH_URL_DELAY_MS } from './use-home-filters';

withFreshCache();

const capabilities = (...names: string[]) => ({
  physics_and_models: names.map((capability_name) => ({ capability_name, description: '' })),
});

const opm = makeSimulator({
  id: 1,
  name: 'OPM Flow',
  fullName: 'Open Porous Media Flow',
  shortDescription: 'Fully implicit black-oil reservoir simulator.',
  programmingLanguages: ['C++ (core)', 'Python'],
  licenseType: 'GPL-3.0',
  developmentStatus: 'Actively Maintained',
  relevantOrganizations: ['Equinor (Norway)', 'SINTEF Digital', { name: 'NORCE (Bergen)' }, 'OPM Initiative', 'TNO'],
  detailedCapabilities: capabilities('Black oil', 'Compositional', 'Thermal', 'Polymer'),
  updatedAt: '2024-05-02T12:00:00.000Z',
});
const mrst = makeSimulator({
  id: 2,
  name: 'MRST',
  fullName: 'MATLAB Reservoir Simulation Toolbox',
  shortDescription: 'Rapid prototyping toolbox for reservoir simulation.',
  programmingLanguages: ['MATLAB'],
  licenseType: 'GPL-3.0',
  developmentStatus: 'Actively Maintained',
  applicationAreas: ['Research', 'Teaching', 'CO2 storage'],
  relevantOrganizations: ['SINTEF Digital'],
  detailedCapabilities: null,
  updatedAt: null,
});
const dumux = makeSimulator({
  id: 3,
  name: 'DuMux',
  fullName: 'DUNE for Multi-{Phase, Component, Scale, Physics, ...} flow',
  shortDescription: 'Porous-media simulator built on DUNE.',
  programmingLanguages: ['C++'],
  licenseType: 'LGPL-3.0',
  developmentStatus: 'Beta',
  applicationAreas: ['Groundwater'],
  relevantOrganizations: ['University of Stuttgart'],
  detailedCapabilities: capabilities('Multiphase flow'),
});

const cards = () => within(screen.getByRole('list', { name: 'Simulators' })).getAllByRole('heading', { level: 3 });
const cardNames = () => cards().map((heading) => heading.textContent);
const cardOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('.simulator-card') as HTMLElement;

describe('home page', () => {
  it('shows the hero, the subscription box and the development notice', async () => {
    await seedCache([opm]);
    renderApp('/');

    expect(screen.getByRole('heading', { level: 1, name: 'The Platform for Open Source Reservoir Simulation' })).toBeTruthy();
    const hero = within(screen.getByRole('region', { name: 'The Platform for Open Source Reservoir Simulation' }));
    expect(hero.getByRole('link', { name: 'Explore Tools' }).getAttribute('href')).toBe('#tools');
    expect(hero.getByRole('link', { name: 'Submit a Tool' }).getAttribute('href')).toBe('/submit-tool');
    expect(screen.getByRole('heading', { name: 'Stay Up to Date' })).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByText('Development in Progress')).toBeTruthy();
    expect(document.getElementById('home')).not.toBeNull();
    expect(document.getElementById('tools')).not.toBeNull();
    await screen.findByRole('heading', { level: 3, name: 'OPM Flow' });
  });

  it('shows three placeholders until the first sync has filled the cache', async () => {
    const server = createFakeSyncServer();
    [opm, mrst, dumux].forEach((sim) => server.putSimulator(sim));
    renderApp('/', { fetchPage: server.fetchPage });

    const loading = screen.getByText('Loading simulators...').closest('.simulator-grid') as HTMLElement;
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(loading.querySelectorAll('.simulator-card')).toHaveLength(3);
    expect(within(loading).queryAllByRole('heading')).toEqual([]);

    await screen.findByRole('heading', { level: 3, name: 'MRST' });
    expect(cardNames()).toEqual(['DuMux', 'MRST', 'OPM Flow']);
    expect(screen.getByText('Showing 3 simulator(s)')).toBeTruthy();
    expect(screen.queryByText('Loading simulators...')).toBeNull();
  });

  it('renders the cards from the cache while the server is down, and says it is offline', async () => {
    await seedCache([opm, mrst]);
    const { engine } = renderApp('/');

    await screen.findByRole('heading', { level: 3, name: 'OPM Flow' });
    await engine.syncNow().catch(() => undefined);

    expect(useSyncStatus.getState().offline).toBe(true);
    expect(await screen.findByText(/Offline: showing saved data/)).toBeTruthy();
    expect(cardNames()).toEqual(['MRST', 'OPM Flow']);
  });

  it('draws its cards from the listings alone, not the whole records', async () => {
    await seedCache([opm, mrst]);
    await db.simulators.clear();
    renderApp('/');
    await screen.findByRole('heading', { level: 3, name: 'OPM Flow' });
    expect(cardNames()).toEqual(['MRST', 'OPM Flow']);
    expect(screen.getByText('Showing 2 simulator(s)')).toBeTruthy();
  });

  it('refreshes the list when a later sync changes the cache', async () => {
    const server = createFakeSyncServer();
    server.putSimulator(opm);
    const { engine } = renderApp('/', { fetchPage: server.fetchPage });
    await screen.findByRole('heading', { level: 3, name: 'OPM Flow' });

    server.putSimulator(mrst);
    server.putSimulator({ ...opm, name: 'OPM Flow 2' });
    await engine.syncNow();

    await screen.findByRole('heading', { level: 3, name: 'MRST' });
    expect(cardNames()).toEqual(['MRST', 'OPM Flow 2']);
  });

  it('shows the error text when the first load fails', async () => {
    renderApp('/', {
      fetchPage: async () => {
        throw new ApiError(500, '500: Internal Server Error', null);
      },
    });

    expect(await screen.findByText('Error loading simulators. Please try again later.')).toBeTruthy();
  });

  it('fills a card per the spec: organisations cut at "(", 3 capabilities, +N more, update date, link', async () => {
    await seedCache([opm, mrst]);
    renderApp('/');

    const card = within(await screen.findByRole('heading', { level: 3, name: 'OPM Flow' }).then(() => cardOf('OPM Flow')));
    expect(card.getByText('Open Porous Media Flow')).toBeTruthy();
    expect(card.getByText('Fully implicit black-oil reservoir simulator.')).toBeTruthy();
    const orgs = card.getByRole('list', { name: 'Organizations' });
    expect(
      within(orgs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Equinor', 'SINTEF Digital', 'NORCE', '+2 more']);
    const caps = card.getByRole('list', { name: 'Capabilities' });
    expect(
      within(caps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Black oil', 'Compositional', 'Thermal', '+1 more']);
    expect(card.getByText('Updated: May 2, 2024')).toBeTruthy();
    expect(card.getByRole('link', { name: /View Details/ }).getAttribute('href')).toBe('/simulator/1');

    const other = within(cardOf('MRST'));
    expect(other.queryByRole('list', { name: 'Capabilities' })).toBeNull();
    const areas = other.getByRole('list', { name: 'Application areas' });
    expect(
      within(areas)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Research', 'Teaching']);
    expect(other.getByText('Updated: Unknown')).toBeTruthy();
  });

  it('reads the search and filters from the URL', async () => {
    await seedCache([opm, mrst, dumux]);
    renderApp('/?q=porous&lang=C%2B%2B');

    await screen.findByRole('heading', { level: 3, name: 'DuMux' });
    expect(cardNames()).toEqual(['DuMux', 'OPM Flow']);
    expect((screen.getByLabelText('Search simulators') as HTMLInputElement).value).toBe('porous');
    expect(screen.getByRole('button', { name: 'Remove filter Programming Languages: C++' })).toBeTruthy();
    expect(screen.getByText('Showing 2 simulator(s)')).toBeTruthy();
  });

  it('writes the search, status and checkbox filters into the URL, and removes a badge', async () => {
    const user = userEvent.setup();
    await seedCache([opm, mrst, dumux]);
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 3, name: 'DuMux' });
    const search = () => new URLSearchParams(router.state.location.search);

    await user.type(screen.getByLabelText('Search simulators'), 'sim');
    // The URL follows once typing pauses (SEARCH_URL_DELAY_MS), in one write.
    await waitFor(() => expect(search().get('q')).toBe('sim'));
    expect(cardNames()).toEqual(['DuMux', 'MRST', 'OPM Flow']);

    await user.selectOptions(screen.getByLabelText('Development status'), 'Beta');
    expect(search().get('status')).toBe('Beta');
    expect(cardNames()).toEqual(['DuMux']);
    await user.selectOptions(screen.getByLabelText('Development status'), 'All');
    expect(search().get('status')).toBeNull();

    const toggle = screen.getByRole('button', { name: 'More Filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide Filters' }).getAttribute('aria-expanded')).toBe('true');

    // The panel is a lazy chunk: its groups come once it has loaded.
    const languages = within(await screen.findByRole('group', { name: 'Programming Languages' }));
    expect(languages.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['C++', 'MATLAB', 'Python']);
    await user.click(languages.getByLabelText('MATLAB'));
    await user.click(within(screen.getByRole('group', { name: 'License Type' })).getByLabelText('LGPL-3.0'));
    expect(search().getAll('lang')).toEqual(['MATLAB']);
    expect(search().getAll('license')).toEqual(['LGPL-3.0']);
    // AND across groups: MATLAB and LGPL-3.0 together match nothing.
    expect(screen.getByText('No simulators match your criteria')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove filter License Type: LGPL-3.0' }));
    expect(search().getAll('license')).toEqual([]);
    expect(cardNames()).toEqual(['MRST']);
    expect((languages.getByLabelText('MATLAB') as HTMLInputElement).checked).toBe(true);
  });

  it('shows the empty state and resets the search and filters', async () => {
    const user = userEvent.setup();
    await seedCache([opm, mrst]);
    const { router } = renderApp('/?q=nothing-like-this&status=Beta');

    expect(await screen.findByText('No simulators match your search criteria.')).toBeTruthy();
    expect(screen.getByText('No simulators match your criteria')).toBeTruthy();

    const resetButtons = screen.getAllByRole('button', { name: 'Reset Filters' });
    await user.click(resetButtons.at(-1) as HTMLElement);

    expect(router.state.location.search).toBe('');
    expect(cardNames()).toEqual(['MRST', 'OPM Flow']);
    expect((screen.getByLabelText('Search simulators') as HTMLInputElement).value).toBe('');
    expect(screen.getByLabelText<HTMLSelectElement>('Development status').value).toBe('all');
    expect(screen.queryByRole('button', { name: 'Reset Filters' })).toBeNull();
  });

  it('lists organizations as a filter group only when some simulator names one', async () => {
    const user = userEvent.setup();
    await seedCache([makeSimulator({ id: 4, name: 'Lonely', relevantOrganizations: [] })]);
    renderApp('/');
    await screen.findByRole('heading', { level: 3, name: 'Lonely' });

    await user.click(screen.getByRole('button', { name: 'More Filters' }));

    expect(await screen.findByRole('group', { name: 'Application Areas' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Organizations' })).toBeNull();
  });

  it('filters by an organisation picked in the panel, with it in the URL', async () => {
    const user = userEvent.setup();
    await seedCache([opm, mrst, dumux]);
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 3, name: 'DuMux' });

    await user.click(screen.getByRole('button', { name: 'More Filters' }));
    await user.click(within(await screen.findByRole('group', { name: 'Organizations' })).getByLabelText('SINTEF Digital'));

    await waitFor(() => expect(cardNames()).toEqual(['MRST', 'OPM Flow']));
    expect(new URLSearchParams(router.state.location.search).getAll('org')).toEqual(['SINTEF Digital']);
  });

  it('writes a typed search into the URL when typing pauses, not once per key, and never after the reader has left', async () => {
    const user = userEvent.setup();
    await seedCache([opm, mrst]);
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 3, name: 'MRST' });
    const writes: string[] = [];
    router.subscribe((state) => writes.push(state.location.search));

    await user.type(screen.getByLabelText('Search simulators'), 'opm flow');
    expect(cardNames()).toEqual(['OPM Flow']);
    await waitFor(() => expect(writes.at(-1)).toBe('?q=opm+flow'));
    // One write when typing pauses; a busy machine may pause mid-word, but never a write per key.
    expect(writes.length).toBeLessThan('opm flow'.length / 2);

    await user.type(screen.getByLabelText('Search simulators'), 'x');
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About' }));
    await new Promise((resolve) => setTimeout(resolve, SEARCH_URL_DELAY_MS * 2));
    expect(router.state.location.pathname).toBe('/about');
    expect(router.state.location.search).toBe('');
  });

  it('lets a page that is still loading its chunk open, though a typed search was waiting to be written', async () => {
    const user = userEvent.setup();
    await seedCache([opm, mrst]);
    let loadAbout!: () => void;
    const { router } = renderApp('/', { routeTree: withSlowPage('/about', new Promise<void>((resolve) => (loadAbout = resolve))) });
    await screen.findByRole('heading', { level: 3, name: 'MRST' });

    await user.type(screen.getByLabelText('Search simulators'), 'opm');
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About' }));
    await new Promise((resolve) => setTimeout(resolve, SEARCH_URL_DELAY_MS * 2));
    expect(router.state.navigation.state).toBe('loading');
    loadAbout();
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(router.state.location.search).toBe('');
  });

  it('clears what was typed when a link leads back to the unfiltered home', async () => {
    const user = userEvent.setup();
    await seedCache([opm, mrst]);
    renderApp('/');
    await screen.findByRole('heading', { level: 3, name: 'MRST' });

    await user.type(screen.getByLabelText('Search simulators'), 'mrst');
    expect(cardNames()).toEqual(['MRST']);
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' }));

    expect((screen.getByLabelText('Search simulators') as HTMLInputElement).value).toBe('');
    expect(cardNames()).toEqual(['MRST', 'OPM Flow']);
  });

  it("orders its headings without gaps from the h1: the notice an h2, the empty state an h3, and the page's title", async () => {
    await seedCache([opm]);
    renderApp('/?q=nothing-like-this');
    await screen.findByText('No simulators match your search criteria.');

    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1));
    expect(screen.getByRole('heading', { level: 2, name: 'Development in Progress' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'No simulators match your search criteria.' })).toBeTruthy();
    expect(document.title).toBe('Reservoir Simulation Directory');
  });
});
