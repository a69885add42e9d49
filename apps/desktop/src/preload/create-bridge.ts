import { DESKTOP_CHANNELS, type DesktopBridge } from './bridge';

/** `ipcRenderer.invoke`, narrowed to what the bridge needs so it can be built without electron. */
export type Invoke = (channel: string, ...args: unknown[]) => Promise<unknown>;

/** One named function per operation; the page never gets a generic channel to call. */
export function createDesktopBridge(invoke: Invoke): DesktopBridge {
  return {
    async appVersion() {
      const version = await invoke(DESKTOP_CHANNELS.appVersion);
      if (typeof version !== 'string') throw new TypeError('app:version did not answer a string');
      return version;
    },
    async openExternal(url) {
      await invoke(DESKTOP_CHANNELS.openExternal, url);
    },
    async writeClipboardText(text) {
      await invoke(DESKTOP_CHANNELS.writeClipboardText, text);
    },
  };
}
