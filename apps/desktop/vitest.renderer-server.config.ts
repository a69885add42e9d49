import { defineProject } from 'vitest/config';
import { rendererConfig, rendererRoot } from './vite.renderer.ts';

/**
 * The renderer's data layer against the real server (one process for the run, see test-server/), apart
 * from the renderer project so that one stays fast: only `*.server.test.ts` files run here.
 */
export default defineProject({
  plugins: rendererConfig.plugins,
  test: {
    name: 'renderer-server',
    root: rendererRoot,
    environment: 'jsdom',
    setupFiles: ['fake-indexeddb/auto', 'src/test/setup.ts'],
    include: ['src/**/*.server.test.{ts,tsx}'],
    globalSetup: ['../../test-server/global-setup.ts'],
    // Its files share one server and its database: one at a time, after the server project's group.
    fileParallelism: false,
    maxWorkers: 1,
    sequence: { groupOrder: 2 },
    hookTimeout: 90_000,
    testTimeout: 30_000,
  },
});
