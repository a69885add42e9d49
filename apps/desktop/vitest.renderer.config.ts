import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { rendererConfig, rendererRoot } from './vite.renderer';

/*
 * react-router, react-query, Blueprint and testing-library are hoisted beside an older React than the app's.
 * The aliases give every module the app's React; the optimizer bundles those libraries once (and caches
 * the bundle), from their ES module entries, so they go through the aliases instead of Node's require.
 */
const ownModules = fileURLToPath(new URL('./node_modules/', import.meta.url));
const testingLibraryEsm = fileURLToPath(
  new URL('../../node_modules/@testing-library/react/dist/@testing-library/react.esm.js', import.meta.url),
);

export default defineProject({
  plugins: rendererConfig.plugins,
  // Beside the package, not inside the renderer's source folder (the default is <root>/node_modules/.vite).
  cacheDir: fileURLToPath(new URL('./node_modules/.vite/renderer-tests', import.meta.url)),
  resolve: {
    mainFields: ['module', 'main'],
    alias: [
      { find: /^react$/, replacement: `${ownModules}react/index.js` },
      { find: /^react\/(.*)$/, replacement: `${ownModules}react/$1` },
      { find: /^react-dom$/, replacement: `${ownModules}react-dom/index.js` },
      { find: /^react-dom\/(.*)$/, replacement: `${ownModules}react-dom/$1` },
      { find: /^@testing-library\/react$/, replacement: testingLibraryEsm },
    ],
  },
  test: {
    name: 'renderer',
    root: rendererRoot,
    environment: 'jsdom',
    // fake-indexeddb first: Dexie then runs for real on an in-memory IndexedDB.
    setupFiles: ['fake-indexeddb/auto', 'src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            '@blueprintjs/core',
            '@tanstack/react-query',
            'react-router-dom',
            '@testing-library/react',
            '@testing-library/user-event',
            'zustand',
            'react-hook-form',
            '@hookform/resolvers/zod',
          ],
        },
      },
    },
  },
});
