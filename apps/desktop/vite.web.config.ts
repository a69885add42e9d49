import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { initialJsReport } from '../../scripts/bundle/initial-js-plugin.ts';
import { INITIAL_JS_TARGET_BYTES } from '../../scripts/bundle/initial-js.ts';
import { compressLateFiles } from './vite/compress-late-files.ts';
import { HOME_SHELL_FILE, prerenderShell } from './vite/prerender-shell.ts';
import { rendererConfig, rendererOutput, rendererShellPlugins } from './vite.renderer.ts';
import { webAppManifest, WEB_APP_ICONS } from './web-app-manifest.ts';

const resources = (name: string) => fileURLToPath(new URL(`../../resources/${name}`, import.meta.url));

/** The manifest's icons, from resources/ (drawn by resources/generate-icon.mjs) into the build. */
const webAppIcons: Plugin = {
  name: 'rsd:web-app-icons',
  apply: 'build',
  async generateBundle() {
    for (const icon of WEB_APP_ICONS)
      this.emitFile({ type: 'asset', fileName: icon.src.slice(1), source: await readFile(resources(icon.file)) });
  },
};

/** The web build the server serves: absolute base so deep links like /simulator/3 load their assets. */
export default defineConfig({
  ...rendererConfig,
  base: '/',
  plugins: [
    ...rendererConfig.plugins,
    // Prints the gzip size of the JavaScript needed before home runs, and fails the build above the budget.
    initialJsReport({ budget: INITIAL_JS_TARGET_BYTES }),
    webAppIcons,
    prerenderShell({ root: rendererConfig.root, envDir: rendererConfig.envDir, plugins: rendererShellPlugins() }),
    // The offline shell of the web build only (the desktop app loads from app://): see web-app-manifest.ts.
    VitePWA({
      registerType: 'prompt',
      // platform/service-worker.ts registers it, on the web only, and turns an update into a prompt.
      injectRegister: false,
      manifest: webAppManifest,
      workbox: {
        // The whole build: the shell, every lazy route chunk, the icon chunks, CSS, fonts and the manifest's icons.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff,woff2,ttf,eot,webmanifest}'],
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        // Any client route loads the shell offline; /api/* is never answered by the worker (no route matches
        // it, so it goes to the network): the data comes from the Dexie cache.
        navigateFallback: '/index.html',
        // Home's own pre-drawn page (vite/prerender-shell.ts), as the server sends it.
        directoryIndex: HOME_SHELL_FILE,
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        cleanupOutdatedCaches: true,
      },
    }),
    // A Brotli and a gzip copy beside each text file, at the highest levels (once per build, not per request): the
    // server sends them by the request's Accept-Encoding (apps/server/src/http/precompressed.ts). Not in the
    // precache: its globPatterns above end at each file's own extension.
    compression({
      include: /\.(js|mjs|css|html|json|webmanifest|svg)$/,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
    // sw.js and its workbox runtime, which vite-plugin-pwa writes after the copies above: the same copies, later.
    compressLateFiles(/^(sw|workbox-[\w-]+)\.js$/),
  ],
  build: {
    outDir: fileURLToPath(new URL('../../out/web', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: { output: rendererOutput },
  },
  server: {
    proxy: { '/api': process.env.DIRECTORY_SERVER_URL ?? 'http://localhost:3000' },
  },
});
