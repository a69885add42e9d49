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

describe('document title and meta description of every screen', () => {
  it('home', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Reservoir Simulation Directory');
    expect(description()).toBe(HOME_DESCRIPTION);
  });

  it('simulator detail: its name and short description', async () => {
    await seedCache([makeSimulator({ id: 7, name: 'OPM Flow', shortDescription: 'Black-oil and compositional simulator' })]);
    renderApp('/simulator/7');
    await screen.findByRole('heading', { level: 1, name: 'OPM Flow' });
    expect(document.title).toBe('OPM Flow | Reservoir Simulation Directory');
    expect(description()).toBe('OPM Flow: Black-oil and compositional simulator');
  });

  it('simulator detail that does not exist', async () => {
    renderApp('/simulator/abc');
    await screen.findByRole('alert');
    // The alert can come before the page's title effect (a slow run showed the last test's title): wait for the title.
    await waitFor(() => expect(document.title).toBe('Simulator not found | Reservoir Simulation Directory'));
    expect(description()).toBe(SITE_DESCRIPTION);
  });

  it('404 and about, following navigation', async () => {
    const { router } = renderApp('/nowhere');
    await screen.findByRole('heading', { name: '404 Page Not Found' });
    expect(document.title).toBe('404 Page Not Found | Reservoir Simulation Directory');
    expect(description()).toBe(NOT_FOUND_DESCRIPTION);

    await act(() => router.navigate('/about'));
    await screen.findByRole('heading', { level: 1, name: 'About the Reservoir Simulation Directory' });
    expect(document.title).toBe('About | Reservoir Simulation Directory');
    expect(description()).toBe(ABOUT_DESCRIPTION);
  });

  it.each([
    ['/compare', 'Compare Simulators', /^Pick two open-source reservoir simulators/],
    ['/learning-pool', 'Learning Pool', /^Documentation, tutorials and community channels/],
    ['/technologies', 'Technologies', /^A catalogue of subsurface technologies/, 'Technology Catalogue'],
  ])('%s has a title and a description of its own', async (path, title, text, heading = title) => {
    await seedCache([makeSimulator({ id: 1, name: 'OPM Flow' })], []);
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(document.title).toBe(`${title} | Reservoir Simulation Directory`);
    expect(description()).toMatch(text);
  });
});
