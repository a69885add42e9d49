import type { Plugin } from 'vite';

const QUERY = '?chunk-url';
const PREFIX = '\0chunk-url';

/**
 * `import url from 'x?chunk-url'`: module x as an entry chunk of the page's own build, its exports under their own
 * names, and its URL. The page's own imports of x then load that same file, so a worker can import it by that URL
 * and take it from the HTTP cache or the precache (vite/dexie-from-page.ts). On the dev server, in tests and in a
 * server render's build, the module's own URL.
 */
export function chunkUrl(): Plugin {
  let emitting = false;
  // The modules asked for, by number: a virtual id naming a path in node_modules is loaded by Node in tests, not here.
  const modules: string[] = [];
  return {
    name: 'rsd:chunk-url',
    enforce: 'pre',
    configResolved(config) {
      // A server render's build starts no worker: it emits nothing.
      emitting = config.command === 'build' && !config.build.ssr;
    },
    resolveId: {
      filter: { id: /\?chunk-url$/ },
      async handler(source, importer) {
        const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
        if (!resolved) return null;
        if (!modules.includes(resolved.id)) modules.push(resolved.id);
        return `${PREFIX}/${modules.indexOf(resolved.id)}`;
      },
    },
    load: {
      filter: { id: /^\0chunk-url\// },
      handler(id) {
        const module = modules[Number(id.slice(PREFIX.length + 1))];
        if (module === undefined) return null;
        if (!emitting) return `export default ${JSON.stringify(`/@fs${module}`)};`;
        const name = module.replace(/^.*[\\/]/, '').replace(/\.[cm]?[jt]sx?$/, '');
        const reference = this.emitFile({ type: 'chunk', id: module, name, preserveSignature: 'strict' });
        return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
      },
    },
  };
}
