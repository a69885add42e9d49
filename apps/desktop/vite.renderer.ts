import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { blueprintIconsByComponent } from './vite/blueprint-icon-loader.ts';
import { chunkUrl } from './vite/chunk-url.ts';
import { dexieFromPage } from './vite/dexie-from-page.ts';
import { INITIAL_CHUNK_GROUPS, LAZY_CHUNK_GROUPS } from './vite/renderer-chunks.ts';

/** The renderer's Vite options, shared by the web build (vite.web.config.ts) and the desktop build (electron.vite.config.ts). */
export const rendererRoot = fileURLToPath(new URL('./src/renderer', import.meta.url));

export const rendererConfig = {
  root: rendererRoot,
  // VITE_* settings (README, Configuration) come from the environment or a .env at the repository root, for
  // the web build and the desktop build alike, so both show the same owner details on the About page.
  envDir: fileURLToPath(new URL('../..', import.meta.url)),
  // Each build adds initialJsReport with its own budget (the web and desktop first loads differ).
  plugins: [react(), blueprintIconsByComponent(), chunkUrl()],
  // The sync worker's bundle takes the page's Dexie chunk (data/sync/spawn-worker.ts) in place of its own copy. ES
  // modules (every worker is started as one), so a worker's dynamic import() is a chunk fetched when it runs: the
  // sync worker's records' checks (classic zod) come after a first visit's listings (sync/worker/valid-page.ts).
  worker: { format: 'es', plugins: () => [dexieFromPage()] },
  // Dexie's ES module build (ES2018), not the UMD one its package entry wraps: about 1.4 KB gzip less, in the page's
  // first load and in the sync worker's bundle alike (bench/README.md, bundle-size.ts).
  resolve: { alias: [{ find: /^dexie$/, replacement: 'dexie/dist/modern/dexie.mjs' }] },
} satisfies UserConfig;

/** What rendering the renderer's modules in Node needs (the build-time shell, vite/prerender-shell.ts). */
export const rendererShellPlugins = () => [react(), blueprintIconsByComponent(), chunkUrl()];

/** The renderer's chunking, for the web and desktop builds alike (see vite/renderer-chunks.ts). */
export const rendererOutput = { codeSplitting: { groups: [...INITIAL_CHUNK_GROUPS, ...LAZY_CHUNK_GROUPS] } };
