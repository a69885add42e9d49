import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { rendererConfig } from './vite.renderer';
import { INITIAL_CHUNK_GROUPS } from './vite/renderer-chunks';

/** The web build the server serves: absolute base so deep links like /simulator/3 load their assets. */
export default defineConfig({
  ...rendererConfig,
  base: '/',
  build: {
    outDir: fileURLToPath(new URL('../../out/web', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: INITIAL_CHUNK_GROUPS } } },
  },
  server: {
    proxy: { '/api': process.env.DIRECTORY_SERVER_URL ?? 'http://localhost:3000' },
  },
});
