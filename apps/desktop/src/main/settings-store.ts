import path from 'node:path';
import { DesktopSettings } from '../preload/desktop-settings';
import { readJsonFile, writeJsonFile } from './json-file';

export const SETTINGS_FILE = 'settings.json';

/** The desktop settings, read once at start and kept in memory so `/api` forwarding reads them per request. */
export interface SettingsStore {
  current(): DesktopSettings;
  save(settings: DesktopSettings): Promise<DesktopSettings>;
}

/**
 * Opens `settings.json` in `userDataDir`. `defaults` apply where the file is missing or unreadable
 * (the DIRECTORY_SERVER_URL environment variable, else localhost): a saved choice wins over them.
 */
export async function openSettingsStore(userDataDir: string, defaults: DesktopSettings): Promise<SettingsStore> {
  const filePath = path.join(userDataDir, SETTINGS_FILE);
  let settings = (await readJsonFile(filePath, DesktopSettings)) ?? DesktopSettings.parse(defaults);
  // Saves run one after the other, so the file always ends with the last one asked for.
  let queue: Promise<unknown> = Promise.resolve();

  return {
    current: () => settings,
    save(next) {
      const parsed = DesktopSettings.parse(next);
      const write = queue.then(async () => {
        await writeJsonFile(filePath, parsed);
        settings = parsed;
        return parsed;
      });
      queue = write.catch(() => undefined);
      return write;
    },
  };
}
