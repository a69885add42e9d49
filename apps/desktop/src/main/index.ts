import path from 'node:path';
import { app, BrowserWindow, clipboard, dialog, ipcMain, protocol, session, shell } from 'electron';
import { createAppProtocolHandler } from './app-protocol';
import { APP_SCHEME } from './app-url';
import { loadDesktopConfig, type DesktopConfig } from './config';
import { devServerUrlFor } from './dev-server-url';
import { registerIpcHandlers } from './ipc';
import { denyPermissionCheck, denyPermissionRequest } from './security';
import { createMainWindow, hardenWebContents } from './window';

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
const devServerUrl = devServerUrlFor(import.meta.env.DEV, process.env);

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

function focusExistingWindow(): void {
  const [window] = BrowserWindow.getAllWindows();
  if (!window) return;
  if (window.isMinimized()) window.restore();
  window.focus();
}

function openWindow(): void {
  createMainWindow({ preloadPath, iconPath, devServerUrl });
}

async function start(config: DesktopConfig): Promise<void> {
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, devServerUrl));
  app.on('second-instance', focusExistingWindow);
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  await app.whenReady();
  session.defaultSession.setPermissionRequestHandler(denyPermissionRequest);
  session.defaultSession.setPermissionCheckHandler(denyPermissionCheck);
  protocol.handle(APP_SCHEME, createAppProtocolHandler({ rendererDir, serverUrl: config.serverUrl }));
  registerIpcHandlers(
    ipcMain,
    {
      appVersion: () => app.getVersion(),
      openExternal: (url) => shell.openExternal(url),
      writeClipboardText: (text) => clipboard.writeText(text),
    },
    { devServerUrl },
  );
  openWindow();
  // macOS keeps the app alive without windows; clicking the dock icon opens one again.
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openWindow();
  });
}

const config = readConfig();
if (!config) {
  app.exit(1);
} else if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  start(config).catch((error: unknown) => {
    console.error('Start-up failed:', error);
    app.exit(1);
  });
}
