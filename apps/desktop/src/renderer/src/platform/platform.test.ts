import { describe, expect, it, vi } from 'vitest';
import { detectPlatform } from './platform-context';

describe('platform', () => {
  it('opens external links in a new tab without an opener on the web', async () => {
    const open = vi.fn<Window['open']>();
    const platform = detectPlatform({ open } as unknown as Window);

    platform.openExternal('https://opm-project.org');

    expect(platform.kind).toBe('web');
    expect(open).toHaveBeenCalledWith('https://opm-project.org', '_blank', 'noopener,noreferrer');
    expect(await platform.appVersion()).toBeNull();
  });

  it('goes through the preload bridge on the desktop', async () => {
    const desktop = {
      openExternal: vi.fn<(url: string) => Promise<void>>(async () => undefined),
      appVersion: vi.fn<() => Promise<string>>(async () => '1.2.3'),
    };
    const platform = detectPlatform({ open: vi.fn<Window['open']>(), desktop } as unknown as Window);

    platform.openExternal('https://example.org');

    expect(platform.kind).toBe('desktop');
    expect(desktop.openExternal).toHaveBeenCalledWith('https://example.org');
    expect(await platform.appVersion()).toBe('1.2.3');
  });

  it('has no settings and no host sync on the web', () => {
    const platform = detectPlatform({ open: vi.fn<Window['open']>() } as unknown as Window);
    expect(platform.settings).toBeNull();
    const stop = platform.onSyncRequested(() => undefined);
    expect(() => stop()).not.toThrow();
    expect(() => platform.reportLastSync('2026-11-23T08:00:00.000Z')).not.toThrow();
  });

  it('reads and saves settings, hears Sync now and reports the last sync through the bridge on the desktop', async () => {
    const settings = { serverUrl: 'http://directory.local:3000' };
    let syncListener: (() => void) | undefined;
    const desktop = {
      readSettings: vi.fn<() => Promise<typeof settings>>(async () => settings),
      saveServerUrl: vi.fn<(url: string) => Promise<{ ok: true; settings: typeof settings }>>(async () => ({ ok: true, settings })),
      reportLastSync: vi.fn<(at: string | null) => Promise<void>>(async () => undefined),
      onSyncRequested: vi.fn<(listener: () => void) => () => void>((listener) => {
        syncListener = listener;
        return () => undefined;
      }),
    };
    const platform = detectPlatform({ open: vi.fn<Window['open']>(), desktop } as unknown as Window);

    await expect(platform.settings?.read()).resolves.toEqual(settings);
    await expect(platform.settings?.saveServerUrl('http://directory.local:3000')).resolves.toEqual({ ok: true, settings });
    expect(desktop.saveServerUrl).toHaveBeenCalledWith('http://directory.local:3000');

    const heard = vi.fn<() => void>();
    platform.onSyncRequested(heard);
    syncListener?.();
    expect(heard).toHaveBeenCalledOnce();

    platform.reportLastSync('2026-11-23T08:00:00.000Z');
    expect(desktop.reportLastSync).toHaveBeenCalledWith('2026-11-23T08:00:00.000Z');
  });
});
