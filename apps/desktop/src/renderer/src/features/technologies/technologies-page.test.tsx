import type { SyncResponse } from '@rsd/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../data/api-client';
import { deferred } from '../../test/deferred';
import { createFakeSyncServer } from '../../test/fake-sync-server';
import { makeTechnology } from '../../test/fixtures';
import { renderApp, seedCache } from '../../test/render-app';
import { withFreshCache } from '../../test/test-db';

withFreshCache();

const smartWater = makeTechnology({
  id: 1,
  name: 'Smart Water Flooding',
  shortName: 'SWF',
  vendorName: 'Aqua Recovery',
  overview: 'Low-salinity injection that changes wettability.',
  category: 'enhanced_recovery',
  readinessLevel: 'deployment',
});
const fibre = makeTechnology({
  id: 2,
  name: 'Distributed Acoustic Sensing',
  shortName: 'DAS',
  vendorName: 'Sensors Inc',
  overview: 'Fibre-optic listening along the whole well.',
  category: 'monitoring',
  readinessLevel: 'mature',
});
const history = makeTechnology({
  id: 3,
  name: 'Assisted History Matching',
  shortName: null,
  vendorName: 'Example Labs',
  overview: 'Machine learning proposes model updates.',
  category: 'reservoir_simulation',
  readinessLevel: 'research',
});

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Technologies' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const query = (router: ReturnType<typeof renderApp>['router']) => new URLSearchParams(router.state.location.search);

/** The interaction-heavy cases type and pick through the real router; they share two cores with the whole suite. */
const INTERACTION_TIMEOUT = 15_000;

