import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../data/api-client';
import { createFakeSyncServer } from '../../test/fake-sync-server';
import { makeSimulator } from '../../test/fixtures';
import { renderApp, seedCache } from '../../test/render-app';
import { withFreshCache } from '../../test/test-db';

withFreshCache();

const opm = makeSimulator({
  id: 1,
  name: 'OPM Flow',
  learningResources: {
    official_documentation: [{ title: 'OPM Manual', url: 'https://opm.example/manual', description: 'Keyword reference' }],
    tutorials_examples: [{ title: 'Norne walkthrough', url: 'https://opm.example/norne', description: 'A field case' }],
    community_support_channels: [{ url: 'https://opm.example/forum', description: 'Ask questions' }],
  },
});
const mrst = makeSimulator({
  id: 2,
  name: 'MRST',
  learningResources: JSON.stringify({
    official_documentation: [{ title: 'MRST Book', url: 'https://mrst.example/book', description: '' }],
    tutorials_examples: [{ title: 'Norne walkthrough', url: 'https://opm.example/norne' }],
  }),
});

const titles = () =>
  within(screen.getByRole('list', { name: 'Learning resources' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent?.replace(' (opens in a new tab)', ''));
const query = (router: { state: { location: { search: string } } }) => router.state.location.search;

describe('learning pool', () => {
  it('shows the title, the banner, the four tabs and every derived resource', async () => {
    await seedCache([opm, mrst]);
    renderApp('/learning-pool');

    expect(await screen.findByRole('heading', { level: 1, name: 'Learning Pool' })).toBeTruthy();
    expect(screen.getByText(/gathered from the learning materials listed for each simulator/)).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All Resources', 'Documentation', 'Tutorials', 'Community']);
    expect(screen.getByRole('tab', { name: 'All Resources' }).getAttribute('aria-selected')).toBe('true');
    await screen.findByRole('list', { name: 'Learning resources' });
    // Simulators in name order (MRST first); a url both list is one card, named by the first.
    expect(titles()).toEqual(['MRST Book', 'Norne walkthrough', 'OPM Manual', 'Community Resource']);
    await waitFor(() => expect(document.title).toMatch(/^Learning Pool/));

    const norne = screen.getByRole('link', { name: /Norne walkthrough/ });
    expect(norne.getAttribute('href')).toBe('https://opm.example/norne');
    expect(norne.getAttribute('target')).toBe('_blank');
    // The same url in two simulators is one card naming both.
    const card = within(norne.closest('article') as HTMLElement);
    expect(card.getByText('Tutorial')).toBeTruthy();
    expect(card.getByText(/Listed by/)).toBeTruthy();
    expect(card.getByRole('link', { name: 'OPM Flow' }).getAttribute('href')).toBe('/simulator/1');
    expect(card.getByRole('link', { name: 'MRST' }).getAttribute('href')).toBe('/simulator/2');
  });

  it('switches tabs with the mouse and the keyboard, keeping the tab in the URL with history', async () => {
    const user = userEvent.setup();
    await seedCache([opm, mrst]);
    const { router } = renderApp('/learning-pool');
    await screen.findByRole('list', { name: 'Learning resources' });

    await user.click(screen.getByRole('tab', { name: 'Documentation' }));
    expect(query(router)).toBe('?tab=documentation');
    expect(titles()).toEqual(['MRST Book', 'OPM Manual']);

    // Blueprint's tabs activate manually: the arrows move focus, Enter selects.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Tutorials' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(query(router)).toBe('?tab=tutorials'));
    expect(screen.getByRole('tab', { name: 'Tutorials' }).getAttribute('aria-selected')).toBe('true');
    expect(titles()).toEqual(['Norne walkthrough']);

    await user.click(screen.getByRole('tab', { name: 'Community' }));
    expect(titles()).toEqual(['Community Resource']);

    await router.navigate(-1);
    await waitFor(() => expect(titles()).toEqual(['Norne walkthrough']));
    expect(screen.getByRole('tab', { name: 'Tutorials' }).getAttribute('aria-selected')).toBe('true');
  });

  it("searches the tab's resources by simulator name and description, and writes the search into the URL", async () => {
    const user = userEvent.setup();
    await seedCache([opm, mrst]);
    const { router } = renderApp('/learning-pool?tab=tutorials');
    await screen.findByRole('list', { name: 'Learning resources' });
    const box = screen.getByLabelText('Search resources');

    await user.type(box, 'opm flow');
    expect(query(router)).toBe('?q=opm+flow&tab=tutorials');
    // Listed by OPM Flow too, though its source is MRST.
    expect(titles()).toEqual(['Norne walkthrough']);

    await user.click(screen.getByRole('tab', { name: 'All Resources' }));
    expect(query(router)).toBe('?q=opm+flow');
    expect(titles()).toEqual(['Norne walkthrough', 'OPM Manual', 'Community Resource']);

    await user.clear(box);
    await user.type(box, 'keyword');
    expect(titles()).toEqual(['OPM Manual']);
    await user.clear(box);
    await user.type(box, 'ask questions');
    expect(titles()).toEqual(['Community Resource']);
    await user.clear(box);
    expect(query(router)).toBe('');
  });

  it('reads the view from the URL and says why nothing is shown', async () => {
    await seedCache([opm, mrst]);
    renderApp('/learning-pool?q=petrel&tab=documentation');

    expect(await screen.findByText('No resources found')).toBeTruthy();
    expect(screen.getByText('No resources matching "petrel" were found. Try a different search term.')).toBeTruthy();
    expect((screen.getByLabelText('Search resources') as HTMLInputElement).value).toBe('petrel');
    expect(screen.getByRole('tab', { name: 'Documentation' }).getAttribute('aria-selected')).toBe('true');
  });

  it('explains an empty category without a search', async () => {
    await seedCache([
      makeSimulator({ id: 5, name: 'Bare', learningResources: { official_documentation: [{ title: 'D', url: 'https://d.example' }] } }),
    ]);
    renderApp('/learning-pool?tab=community');

    expect(await screen.findByText('No resources found')).toBeTruthy();
    expect(screen.getByText('No resources are available for this category.')).toBeTruthy();
  });

  it('skips a simulator whose resources cannot be read, with a console warning only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await seedCache([opm, makeSimulator({ id: 9, name: 'Broken', learningResources: '{not json' })]);
    renderApp('/learning-pool');

    await screen.findByRole('list', { name: 'Learning resources' });
    expect(titles()).toEqual(['OPM Manual', 'Norne walkthrough', 'Community Resource']);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('says it is loading until the first sync has filled the cache', async () => {
    const server = createFakeSyncServer();
    server.putSimulator(opm);
    renderApp('/learning-pool', { fetchPage: server.fetchPage });

    expect(await screen.findByText('Loading resources...')).toBeTruthy();
    await screen.findByRole('list', { name: 'Learning resources' });
    expect(screen.queryByText('Loading resources...')).toBeNull();
  });

  it('shows the failure text when the first load fails', async () => {
    renderApp('/learning-pool', {
      fetchPage: async () => {
        throw new ApiError(500, '500: Internal Server Error', null);
      },
    });

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load learning resources. Please try again later.');
  });
});
