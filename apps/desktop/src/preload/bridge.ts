/**
 * The contract of `window.desktop`, shared by preload, main and the renderer.
 * Types and channel names only: the renderer imports it without pulling in electron.
 */

/** One IPC channel per operation, named `area:verb`. */
export const DESKTOP_CHANNELS = {
  appVersion: 'app:version',
  openExternal: 'shell:openExternal',
  writeClipboardText: 'clipboard:writeText',
} as const;

export type DesktopChannel = (typeof DESKTOP_CHANNELS)[keyof typeof DESKTOP_CHANNELS];

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
}

export const DESKTOP_BRIDGE_KEY = 'desktop';
