import type { DesktopBridge, DesktopSettings, SaveServerUrlResult } from '../../../preload/bridge';

export type { DesktopBridge, DesktopSettings, SaveServerUrlResult };
// The server address rule main applies too: the settings form checks it before asking main.
export { SERVER_URL_MESSAGE, ServerUrl } from '../../../preload/desktop-settings';

// The preload script exposes the bridge as `window.desktop`; the web build has none.
declare global {
  interface Window {
    desktop?: DesktopBridge;
  }
}
