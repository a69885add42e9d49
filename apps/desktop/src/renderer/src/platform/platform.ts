/** What differs between the browser and the desktop app, behind one interface. */
export interface Platform {
  kind: 'web' | 'desktop';
  /** Open an address outside the app (a new tab on the web, the system browser on the desktop). */
  openExternal(url: string): void;
  /** The desktop app's version, null on the web. */
  appVersion(): Promise<string | null>;
}
