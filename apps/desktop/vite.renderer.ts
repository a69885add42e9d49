import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { blueprintIconsByComponent } from './vite/blueprint-icon-loader';

/** The renderer's Vite options, shared by the web build (vite.web.config.ts) and the desktop build (electron.vite.config.ts). */
export const rendererRoot = fileURLToPath(new URL('./src/renderer', import.meta.url));

export const rendererConfig = {
  root: rendererRoot,
  // VITE_* settings (README, Configuration) come from the environment or a .env at the repository root, for
  // the web build and the desktop build alike, so both show the same owner details on the About page.
  envDir: fileURLToPath(new URL('../..', import.meta.url)),
  plugins: [react(), blueprintIconsByComponent()],
} satisfies UserConfig;