describe('technology catalogue', () => {
  it('shows five skeleton rows until the first sync has filled the cache, then the cards', async () => {
    const server = createFakeSyncServer();
    [smartWater, fibre, history].forEach((tech) => server.putTechnology(tech));
    const held = deferred<SyncResponse>();
    renderApp('/technologies', { fetchPage: () => held.promise });

    expect(await screen.findByText('Loading technologies...')).toBeTruthy();
    expect(document.querySelectorAll('.technology-card-placeholder')).toHaveLength(5);

    held.resolve(await server.fetchPage('0', 500));
    await screen.findByRole('heading', { level: 3, name: 'Assisted History Matching' });
    expect(cardNames()).toEqual(['Assisted History Matching', 'Distributed Acoustic Sensing', 'Smart Water Flooding']);
    expect(document.querySelectorAll('.technology-card-placeholder')).toHaveLength(0);
    expect(screen.getByText('Showing 3 technologies')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Technology Catalogue' })).toBeTruthy();
    expect(document.title).toMatch(/^Technologies \| /);
  });

  it('refreshes the catalogue when a later sync changes the cache', async () => {
    const server = createFakeSyncServer();
    server.putTechnology(fibre);
    const { engine } = renderApp('/technologies', { fetchPage: server.fetchPage });
    await screen.findByRole('heading', { level: 3, name: 'Distributed Acoustic Sensing' });

    server.putTechnology(history);
    server.putTechnology({ ...fibre, name: 'DAS Fibre Monitoring' });
    await engine.syncNow();

    await screen.findByRole('heading', { level: 3, name: 'DAS Fibre Monitoring' });
    expect(cardNames()).toEqual(['Assisted History Matching', 'DAS Fibre Monitoring']);
  });

  it('fills a card and links it to the detail page', async () => {
    await seedCache([], [smartWater, history]);
    renderApp('/technologies');

    const heading = await screen.findByRole('heading', { level: 3, name: 'Smart Water Flooding' });
    const card = within(heading.closest('article') as HTMLElement);
    expect(card.getByRole('link', { name: 'Smart Water Flooding' }).getAttribute('href')).toBe('/technologies/1');
    expect(card.getByText('SWF · Aqua Recovery')).toBeTruthy();
    expect(card.getByText('Deployment')).toBeTruthy();
    expect(card.getByText('Enhanced Recovery')).toBeTruthy();
    expect(card.getByText('Low-salinity injection that changes wettability.')).toBeTruthy();
    const other = within(screen.getByRole('heading', { level: 3, name: 'Assisted History Matching' }).closest('article') as HTMLElement);
    expect(other.getByText('Example Labs')).toBeTruthy();
    expect(other.getByText('Research')).toBeTruthy();
  });

  it('says Error Loading Technologies, and Try Again loads them', async () => {
    const user = userEvent.setup();
    const server = createFakeSyncServer();
    server.putTechnology(fibre);
    let fail = true;
    renderApp('/technologies', {
      fetchPage: async (since, limit) => {
        if (fail) throw new ApiError(500, '500: Internal Server Error', null);
        return server.fetchPage(since, limit);
      },
    });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error Loading Technologies')).toBeTruthy();
    expect(within(alert).getByText('There was a problem fetching the technology data. Please try again later.')).toBeTruthy();
    expect(within(alert).queryByText(/You are offline/)).toBeNull();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('heading', { level: 3, name: 'Distributed Acoustic Sensing' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('adds an offline line to the error when the first sync cannot reach the server', async () => {
    renderApp('/technologies', {
      fetchPage: async () => {
        throw new NetworkError(new TypeError('Failed to fetch'));
      },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error Loading Technologies')).toBeTruthy();
    expect(within(alert).getByText(/You are offline and the technologies have not been downloaded yet/)).toBeTruthy();
  });

  it('browses the cache with the server down once it has been filled', async () => {
    await seedCache([], [fibre]);
    renderApp('/technologies');
    await screen.findByRole('heading', { level: 3, name: 'Distributed Acoustic Sensing' });
    expect(screen.queryByText('Error Loading Technologies')).toBeNull();
  });

  it(
    'searches names and overviews, and writes the search into the URL',
    async () => {
      const user = userEvent.setup();
      await seedCache([], [smartWater, fibre, history]);
      const { router } = renderApp('/technologies');
      await screen.findByRole('heading', { level: 3, name: 'Smart Water Flooding' });
      const search = screen.getByLabelText('Search technologies');

      // Short words: each keystroke is a URL write, and the suite shares two cores.
      await user.type(search, 'sens');
      expect(cardNames()).toEqual(['Distributed Acoustic Sensing']);
      expect(query(router).get('q')).toBe('sens');
      expect(screen.getByText('Showing 1 of 3 technologies')).toBeTruthy();

      await user.clear(search);
      await user.type(search, 'wett');
      expect(cardNames()).toEqual(['Smart Water Flooding']);

      await user.clear(search);
      await user.type(search, 'hist');
      expect(cardNames()).toEqual(['Assisted History Matching']);
    },
    INTERACTION_TIMEOUT,
  );

  it(
    'filters by category and readiness, says No Technologies Found, and Clear Filters resets',
    async () => {
      const user = userEvent.setup();
      await seedCache([], [smartWater, fibre, history]);
      const { router } = renderApp('/technologies?view=list');
      await screen.findByRole('heading', { level: 3, name: 'Smart Water Flooding' });

      const category = screen.getByLabelText('Category');
      expect(
        within(category)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All Categories', 'Enhanced Recovery', 'Monitoring', 'Reservoir Simulation']);
      expect(
        within(screen.getByLabelText('Readiness Level'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All Levels', 'Research', 'Development', 'Demonstration', 'Deployment', 'Mature']);
      expect((screen.getByRole('button', { name: 'Clear Filters' }) as HTMLButtonElement).disabled).toBe(true);

      await user.selectOptions(category, 'monitoring');
      expect(cardNames()).toEqual(['Distributed Acoustic Sensing']);
      expect(query(router).get('category')).toBe('monitoring');

      await user.selectOptions(screen.getByLabelText('Readiness Level'), 'research');
      expect(query(router).get('readiness')).toBe('research');
      expect(screen.getByRole('heading', { name: 'No Technologies Found' })).toBeTruthy();

      const clearButtons = screen.getAllByRole('button', { name: 'Clear Filters' });
      await user.click(clearButtons[clearButtons.length - 1]!);
      expect(cardNames()).toHaveLength(3);
      expect(router.state.location.search).toBe('?view=list');

      await user.selectOptions(screen.getByLabelText('Readiness Level'), 'mature');
      await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
      expect(cardNames()).toHaveLength(3);
    },
    INTERACTION_TIMEOUT,
  );

  it('reads every filter and the view from the URL, and Back restores the previous view', async () => {
    const user = userEvent.setup();
    await seedCache([], [smartWater, fibre, history]);
    const { router } = renderApp('/technologies?q=example&category=reservoir_simulation&readiness=Research&view=list');

    await screen.findByRole('heading', { level: 3, name: 'Assisted History Matching' });
    expect(cardNames()).toEqual(['Assisted History Matching']);
    expect((screen.getByLabelText('Search technologies') as HTMLInputElement).value).toBe('example');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('reservoir_simulation');
    expect((screen.getByLabelText('Readiness Level') as HTMLSelectElement).value).toBe('research');
    expect(screen.getByRole('list', { name: 'Technologies' }).classList).toContain('technology-results-list');
    expect(screen.getByRole('radio', { name: 'List' }).getAttribute('aria-checked')).toBe('true');

    await user.click(screen.getByRole('radio', { name: 'Grid' }));
    expect(query(router).get('view')).toBeNull();
    expect(screen.getByRole('list', { name: 'Technologies' }).classList).toContain('technology-results-grid');

    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('list', { name: 'Technologies' }).classList).toContain('technology-results-list'));

    await router.navigate('/technologies?category=monitoring');
    await waitFor(() => expect(cardNames()).toEqual(['Distributed Acoustic Sensing']));
    expect((screen.getByLabelText('Search technologies') as HTMLInputElement).value).toBe('');
  });

  it('hides and shows the filter sidebar', async () => {
    const user = userEvent.setup();
    await seedCache([], [fibre]);
    renderApp('/technologies');
    await screen.findByRole('heading', { level: 3, name: 'Distributed Acoustic Sensing' });

    const toggle = screen.getByRole('button', { name: 'Hide Filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe('technology-filters');
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeTruthy();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Show Filters' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('combobox', { name: 'Category' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show Filters' }));
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeTruthy();
  });

  it('starts with the filters closed on a narrow screen', async () => {
    const narrow = vi.fn<(query: string) => MediaQueryList>(
      () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList,
    );
    vi.stubGlobal('matchMedia', narrow);
    try {
      await seedCache([], [fibre]);
      renderApp('/technologies');
      await screen.findByRole('heading', { level: 3, name: 'Distributed Acoustic Sensing' });
      expect(screen.getByRole('button', { name: 'Show Filters' }).getAttribute('aria-expanded')).toBe('false');
      expect(narrow).toHaveBeenCalledWith('(min-width: 768px)');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says No Technologies Found when the directory lists none', async () => {
    await seedCache([], []);
    renderApp('/technologies');
    expect(await screen.findByRole('heading', { name: 'No Technologies Found' })).toBeTruthy();
    expect(screen.getByText('No technologies are listed yet.')).toBeTruthy();
  });
});
