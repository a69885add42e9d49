import type { DesktopBridge } from './desktop-bridge';
import type { Platform } from './platform';

export function createDesktopPlatform(bridge: DesktopBridge): Platform {
  return {
    kind: 'desktop',
    openExternal(url) {
      void bridge.openExternal(url);
    },
    appVersion: () => bridge.appVersion(),
  };
}
