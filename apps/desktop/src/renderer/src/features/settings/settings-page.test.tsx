import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DesktopSettings, SaveServerUrlResult } from '../../platform/desktop-bridge';
import { SERVER_URL_MESSAGE } from '../../platform/desktop-bridge';
import type { PlatformSettings } from '../../platform/platform';
import { fakePlatform, renderApp, seedCache } from '../../test/render-app';
import { withFreshCache } from '../../test/test-db';

withFreshCache();

/**
 * The desktop bridge's settings as main behaves: an address is saved only where a server answers (here,
 * the addresses in `reachable`), and a saved one is what the next read returns.
 */
function fakeSettings(reachable: string[]) {
  let stored: DesktopSettings = { serverUrl: 'http://localhost:3000' };
  const saveServerUrl = vi.fn<(url: string) => Promise<SaveServerUrlResult>>(async (url) => {
    if (!reachable.includes(url)) {
      return { ok: false, message: `Could not reach the server at ${url}. Check the address and the network connection.` };
    }
    stored = { serverUrl: url };
    return { ok: true, settings: stored };
  });
  const settings: PlatformSettings = { read: async () => stored, saveServerUrl };
  return { settings, saveServerUrl, stored: () => stored };
}

function renderSettings(settings: PlatformSettings | null, path = '/settings') {
  const platform = { ...fakePlatform(settings ? 'desktop' : 'web'), settings };
  return renderApp(path, { platform });
}

// Generous: the first render of the whole app in a test file is slow on a loaded machine.
const FIRST_RENDER = { timeout: 10_000 };
const addressInput = () => screen.findByLabelText<HTMLInputElement>('Server address', {}, FIRST_RENDER);

describe('settings screen', () => {
  it('says on the web that settings belong to the desktop app, with no form', async () => {
    renderSettings(null);
    expect(await screen.findByRole('heading', { name: 'Settings are part of the desktop app' }, FIRST_RENDER)).toBeTruthy();
    expect(screen.queryByLabelText('Server address')).toBeNull();
    expect(document.title).toBe('Settings | Reservoir Simulation Directory');
  });

  it('shows the server address main has saved', async () => {
    renderSettings(fakeSettings([]).settings);
    expect((await addressInput()).value).toBe('http://localhost:3000');
  });

  it('refuses an address that is not http(s) without asking main', async () => {
    const user = userEvent.setup();
    const fake = fakeSettings([]);
    renderSettings(fake.settings);
    const input = await addressInput();
    await user.clear(input);
    await user.type(input, 'ftp://directory.example.org');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SERVER_URL_MESSAGE)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(fake.saveServerUrl).not.toHaveBeenCalled();
  });

  it('shows why an address was not saved when no server answers there', async () => {
    const user = userEvent.setup();
    const fake = fakeSettings([]);
    renderSettings(fake.settings);
    const input = await addressInput();
    await user.clear(input);
    await user.type(input, 'http://10.0.0.9:3000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Could not reach the server at http://10.0.0.9:3000. Check the address and the network connection.'),
    ).toBeTruthy();
    expect(fake.stored().serverUrl).toBe('http://localhost:3000');
  });

  it('saves a reachable address, trimmed and without its trailing slash before main gets it, says so and syncs at once', async () => {
    const user = userEvent.setup();
    const fake = fakeSettings(['https://directory.example.org']);
    const { engine } = renderSettings(fake.settings);
    const syncNow = vi.spyOn(engine, 'syncNow');
    const input = await addressInput();
    await user.clear(input);
    await user.type(input, '  https://directory.example.org/  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(document.querySelector('.bp6-toast')?.textContent).toContain('Server saved'));
    expect(document.querySelector('.bp6-toast')?.textContent).toContain('The app now uses https://directory.example.org.');
    expect(fake.saveServerUrl).toHaveBeenCalledWith('https://directory.example.org');
    await waitFor(() => expect(input.value).toBe('https://directory.example.org'));
    expect(syncNow).toHaveBeenCalled();
  });
});

describe('header settings entry', () => {
  it('is there on the desktop and leads to the settings', async () => {
    const user = userEvent.setup();
    await seedCache([]);
    const { router } = renderSettings(fakeSettings([]).settings, '/about');
    const header = within(screen.getByRole('banner'));
    await user.click(await header.findByRole('link', { name: 'Settings' }, FIRST_RENDER));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
  });

  it('is not there on the web', async () => {
    await seedCache([]);
    renderSettings(null, '/about');
    await screen.findByRole('heading', { name: /About the/ }, FIRST_RENDER);
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Settings' })).toBeNull();
  });
});
