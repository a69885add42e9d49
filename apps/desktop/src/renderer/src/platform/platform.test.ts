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
});
