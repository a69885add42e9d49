/**
 * The contract of `window.desktop`, shared by preload, main and the renderer.
 * Types and channel names only: the renderer imports it without pulling in electron.
 */
import type { DesktopSettings, SaveServerUrlResult } from './desktop-settings';

export type { DesktopSettings, SaveServerUrlResult };

/** One IPC channel per operation the page may invoke, named `area:verb`. */
export const DESKTOP_CHANNELS = {
  appVersion: 'app:version',
  openExternal: 'shell:openExternal',
  writeClipboardText: 'clipboard:writeText',
  readSettings: 'settings:read',
  saveServerUrl: 'settings:saveServerUrl',
  reportLastSync: 'sync:reportLastSync',
} as const;

export type DesktopChannel = (typeof DESKTOP_CHANNELS)[keyof typeof DESKTOP_CHANNELS];

/** Messages main sends to the page; the page cannot send on them. */
export const DESKTOP_EVENTS = {
  /** The menu's Sync now: the renderer's sync engine runs. */
  syncRequested: 'sync:requested',
} as const;

/** Upper bounds main enforces on arguments, so a compromised page cannot push unbounded data across. */
export const BRIDGE_LIMITS = { urlLength: 2048, clipboardTextLength: 100_000 } as const;

/** What the preload exposes as `window.desktop`; absent in the web build. */
export interface DesktopBridge {
  /** The desktop app's version, e.g. "0.1.0". */
  appVersion(): Promise<string>;
  /** Opens an http(s) or mailto link in the system browser or mail client. */
  openExternal(url: string): Promise<void>;
  /** Puts text on the system clipboard (the page itself is denied clipboard permission). */
  writeClipboardText(text: string): Promise<void>;
  /** The settings main keeps in the user data folder. */
  readSettings(): Promise<DesktopSettings>;
  /** Checks the server answers at `url`, then saves it; `/api` goes there at once. */
  saveServerUrl(url: string): Promise<SaveServerUrlResult>;
  /** Tells main when the cache last caught up (ISO 8601), for the About box. */
  reportLastSync(at: string | null): Promise<void>;
  /** Calls `listener` whenever the menu's Sync now is chosen; returns a function that stops it. */
  onSyncRequested(listener: () => void): () => void;
}

export const DESKTOP_BRIDGE_KEY = 'desktop';
