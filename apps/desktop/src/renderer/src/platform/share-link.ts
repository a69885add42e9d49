/** A page to share: its title and its full address. */
export interface SharedLink {
  title: string;
  url: string;
}

/** How a share ended: through the system share sheet, copied to the clipboard, or dismissed by the user. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

type ShareNavigator = Partial<Pick<Navigator, 'share' | 'canShare' | 'clipboard'>>;

/** Copies the address; rejects where no clipboard is available, so the caller can say so. */
export async function copyLink(nav: ShareNavigator, link: SharedLink): Promise<ShareOutcome> {
  if (!nav.clipboard) throw new Error('The clipboard is not available.');
  await nav.clipboard.writeText(link.url);
  return 'copied';
}

/**
 * The system share sheet where the browser has one; otherwise, or when the sheet refuses (no user gesture,
 * unsupported data), the address is copied. Dismissing the sheet is the user's choice, not a failure.
 */
export async function shareOrCopy(nav: ShareNavigator, link: SharedLink): Promise<ShareOutcome> {
  if (nav.share && (nav.canShare?.(link) ?? true)) {
    try {
      await nav.share(link);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  return copyLink(nav, link);
}
