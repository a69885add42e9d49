import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ABOUT_DESCRIPTION } from '../features/about/about-page';
import { HOME_DESCRIPTION } from '../features/home/home-page';
import { NOT_FOUND_DESCRIPTION } from '../features/not-found/not-found-page';
import { makeSimulator } from '../test/fixtures';
import { renderApp, seedCache } from '../test/render-app';
import { withFreshCache } from '../test/test-db';
import { SITE_DESCRIPTION } from './site';

withFreshCache();

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

/**
 * The page's title and description, which its passive effect sets: the effect can run after the page's heading or
 * alert is found (a slow run read the last page's title), so the tests wait for them.
 */
const head = () => ({ title: document.title, description: description() });

describe('document title and meta description of every screen', () => {
  it('home', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(head()).toEqual({ title: 'Reservoir Simulation Directory', description: HOME_DESCRIPTION }));
  });

  it('simulator detail: its name and short description', async () => {
    await seedCache([makeSimulator({ id: 7, name: 'OPM Flow', shortDescription: 'Black-oil and compositional simulator' })]);
    renderApp('/simulator/7');
    await screen.findByRole('heading', { level: 1, name: 'OPM Flow' });
    await waitFor(() =>
      expect(head()).toEqual({
        title: 'OPM Flow | Reservoir Simulation Directory',
        description: 'OPM Flow: Black-oil and compositional simulator',
      }),
    );
  });

  it('simulator detail that does not exist', async () => {
    renderApp('/simulator/abc');
    await screen.findByRole('alert');
    await waitFor(() =>
      expect(head()).toEqual({ title: 'Simulator not found | Reservoir Simulation Directory', description: SITE_DESCRIPTION }),
    );
  });

  it('404 and about, following navigation', async () => {
    const { router } = renderApp('/nowhere');
    await screen.findByRole('heading', { name: '404 Page Not Found' });
    await waitFor(() =>
      expect(head()).toEqual({ title: '404 Page Not Found | Reservoir Simulation Directory', description: NOT_FOUND_DESCRIPTION }),
    );

    await act(() => router.navigate('/about'));
    await screen.findByRole('heading', { level: 1, name: 'About the Reservoir Simulation Directory' });
    await waitFor(() => expect(head()).toEqual({ title: 'About | Reservoir Simulation Directory', description: ABOUT_DESCRIPTION }));
  });

  it.each([
    ['/compare', 'Compare Simulators', /^Pick two open-source reservoir simulators/],
    ['/learning-pool', 'Learning Pool', /^Documentation, tutorials and community channels/],
    ['/technologies', 'Technologies', /^A catalogue of subsurface technologies/, 'Technology Catalogue'],
  ])('%s has a title and a description of its own', async (path, title, text, heading = title) => {
    await seedCache([makeSimulator({ id: 1, name: 'OPM Flow' })], []);
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: heading });
    await waitFor(() =>
      expect(head()).toEqual({ title: `${title} | Reservoir Simulation Directory`, description: expect.stringMatching(text) }),
    );
  });
});
