import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';
import { withFreshCache } from '../test/test-db';
import { DARK_SCHEME_QUERY } from './theme';
import { UI_PREFERENCES_KEY, useUiPreferences } from './ui-preferences';

withFreshCache();

/** A controllable prefers-color-scheme, as the system would report it. */
function fakeSystemScheme(prefersDark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return prefersDark;
    },
    media: DARK_SCHEME_QUERY,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (media: string) => {
    expect(media).toBe(DARK_SCHEME_QUERY);
    return query;
  });
  return {
    change(next: boolean) {
      prefersDark = next;
      listeners.forEach((listener) => listener());
    },
  };
}

const isDark = () => document.documentElement.classList.contains('bp6-dark');

beforeEach(() => {
  useUiPreferences.setState({ theme: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.classList.remove('bp6-dark');
});

describe('theme', () => {
  it('follows the system preference, live, while the reader has not chosen', async () => {
    const system = fakeSystemScheme(true);
    renderApp('/nowhere');
    await screen.findByRole('heading', { name: '404 Page Not Found' });

    expect(isDark()).toBe(true);
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeTruthy();
    act(() => system.change(false));
    expect(isDark()).toBe(false);
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeTruthy();
  });

  it('switches with the header toggle, remembers the choice, and then ignores the system', async () => {
    const user = userEvent.setup();
    const system = fakeSystemScheme(false);
    renderApp('/nowhere');
    await screen.findByRole('heading', { name: '404 Page Not Found' });
    expect(isDark()).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(isDark()).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(UI_PREFERENCES_KEY) ?? '{}')).toMatchObject({ state: { theme: 'dark' } });

    act(() => system.change(false));
    expect(isDark()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(isDark()).toBe(false);
    expect(JSON.parse(window.localStorage.getItem(UI_PREFERENCES_KEY) ?? '{}')).toMatchObject({ state: { theme: 'light' } });
  });

  it('restores a stored choice on the next visit, and ignores a tampered one', async () => {
    fakeSystemScheme(false);
    window.localStorage.setItem(UI_PREFERENCES_KEY, JSON.stringify({ state: { theme: 'dark' }, version: 0 }));
    await act(() => useUiPreferences.persist.rehydrate());
    renderApp('/nowhere');
    await screen.findByRole('heading', { name: '404 Page Not Found' });
    expect(isDark()).toBe(true);

    window.localStorage.setItem(UI_PREFERENCES_KEY, JSON.stringify({ state: { theme: 'purple' }, version: 0 }));
    await act(() => useUiPreferences.persist.rehydrate());
    expect(useUiPreferences.getState().theme).toBeNull();
    expect(isDark()).toBe(false);
  });
});
