import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/** The module the server render bundle is made of (relative to the renderer's root). */
export const SSR_ENTRY = 'src/prerender/render-simulator-page.tsx';
/** Core's SERVER_RENDER_DIR_SUFFIX and SIMULATOR_RENDER_FILE (a Vite config cannot load core's TypeScript; scripts/bundle/renderer-build.test.ts checks they agree). */
export const SERVER_RENDER_DIR_SUFFIX = '-ssr';
export const SIMULATOR_RENDER_FILE = 'render-simulator-page.js';

const SSR_CONFIG = fileURLToPath(new URL('../vite.ssr.config.ts', import.meta.url));

/** Core's serverRenderDirOf: where the server looks for the render bundle of the web build in `webOutDir` (beside it: not served, not precached). */
export const serverRenderDirOf = (webOutDir: string): string => `${webOutDir.replace(/[\\/]+$/, '')}${SERVER_RENDER_DIR_SUFFIX}`;

/** Builds the server render bundle (vite.ssr.config.ts) into `outDir`. */
export async function buildServerRender(outDir: string): Promise<void> {
  await build({ configFile: SSR_CONFIG, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}
