import type { Plugin } from 'vite';

const SHIM = '\0dexie-from-page';

/**
 * For the sync worker's bundle: `dexie` is the page's own Dexie chunk (vite/chunk-url.ts), which the worker's boot
 * script imports before the engine, not a second copy of Dexie (about 27 KB gzip a first visit downloaded twice).
 * A name the engine imports that is not here fails the worker's build.
 */
export function dexieFromPage(): Plugin {
  return {
    name: 'rsd:dexie-from-page',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^dexie(?:\/dist\/modern\/dexie\.mjs)?$/ },
      handler: () => SHIM,
    },
    load: {
      filter: { id: /^\0dexie-from-page$/ },
      handler: () =>
        [
          // Where the worker's script (data/sync/sync.worker-boot.ts) puts the page's Dexie module, before the engine runs.
          'const dexie = globalThis.rsdDexie;',
          'export const Dexie = dexie.Dexie;',
          'export const liveQuery = dexie.liveQuery;',
          'export default dexie.default;',
        ].join('\n'),
    },
  };
}
