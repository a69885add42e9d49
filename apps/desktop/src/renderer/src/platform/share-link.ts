/** What a share needs of the host: the Web Share API where the browser has one, and the clipboard. */
export type ShareHost = {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data?: ShareData) => boolean;
  clipboard?: Pick<Clipboard, 'writeText'>;
};

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * Shares a link with the platform's native share sheet where there is one (phones, some desktops), else
 * copies it to the clipboard. Dismissing the share sheet is no failure; a share that fails otherwise falls
 * back to copying.
 */
export async function shareLink(host: ShareHost, link: { title: string; url: string }): Promise<ShareOutcome> {
  const data: ShareData = { title: link.title, url: link.url };
  if (host.share && (host.canShare?.(data) ?? true)) {
    try {
      await host.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  if (!host.clipboard) return 'failed';
  try {
    await host.clipboard.writeText(link.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
