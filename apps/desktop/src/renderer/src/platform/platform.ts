import type { SharedLink, ShareOutcome } from './share-link';

/** What differs between the browser and the desktop app, behind one interface. */
export interface Platform {
  kind: 'web' | 'desktop';
  /** Open an address outside the app (a new tab on the web, the system browser on the desktop). */
  openExternal(url: string): void;
  /** The desktop app's version, null on the web. */
  appVersion(): Promise<string | null>;
  /** Share a page: the system share sheet where there is one, else the address is copied. Rejects when neither works. */
  shareLink(link: SharedLink): Promise<ShareOutcome>;
}
