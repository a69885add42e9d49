import type { DesktopSettings, SaveServerUrlResult } from './desktop-bridge';
import type { SharedLink, ShareOutcome } from './share-link';

/** The desktop app's own settings, kept by its main process. */
export interface PlatformSettings {
  read(): Promise<DesktopSettings>;
  /** Checks the server answers at `url`, then saves it; the answer says why when it did not. */
  saveServerUrl(url: string): Promise<SaveServerUrlResult>;
}

/** What differs between the browser and the desktop app, behind one interface. */
export interface Platform {
  kind: 'web' | 'desktop';
  /** Open an address outside the app (a new tab on the web, the system browser on the desktop). */
  openExternal(url: string): void;
  /** The desktop app's version, null on the web. */
  appVersion(): Promise<string | null>;
  /** Share a page: the system share sheet where there is one, else the address is copied. Rejects when neither works. */
  shareLink(link: SharedLink): Promise<ShareOutcome>;
  /** The app's settings screen, on the desktop; null on the web, which has none. */
  settings: PlatformSettings | null;
  /** Calls `listener` when the host asks for a sync (the desktop menu's Sync now); returns a function that stops it. */
  onSyncRequested(listener: () => void): () => void;
  /** Tells the host when the cache last caught up (the desktop About box shows it). */
  reportLastSync(at: string | null): void;
}
