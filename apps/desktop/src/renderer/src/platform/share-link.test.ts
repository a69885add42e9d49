import { describe, expect, it, vi } from 'vitest';
import { detectPlatform } from './platform-context';
import { shareOrCopy } from './share-link';

const link = { title: 'Smart Water | Directory', url: 'https://example.org/technologies/3' };

/** A clipboard whose writeText is a spy; the cast is only for the parts of Clipboard the code never reads. */
function clipboard() {
  const writeText = vi.fn<(text: string) => Promise<void>>(async () => undefined);
  return Object.assign({ writeText } as unknown as Clipboard, { writeText });
}

describe('shareOrCopy', () => {
  it('uses the share sheet where the browser has one', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>(async () => undefined);
    const board = clipboard();
    expect(await shareOrCopy({ share, clipboard: board }, link)).toBe('shared');
    expect(share).toHaveBeenCalledWith(link);
    expect(board.writeText).not.toHaveBeenCalled();
  });

  it('copies the address when there is no share sheet, or it cannot share this', async () => {
    const board = clipboard();
    expect(await shareOrCopy({ clipboard: board }, link)).toBe('copied');
    const share = vi.fn<(data: ShareData) => Promise<void>>(async () => undefined);
    expect(await shareOrCopy({ share, canShare: () => false, clipboard: board }, link)).toBe('copied');
    expect(share).not.toHaveBeenCalled();
    expect(board.writeText).toHaveBeenCalledTimes(2);
    expect(board.writeText).toHaveBeenCalledWith(link.url);
  });

  it('reports a dismissed sheet as cancelled and copies when the sheet refuses', async () => {
    const board = clipboard();
    const dismissed = vi.fn<(data: ShareData) => Promise<void>>(async () => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    expect(await shareOrCopy({ share: dismissed, clipboard: board }, link)).toBe('cancelled');
    expect(board.writeText).not.toHaveBeenCalled();

    const refused = vi.fn<(data: ShareData) => Promise<void>>(async () => {
      throw new DOMException('No user gesture', 'NotAllowedError');
    });
    expect(await shareOrCopy({ share: refused, clipboard: board }, link)).toBe('copied');
  });

  it('rejects when neither a sheet nor a clipboard is there', async () => {
    await expect(shareOrCopy({}, link)).rejects.toThrow('The clipboard is not available.');
  });
});

describe('platform shareLink', () => {
  it('copies the link on the desktop, through the window clipboard', async () => {
    const board = clipboard();
    const share = vi.fn<(data: ShareData) => Promise<void>>(async () => undefined);
    const desktop = { openExternal: vi.fn<(url: string) => Promise<void>>(), appVersion: vi.fn<() => Promise<string>>() };
    const platform = detectPlatform({
      open: vi.fn<Window['open']>(),
      desktop,
      navigator: { share, clipboard: board },
    } as unknown as Window);
    expect(await platform.shareLink(link)).toBe('copied');
    expect(board.writeText).toHaveBeenCalledWith(link.url);
    expect(share).not.toHaveBeenCalled();
  });

  it('shares through the browser on the web', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>(async () => undefined);
    const platform = detectPlatform({ open: vi.fn<Window['open']>(), navigator: { share } } as unknown as Window);
    expect(await platform.shareLink(link)).toBe('shared');
  });
});
