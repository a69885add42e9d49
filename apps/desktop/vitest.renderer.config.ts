import { configDefaults, defineProject } from 'vitest/config';
import { rendererConfig, rendererRoot } from './vite.renderer.ts';

export default defineProject({
  plugins: rendererConfig.plugins,
  test: {
    name: 'renderer',
    root: rendererRoot,
    environment: 'jsdom',
    // fake-indexeddb first: Dexie then runs for real on an in-memory IndexedDB.
    setupFiles: ['fake-indexeddb/auto', 'src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Those run against the real server, in the renderer-server project.
    exclude: [...configDefaults.exclude, 'src/**/*.server.test.{ts,tsx}'],
    // A whole screen in jsdom with its typing can pass 5 s on a busy 2-core machine (the suites run in parallel).
    testTimeout: 20_000,
  },
});
