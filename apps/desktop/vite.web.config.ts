import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { rendererConfig, rendererOutput } from './vite.renderer';

/** The web build the server serves: absolute base so deep links like /simulator/3 load their assets. */
export default defineConfig({
  ...rendererConfig,
  base: '/',
  build: {
    outDir: fileURLToPath(new URL('../../out/web', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: { output: rendererOutput },
  },
  server: {
    proxy: { '/api': process.env.DIRECTORY_SERVER_URL ?? 'http://localhost:3000' },
  },
});
