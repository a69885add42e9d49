import { describe, expect, it, vi } from 'vitest';
import { shareLink } from './share-link';

const link = { title: 'Reservoir Engineer', url: 'https://example.org/jobs/3' };

describe('shareLink', () => {
  it('uses the native share sheet when there is one', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>(async () => undefined);
    const writeText = vi.fn<(text: string) => Promise<void>>(async () => undefined);
    expect(await shareLink({ share, clipboard: { writeText } }, link)).toBe('shared');
    expect(share).toHaveBeenCalledWith(link);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when there is no share sheet', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>(async () => undefined);
    expect(await shareLink({ clipboard: { writeText } }, link)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(link.url);
  });

  it('copies the link when the browser cannot share it', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>(async () => undefined);
    const writeText = vi.fn<(text: string) => Promise<void>>(async () => undefined);
    expect(await shareLink({ share, canShare: () => false, clipboard: { writeText } }, link)).toBe('copied');
    expect(share).not.toHaveBeenCalled();
  });

  it('treats a dismissed share sheet as cancelled, not as an error', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>(async () => {
      throw new DOMException('dismissed', 'AbortError');
    });
    const writeText = vi.fn<(text: string) => Promise<void>>(async () => undefined);
    expect(await shareLink({ share, clipboard: { writeText } }, link)).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('falls back to copying when sharing fails, and reports a clipboard failure', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    expect(await shareLink({ share, clipboard: { writeText: async () => undefined } }, link)).toBe('copied');
    expect(
      await shareLink({ clipboard: { writeText: async () => Promise.reject(new Error('denied')) } }, link),
    ).toBe('failed');
    expect(await shareLink({}, link)).toBe('failed');
  });
});
