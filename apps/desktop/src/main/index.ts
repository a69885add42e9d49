import path from 'node:path';
import { app, BrowserWindow, clipboard, dialog, ipcMain, Menu, protocol, screen, session, shell } from 'electron';
import { DESKTOP_EVENTS } from '../preload/bridge';
import { aboutDetail } from './about';
import { createAppProtocolHandler } from './app-protocol';
import { APP_SCHEME } from './app-url';
import { loadDesktopConfig, type DesktopConfig } from './config';
import { devServerUrlFor } from './dev-server-url';
import { registerIpcHandlers } from './ipc';
import { readJsonFile, writeJsonFileSync } from './json-file';
import { buildMenuTemplate } from './menu';
import { denyPermissionCheck, denyPermissionRequest } from './security';
import { checkServer } from './server-check';
import { createSettingsService } from './settings-service';
import { openSettingsStore, type SettingsStore } from './settings-store';
import { claimSingleInstance } from './single-instance';
import { createMainWindow, hardenWebContents, WINDOW_SIZE } from './window';
import { restoreWindowBounds, WINDOW_STATE_FILE, WindowState } from './window-state';

// Privileges can only be granted before `ready`. Standard + secure give app://bundle a real origin
// with IndexedDB, cookies and a secure context; supportFetchAPI and corsEnabled let the page fetch /api.
protocol.registerSchemesAsPrivileged([
  {
    scheme: APP_SCHEME,
    privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, stream: true },
  },
]);

// out/desktop/main/index.js sits beside out/desktop/preload and out/desktop/renderer.
const preloadPath = path.join(import.meta.dirname, '../preload/index.cjs');
const rendererDir = path.join(import.meta.dirname, '../renderer');
const iconPath = path.join(app.getAppPath(), 'resources', 'icon.png');

// Only a development build loads its page from the dev server; a built app always serves app://bundle/.
const development = import.meta.env.DEV;
const devServerUrl = devServerUrlFor(development, process.env);

let mainWindow: BrowserWindow | undefined;
/** When the renderer's cache last caught up, as it reports it: for the About box. */
let lastSyncedAt: string | null = null;

function readConfig(): DesktopConfig | undefined {
  try {
    return loadDesktopConfig(process.env);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(message);
    dialog.showErrorBox('Reservoir Simulation Directory cannot start', message);
    return undefined;
  }
}

async function openWindow(): Promise<void> {
  const stateFile = path.join(app.getPath('userData'), WINDOW_STATE_FILE);
  const saved = await readJsonFile(stateFile, WindowState);
  const workAreas = screen.getAllDisplays().map((display) => display.workArea);
  const window = createMainWindow({
    preloadPath,
    iconPath,
    devServerUrl,
    development,
    bounds: restoreWindowBounds(saved, workAreas, WINDOW_SIZE),
    saveState: (state) => {
      try {
        writeJsonFileSync(stateFile, state);
      } catch (error) {
        console.error('Could not save the window size and position:', error);
      }
    },
  });
  mainWindow = window;
  window.on('closed', () => {
    if (mainWindow === window) mainWindow = undefined;
  });
}

function showAbout(settings: SettingsStore): void {
  const name = app.getName();
  const options = {
    type: 'info' as const,
    title: `About ${name}`,
    message: name,
    detail: aboutDetail({ version: app.getVersion(), serverUrl: settings.current().serverUrl, lastSyncedAt, now: new Date() }),
    buttons: ['OK'],
  };
  const shown = mainWindow ? dialog.showMessageBox(mainWindow, options) : dialog.showMessageBox(options);
  shown.catch((error: unknown) => console.error('Could not show the About box:', error));
}

async function start(config: DesktopConfig): Promise<void> {
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, devServerUrl));
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  await app.whenReady();
  session.defaultSession.setPermissionRequestHandler(denyPermissionRequest);
  session.defaultSession.setPermissionCheckHandler(denyPermissionCheck);

  // A server address saved in the settings wins; DIRECTORY_SERVER_URL (or localhost) is the first default.
  const settings = await openSettingsStore(app.getPath('userData'), { serverUrl: config.serverUrl.href });
  protocol.handle(
    APP_SCHEME,
    createAppProtocolHandler({
      rendererDir,
      serverUrl: () => new URL(settings.current().serverUrl),
      cookies: session.defaultSession.cookies,
    }),
  );
  registerIpcHandlers(
    ipcMain,
    {
      appVersion: () => app.getVersion(),
      openExternal: (url) => shell.openExternal(url),
      writeClipboardText: (text) => clipboard.writeText(text),
      ...createSettingsService(settings, (url) => checkServer(url)),
      reportLastSync: (at) => {
        lastSyncedAt = at;
      },
    },
    { devServerUrl },
  );
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      buildMenuTemplate({
        appName: app.getName(),
        platform: process.platform,
        development,
        actions: {
          syncNow: () => mainWindow?.webContents.send(DESKTOP_EVENTS.syncRequested),
          showAbout: () => showAbout(settings),
        },
      }),
    ),
  );
  await openWindow();
  // macOS keeps the app alive without windows; clicking the dock icon opens one again.
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) void openWindow();
  });
}

const config = readConfig();
if (!config) {
  app.exit(1);
} else if (!claimSingleInstance(app, () => mainWindow)) {
  // Another instance runs: it has been told to bring its window forward.
  app.quit();
} else {
  start(config).catch((error: unknown) => {
    console.error('Start-up failed:', error);
    app.exit(1);
  });
}
