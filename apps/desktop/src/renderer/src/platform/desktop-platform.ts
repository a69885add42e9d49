import type { DesktopBridge } from './desktop-bridge';
import type { Platform } from './platform';
import { copyLink } from './share-link';

export function createDesktopPlatform(bridge: DesktopBridge, nav: Partial<Pick<Navigator, 'clipboard'>> = {}): Platform {
  return {
    kind: 'desktop',
    openExternal(url) {
      void bridge.openExternal(url);
    },
    appVersion: () => bridge.appVersion(),
    // Electron has no share sheet on every system: the desktop app copies the link.
    shareLink: (link) => copyLink(nav, link),
    settings: {
      read: () => bridge.readSettings(),
      saveServerUrl: (url) => bridge.saveServerUrl(url),
    },
    onSyncRequested: (listener) => bridge.onSyncRequested(listener),
    reportLastSync(at) {
      bridge.reportLastSync(at).catch((error: unknown) => console.warn('Could not report the last sync to the app:', error));
    },
  };
}
