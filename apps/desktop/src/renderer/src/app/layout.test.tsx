import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { useSyncStatus } from '../data/sync-status';
import { renderApp } from '../test/render-app';
import { withFreshCache } from '../test/test-db';

withFreshCache();

describe('layout', () => {
  it('has the header links and buttons, and the footer with its contact link', async () => {
    renderApp('/nowhere');
    await screen.findByRole('heading', { name: '404 Page Not Found' });

    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    const hrefs = ['Home', 'Tools', 'Compare', 'Learning Pool', 'About', 'Submit Tool', 'Report Error'].map((name) =>
      nav.getByRole('link', { name }).getAttribute('href'),
    );
    expect(hrefs).toEqual(['/', '/#tools', '/compare', '/learning-pool', '/about', '/submit-tool', '/report-error']);

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

    await user.click(screen.getByRole('link', { name: 'Submit Tool' }));

    expect(router.state.location.pathname).toBe('/submit-tool');
  });

  it('shows the offline indicator only while the sync status is offline', async () => {
    renderApp('/nowhere');
    expect(screen.queryByRole('status')).toBeNull();

    act(() => useSyncStatus.setState({ state: 'offline', lastSyncedAt: '2025-01-02T03:04:05.000Z' }));
    expect(screen.getByRole('status').textContent).toBe('Offline: showing saved data (last updated Jan 2, 2025).');

    act(() => useSyncStatus.setState({ state: 'offline', lastSyncedAt: null }));
    expect(screen.getByRole('status').textContent).toContain('Offline: no saved data yet.');

    act(() => useSyncStatus.setState({ state: 'idle' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
