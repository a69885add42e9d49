import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { SIMULATOR_RENDER_FILE, SSR_ENTRY } from './vite/server-render-build.ts';
import { rendererConfig, rendererShellPlugins } from './vite.renderer.ts';

/**
 * The server render bundle: src/prerender/render-simulator-page.tsx and everything it imports in one ES module
 * for Node, which the server loads at start (apps/server/src/http/server-render.ts). The web build makes it
 * beside itself (vite/server-render-build.ts); the server's tests build it alone with this file.
 */
export default defineConfig({
  root: rendererConfig.root,
  envDir: rendererConfig.envDir,
  plugins: rendererShellPlugins(),
  // React's production build, whatever NODE_ENV the server runs with.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // Self-contained: it runs from any folder, with no node_modules to resolve at run time.
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: SSR_ENTRY,
    outDir: fileURLToPath(new URL('../../out/web-ssr', import.meta.url)),
    emptyOutDir: true,
    minify: false,
    rolldownOptions: { output: { entryFileNames: SIMULATOR_RENDER_FILE, codeSplitting: false } },
  },
  logLevel: 'warn',
});
