import { contextBridge, ipcRenderer } from 'electron';
import { DESKTOP_BRIDGE_KEY } from './bridge';
import { createDesktopBridge } from './create-bridge';

contextBridge.exposeInMainWorld(
  DESKTOP_BRIDGE_KEY,
  createDesktopBridge((channel, ...args) => ipcRenderer.invoke(channel, ...args), {
    on: (channel, listener) => ipcRenderer.on(channel, listener),
    off: (channel, listener) => ipcRenderer.removeListener(channel, listener),
  }),
);
