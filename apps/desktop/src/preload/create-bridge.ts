import { DESKTOP_CHANNELS, DESKTOP_EVENTS, type DesktopBridge, type SaveServerUrlResult } from './bridge';
import type { DesktopSettings } from './desktop-settings';

/** `ipcRenderer.invoke`, narrowed to what the bridge needs so it can be built without electron. */
export type Invoke = (channel: string, ...args: unknown[]) => Promise<unknown>;

/**
 * `ipcRenderer.on` and `removeListener`, narrowed the same way. The listener gets no arguments: the
 * IPC event (and its `sender`) never reaches the page.
 */
export interface Subscribe {
  on(channel: string, listener: () => void): void;
  off(channel: string, listener: () => void): void;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function asSettings(value: unknown): DesktopSettings {
  if (!isObject(value) || typeof value.serverUrl !== 'string') throw new TypeError('settings:read did not answer settings');
  return { serverUrl: value.serverUrl };
}

function asSaveResult(value: unknown): SaveServerUrlResult {
  if (isObject(value) && value.ok === true) return { ok: true, settings: asSettings(value.settings) };
  if (isObject(value) && value.ok === false && typeof value.message === 'string') return { ok: false, message: value.message };
  throw new TypeError('settings:saveServerUrl did not answer a result');
}

/** One named function per operation; the page never gets a generic channel to call or listen on. */
export function createDesktopBridge(invoke: Invoke, subscribe: Subscribe): DesktopBridge {
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
    async readSettings() {
      return asSettings(await invoke(DESKTOP_CHANNELS.readSettings));
    },
    async saveServerUrl(url) {
      return asSaveResult(await invoke(DESKTOP_CHANNELS.saveServerUrl, url));
    },
    async reportLastSync(at) {
      await invoke(DESKTOP_CHANNELS.reportLastSync, at);
    },
    onSyncRequested(listener) {
      // A wrapper of our own, so the page's function is called without the IPC event.
      const relay = () => listener();
      subscribe.on(DESKTOP_EVENTS.syncRequested, relay);
      return () => subscribe.off(DESKTOP_EVENTS.syncRequested, relay);
    },
  };
}
