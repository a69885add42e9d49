import { fileURLToPath } from 'node:url';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { DESKTOP_INITIAL_JS_BUDGET_BYTES } from './scripts/bundle/initial-js.ts';
import { initialJsReport } from './scripts/bundle/initial-js-plugin.ts';
import { rendererConfig, rendererOutput, rendererRoot } from './apps/desktop/vite.renderer.ts';

const fromRoot = (relative: string): string => fileURLToPath(new URL(relative, import.meta.url));
const outDir = (part: string): string => fromRoot(`./out/desktop/${part}`);

/**
 * electron-vite forces base './' on production renderer builds. The SPA is served from app://bundle/ and
 * deep links such as app://bundle/simulator/3 get index.html, whose asset URLs must therefore be absolute.
 */
const absoluteBase: Plugin = { name: 'rsd:absolute-base', config: () => ({ base: '/' }) };

export default defineConfig({
  main: {
    build: {
      // Everything, @rsd/core and zod included, goes into one bundle: no node_modules at run time.
      externalizeDeps: false,
      outDir: outDir('main'),
      rolldownOptions: { input: { index: fromRoot('./apps/desktop/src/main/index.ts') } },
    },
  },
  preload: {
    build: {
      externalizeDeps: false,
      outDir: outDir('preload'),
      rolldownOptions: {
        input: { index: fromRoot('./apps/desktop/src/preload/index.ts') },
        // Sandboxed preloads are run as classic scripts: CommonJS, one file, .cjs under "type": "module".
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    ...rendererConfig,
    // The desktop app's first load (from app://, no boot script) has a budget of its own: above it the build fails.
    plugins: [...rendererConfig.plugins, initialJsReport({ budget: DESKTOP_INITIAL_JS_BUDGET_BYTES }), absoluteBase],
    build: {
      outDir: outDir('renderer'),
      emptyOutDir: true,
      // electron-vite leaves the renderer unminified by default: the app's first load parsed 1.36 MB of source
      // (300.8 KB gzip) where the same code minified is 0.55 MB. DESKTOP_INITIAL_JS_BUDGET_BYTES holds it.
      minify: true,
      rolldownOptions: { input: { index: `${rendererRoot}/index.html` }, output: rendererOutput },
    },
    server: {
      // In development the page comes from this server, so it proxies /api as app://bundle does when built.
      proxy: { '/api': process.env.DIRECTORY_SERVER_URL ?? 'http://localhost:3000' },
    },
  },
});
