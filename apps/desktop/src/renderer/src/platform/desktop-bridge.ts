import type { DesktopBridge } from '../../../preload/bridge';

export type { DesktopBridge };

// The preload script exposes the bridge as `window.desktop`; the web build has none.
declare global {
  interface Window {
    desktop?: DesktopBridge;
  }
}
