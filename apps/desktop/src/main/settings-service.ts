import type { DesktopSettings, SaveServerUrlResult } from '../preload/desktop-settings';
import type { ServerCheck } from './server-check';
import type { SettingsStore } from './settings-store';

export interface SettingsService {
  readSettings(): DesktopSettings;
  saveServerUrl(url: string): Promise<SaveServerUrlResult>;
}

/**
 * The settings screen's operations. A server address is saved only once a directory server has answered
 * there, so a typo cannot cut the app off from its data; the store then serves the new one to `/api`.
 */
export function createSettingsService(store: SettingsStore, check: (url: string) => Promise<ServerCheck>): SettingsService {
  return {
    readSettings: () => store.current(),
    async saveServerUrl(url) {
      const reached = await check(url);
      if (!reached.ok) return reached;
      return { ok: true, settings: await store.save({ ...store.current(), serverUrl: url }) };
    },
  };
}
