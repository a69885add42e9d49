import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { useSyncStatus } from '../data/sync';
import { makeSimulator } from '../test/fixtures';
import { renderApp, seedCache } from '../test/render-app';
import { withFreshCache } from '../test/test-db';

withFreshCache();
afterEach(() => {
  window.scrollTo = () => undefined;
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

describe('layout', () => {
  it("has the header's links, and the footer with its contact link, its two link lists and its notices", async () => {
    renderApp('/nowhere');
    await screen.findByRole('heading', { name: '404 Page Not Found' });

    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    const hrefs = ['Home', 'Tools', 'Compare', 'Matrix', 'Learning Pool', 'About', 'Submit Tool', 'Report Error'].map((name) =>
      nav.getByRole('link', { name }).getAttribute('href'),
    );
    expect(hrefs).toEqual(['/', '/#tools', '/compare', '/matrix', '/learning-pool', '/about', '/submit-tool', '/report-error']);

    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/about#contact');
    expect(footer.getByRole('navigation', { name: 'Quick Links' })).toBeTruthy();
    expect(footer.getByRole('navigation', { name: 'Resources' })).toBeTruthy();
    expect(footer.getByText(/All rights reserved/)).toBeTruthy();
    expect(footer.getByText(/This directory is not exhaustive/)).toBeTruthy();
  });

  it('opens and closes the mobile menu with its toggle', async () => {
    const user = userEvent.setup();
    renderApp('/nowhere');
    // The 404 screen is a lazy chunk: the layout appears with it.
    await screen.findByRole('heading', { name: '404 Page Not Found' });

    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'Main' }).className).toContain('is-open');

    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' }));
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('follows a header link to its route', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/nowhere');
    // The 404 screen is a lazy chunk: the layout appears with it.
    await screen.findByRole('heading', { name: '404 Page Not Found' });

    await user.click(screen.getByRole('link', { name: 'Submit Tool' }));

    // The router moves once the lazy screen has loaded, and that screen is the form.
    await screen.findByRole('heading', { name: 'Submit a Simulation Tool' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/submit-tool');
  });

  it('shows the sync notice while offline or when a refresh failed, and keeps the live region otherwise empty', async () => {
    renderApp('/nowhere');
    // The 404 screen is a lazy chunk: the layout appears with it.
    await screen.findByRole('heading', { name: '404 Page Not Found' });
    const notice = screen.getByRole('status');
    expect(notice.textContent).toBe('');

    act(() => useSyncStatus.setState({ offline: true, lastSyncedAt: '2025-01-02T03:04:05.000Z' }));
    expect(notice.textContent).toBe('Offline: showing saved data (last updated Jan 2, 2025).');

    // A retry under way does not hide it.
    act(() => useSyncStatus.setState({ syncing: true }));
    expect(notice.textContent).toContain('Offline');

    act(() => useSyncStatus.setState({ offline: true, lastSyncedAt: null }));
    expect(notice.textContent).toBe('Offline: no saved data yet. Connect to the network to load the directory.');

    act(() => useSyncStatus.setState({ syncing: false, offline: false, error: '500: boom', lastSyncedAt: '2025-01-02T03:04:05.000Z' }));
    expect(notice.textContent).toBe('The directory could not be refreshed: showing saved data (last updated Jan 2, 2025).');

    act(() => useSyncStatus.setState({ error: null }));
    expect(notice.textContent).toBe('');

    act(() => useSyncStatus.setState({ stale: true }));
    expect(notice.textContent).toBe(
      'The directory is being downloaded again: showing saved data (last updated Jan 2, 2025) until it is complete.',
    );
  });

  it('tells the reader plainly to update the app when the server speaks a newer sync protocol', async () => {
    renderApp('/nowhere');
    // The 404 screen is a lazy chunk: the layout appears with it.
    await screen.findByRole('heading', { name: '404 Page Not Found' });
    const notice = screen.getByRole('status');

    act(() => useSyncStatus.setState({ updateRequired: true, error: 'protocol', lastSyncedAt: '2025-01-02T03:04:05.000Z' }));
    expect(notice.textContent).toBe(
      'This version of the app can no longer load the directory. Please update the app to get the latest data. ' +
        'Until then, showing saved data (last updated Jan 2, 2025).',
    );

    act(() => useSyncStatus.setState({ lastSyncedAt: null }));
    expect(notice.textContent).toBe(
      'This version of the app can no longer load the directory. Please update the app to get the latest data.',
    );
  });

  it('closes the mobile menu with Escape and gives focus back to its toggle', async () => {
    const user = userEvent.setup();
    renderApp('/nowhere');
    // The 404 screen is a lazy chunk: the layout appears with it.
    await screen.findByRole('heading', { name: '404 Page Not Found' });

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Home');
    await user.keyboard('{Escape}');

    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it("has one banner, main and contentinfo landmark, a skip link to main, and the page's title", async () => {
    renderApp('/nowhere');
    await screen.findByRole('heading', { name: '404 Page Not Found' });

    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
    expect(document.title).toBe('404 Page Not Found | Reservoir Simulation Directory');
  });

  it('opens a new page at the top and returns to the same place in the list on Back', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.fn<(x: number, y: number) => void>();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    await seedCache([makeSimulator({ id: 1, name: 'OPM Flow' })]);
    const { router } = renderApp('/');
    const card = await screen.findByRole('article', { name: 'OPM Flow' });

    Object.defineProperty(window, 'scrollY', { configurable: true, value: 840 });
    await user.click(within(card).getByRole('link', { name: /View Details/ }));
    await screen.findByRole('heading', { level: 1, name: 'OPM Flow' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await act(() => router.navigate(-1));
    await screen.findByRole('article', { name: 'OPM Flow' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 840);
  });
});
