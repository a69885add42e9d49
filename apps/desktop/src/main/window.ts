import { BrowserWindow, shell, type WebContents } from 'electron';
import { APP_ENTRY_URL } from './app-url';
import { createWindowOpenHandler, decideNavigation, secureWebPreferences } from './security';

export interface MainWindowOptions {
  /** The built preload script (CommonJS: sandboxed preloads cannot be ES modules). */
  preloadPath: string;
  iconPath: string;
  /** The Vite dev server in development; app://bundle/ otherwise. */
  devServerUrl?: string | undefined;
}

function openExternal(url: string): void {
  shell.openExternal(url).catch((error: unknown) => console.error(`Could not open ${url}:`, error));
}

/** Locks any web contents to the app: no foreign navigation, no new windows, no <webview>. */
export function hardenWebContents(contents: WebContents, devServerUrl?: string): void {
  contents.setWindowOpenHandler(createWindowOpenHandler(openExternal));
  contents.on('will-navigate', (event) => {
    const decision = decideNavigation(event.url, devServerUrl);
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'open-externally') openExternal(event.url);
  });
  contents.on('will-redirect', (event) => {
    if (decideNavigation(event.url, devServerUrl) !== 'allow') event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/** The one application window, shown once its first paint is ready to avoid a white flash. */
export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 800,
    minHeight: 560,
    show: false,
    autoHideMenuBar: true,
    icon: options.iconPath,
    webPreferences: secureWebPreferences(options.preloadPath),
  });
  window.once('ready-to-show', () => window.show());
  window.loadURL(options.devServerUrl ?? APP_ENTRY_URL).catch((error: unknown) => {
    console.error('Could not load the renderer:', error);
  });
  return window;
}
