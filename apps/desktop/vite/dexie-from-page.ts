import type { Plugin } from 'vite';

const SHIM = '\0dexie-from-page';

/** The sync worker's script (data/sync/sync.worker-boot.ts), the one that imports the page's Dexie. */
const SYNC_WORKER_SCRIPT = /[\\/]data[\\/]sync[\\/]sync\.worker-boot\.ts$/;

/**
 * For the sync worker's bundle: `dexie` is the page's own Dexie chunk (vite/chunk-url.ts), which the worker's boot
 * script imports before the engine, not a second copy of Dexie (about 27 KB gzip a first visit downloaded twice).
 * A name the engine imports that is not here fails the worker's build. Vite gives every worker's build these plugins:
 * only the sync worker's script imports the page's Dexie first, so the other workers (search, similar tools) keep
 * their own copy.
 */
export function dexieFromPage(): Plugin {
  let syncWorker = false;
  return {
    name: 'rsd:dexie-from-page',
    apply: 'build',
    enforce: 'pre',
    options(options) {
      const input = options.input ?? [];
      const entries = typeof input === 'string' ? [input] : Array.isArray(input) ? input : Object.values(input);
      syncWorker = entries.some((entry) => SYNC_WORKER_SCRIPT.test(entry));
    },
    resolveId: {
      filter: { id: /^dexie(?:\/dist\/modern\/dexie\.mjs)?$/ },
      handler: () => (syncWorker ? SHIM : null),
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
