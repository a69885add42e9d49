import { isMailLink, isWebLink } from '@rsd/core';
import { APP_HOST, APP_SCHEME } from './app-url';

function parseUrl(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/**
 * Whether a URL belongs to the app: app://bundle, or the Vite dev server in development.
 * Compares scheme and host: Node gives non-special schemes an opaque origin, so `origin` cannot be used.
 */
export function isAppUrl(url: string, devServerUrl?: string): boolean {
  const parsed = parseUrl(url);
  if (!parsed) return false;
  if (parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST) return true;
  const dev = devServerUrl === undefined ? undefined : parseUrl(devServerUrl);
  return dev !== undefined && parsed.protocol === dev.protocol && parsed.host === dev.host;
}

/**
 * Links the system browser or mail client should open: web pages and mail addresses, by core's link
 * rules (the ones the renderer shows links by), and exactly as written, without blanks around them.
 */
export function shouldOpenExternally(url: string): boolean {
  return url === url.trim() && (isWebLink(url) || isMailLink(url));
}

export type NavigationDecision = 'allow' | 'open-externally' | 'deny';

/** `will-navigate` and `will-redirect`: stay inside the app, hand web links to the OS, refuse the rest. */
export function decideNavigation(url: string, devServerUrl?: string): NavigationDecision {
  if (isAppUrl(url, devServerUrl)) return 'allow';
  if (shouldOpenExternally(url)) return 'open-externally';
  return 'deny';
}

/**
 * `will-frame-navigate`: the main frame is left to `will-navigate` (which may hand a link to the system
 * browser); a frame inside the page may only load the app itself, and never opens anything outside.
 */
export function decideFrameNavigation(url: string, isMainFrame: boolean, devServerUrl?: string): 'allow' | 'deny' {
  if (isMainFrame) return 'allow';
  return isAppUrl(url, devServerUrl) ? 'allow' : 'deny';
}

/** `setWindowOpenHandler`: the app has one window; target=_blank links open in the system browser. */
export function createWindowOpenHandler(openExternal: (url: string) => void): (details: { url: string }) => { action: 'deny' } {
  return ({ url }) => {
    if (shouldOpenExternally(url)) openExternal(url);
    return { action: 'deny' };
  };
}

/** `setPermissionRequestHandler`: the app needs no camera, location, notifications or the like. */
export function denyPermissionRequest(_webContents: unknown, _permission: string, callback: (granted: boolean) => void): void {
  callback(false);
}

/** `setPermissionCheckHandler`: synchronous checks answer no as well. */
export function denyPermissionCheck(): boolean {
  return false;
}

export interface SecureWebPreferences {
  preload: string;
  contextIsolation: true;
  sandbox: true;
  nodeIntegration: false;
  nodeIntegrationInWorker: false;
  nodeIntegrationInSubFrames: false;
  webSecurity: true;
  allowRunningInsecureContent: false;
  webviewTag: false;
  experimentalFeatures: false;
  navigateOnDragDrop: false;
  disableBlinkFeatures: 'Auxclick';
  devTools: boolean;
}

/**
 * The renderer gets no Node.js: only the preload's bridge crosses into it. The developer tools exist in a
 * development build only, so a user of the installed app cannot be talked into pasting code there.
 */
export function secureWebPreferences(preloadPath: string, options: { devTools: boolean }): SecureWebPreferences {
  return {
    preload: preloadPath,
    // A middle click would ask for a new window: the window open handler refuses, but it need not be asked.
    disableBlinkFeatures: 'Auxclick',
    devTools: options.devTools,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    experimentalFeatures: false,
    navigateOnDragDrop: false,
  };
}
