import { BrowserWindow, shell, type WebContents } from 'electron';
import { APP_ENTRY_URL } from './app-url';
import { createWindowOpenHandler, decideFrameNavigation, decideNavigation, secureWebPreferences } from './security';
import { captureWindowState, type InitialBounds, type WindowSize, type WindowState } from './window-state';

export const WINDOW_SIZE: WindowSize = { width: 1280, height: 820, minWidth: 800, minHeight: 560 };

export interface MainWindowOptions {
  /** The built preload script (CommonJS: sandboxed preloads cannot be ES modules). */
  preloadPath: string;
  iconPath: string;
  /** The Vite dev server in development; app://bundle/ otherwise. */
  devServerUrl?: string | undefined;
  /** A development build: the developer tools are available. */
  development: boolean;
  /** Where it opens (see restoreWindowBounds). */
  bounds: InitialBounds;
  /** Called with its size and position when it closes. */
  saveState(state: WindowState): void;
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
  // will-navigate covers the main frame only; a frame inside the page may not leave the app either.
  contents.on('will-frame-navigate', (event) => {
    if (decideFrameNavigation(event.url, event.isMainFrame, devServerUrl) === 'deny') event.preventDefault();
  });
  contents.on('will-redirect', (event) => {
    if (decideNavigation(event.url, devServerUrl) !== 'allow') event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/** The one application window, shown once its first paint is ready to avoid a white flash. */
export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const { maximized, ...bounds } = options.bounds;
  const window = new BrowserWindow({
    ...bounds,
    minWidth: WINDOW_SIZE.minWidth,
    minHeight: WINDOW_SIZE.minHeight,
    show: false,
    icon: options.iconPath,
    webPreferences: {
      ...secureWebPreferences(options.preloadPath, { devTools: options.development }),
      // Restated from secureWebPreferences because Electronegativity reads this literal, not that function.
      contextIsolation: true,
      sandbox: true,
      disableBlinkFeatures: 'Auxclick',
    },
  });
  window.once('ready-to-show', () => {
    if (maximized) window.maximize();
    window.show();
  });
  window.on('close', () => options.saveState(captureWindowState(window)));
  window.loadURL(options.devServerUrl ?? APP_ENTRY_URL).catch((error: unknown) => {
    console.error('Could not load the renderer:', error);
  });
  return window;
}
