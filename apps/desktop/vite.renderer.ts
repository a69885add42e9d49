import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

/** The renderer's Vite options, shared by the web build (vite.web.config.ts) and the desktop build (electron.vite.config.ts). */
export const rendererRoot = fileURLToPath(new URL('./src/renderer', import.meta.url));

export const rendererConfig = {
  root: rendererRoot,
  plugins: [react()],
} satisfies UserConfig;
