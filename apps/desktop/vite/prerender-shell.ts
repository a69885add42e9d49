import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import Beasties from 'beasties';
import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import { createServer, minify, transformWithOxc, type Plugin, type PluginOption } from 'vite';
import { DB_NAME, DB_VERSION, FIRST_SCREEN_KEY, LISTINGS_TABLE, META_TABLE, SYNC_META_KEY } from '../src/renderer/src/data/cache/names.ts';
import { PAGE_END_ID } from '../src/renderer/src/app/page-end.ts';
import { splitDarkRules } from './dark-styles.ts';
import { splitStylesheet } from './split-stylesheet.ts';
import { buildServerRender, serverRenderDirOf } from './server-render-build.ts';

/** The renderer module that draws the shells, and what it exports (see src/prerender/render-shell.tsx). */
const SHELL_MODULE = '/src/prerender/render-shell.tsx';
/** Simulator pages in every state, drawn only for their styles (see src/prerender/simulator-style-samples.ts). */
const SIMULATOR_SAMPLES_MODULE = '/src/prerender/simulator-style-samples.ts';
/** The detail page's chunk: its stylesheets join the route page's for the rules a server-drawn page needs. */
const DETAIL_PAGE_MODULE = 'src/features/simulator/simulator-detail-page.tsx';
/** The boot script: no imports, so it is only stripped of its types, not bundled (a chunk would join the app's groups). */
const BOOT_MODULE = 'src/start-up/boot.ts';
type ShellName = 'home' | 'route';
type RenderShell = (shell: ShellName) => string;
type RenderSamples = () => string;

const EMPTY_ROOT = '<div id="root"></div>';
/** The size of each part the app's stylesheet is cut into (vite/split-stylesheet.ts): about 6 ms of parsing on a laptop. */
const STYLESHEET_PART_BYTES = 48_000;
/** The shell is a picture of the app until the app takes over (src/start-up/render-app.tsx lifts this): nothing in it can be used or lose input. */
const SHELL_ROOT = '<div id="root" inert>';
/**
 * No frame before the page's end is parsed: a page that arrives in parts (a slow network, a busy CPU's parser
 * yielding) was painted with the header's tools half there, and they moved as the rest came. A page without the
 * footer (no public layout) is held until it is parsed whole, which is what we want there too.
 */
const WHOLE_PAGE_FIRST = `<link rel="expect" href="#${PAGE_END_ID}" blocking="render">`;
/** Home's own page: core's HOME_SHELL_FILE (a Vite config cannot load core's TypeScript; scripts/bundle/renderer-build.test.ts checks the two agree). */
export const HOME_SHELL_FILE = 'home.html';

const assetText = (asset: OutputAsset): string =>
  typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8');

/** Beasties reading the one stylesheet it is given instead of the disk. */
class StylesheetBeasties extends Beasties {
  constructor(
    private readonly file: string,
    private readonly css: string,
  ) {
    // Files resolve against '/', so the stylesheet's path is its name in the bundle after the slash.
    super({ path: '/', logLevel: 'warn', reduceInlineStyles: false });
  }

  override readFile(filename: string): string {
    if (filename.replace(/^[\\/]+/, '') !== this.file)
      throw new Error(`The shell links ${filename}, not the app's stylesheet ${this.file}.`);
    return this.css;
  }
}

/** The rules of the stylesheet (`css`, named `cssFile` in the bundle) that the shell's markup uses, as one inline <style> element. */
async function criticalStyle(cssFile: string, css: string, shell: string): Promise<string> {
  const page = `<html><head><link rel="stylesheet" href="/${cssFile}"></head><body>${shell}</body></html>`;
  const inlined = await new StylesheetBeasties(cssFile, css).process(page);
  const style = /<style>[\s\S]*?<\/style>/.exec(inlined)?.[0];
  if (!style) throw new Error(`No rule of ${cssFile} applies to the shell.`);
  return style;
}

/** The stylesheets a lazy chunk and the chunks it imports statically bring (those Vite preloads with it), in load order. */
function chunkStylesheets(bundle: OutputBundle, chunk: OutputChunk, seen = new Set<string>()): string[] {
  if (seen.has(chunk.fileName)) return [];
  seen.add(chunk.fileName);
  const imported = chunk.imports.flatMap((file) => {
    const child = bundle[file];
    return child?.type === 'chunk' && !child.isEntry ? chunkStylesheets(bundle, child, seen) : [];
  });
  return [...new Set([...imported, ...(chunk.viteMetadata?.importedCss ?? [])])];
}

/** Where the app's loading tags point, taken out of the page so the boot script adds them after the first paint. */
export interface AppTags {
  entry: string;
  preload: string[];
  style: string | undefined;
  /** The rest of the app's stylesheet after `style`, in cascade order (vite/split-stylesheet.ts). */
  styleParts?: string[];
  /** The dark theme's rules, taken out of `style` (vite/dark-styles.ts): the app loads them when it turns dark. */
  darkStyle?: string;
  /** Home's page only: what the boot script reads from the cache, EARLY_READ. */
  earlyRead?: string;
}

/**
 * What home's boot script reads from the offline cache (start-up/boot.ts), `database/table/version/meta/firstScreenKey/syncKey`:
 * home's list and the meta rows of its first screen and of the sync position, from the database at IndexedDB's version.
 */
export const EARLY_READ = [DB_NAME, LISTINGS_TABLE, DB_VERSION * 10, META_TABLE, FIRST_SCREEN_KEY, SYNC_META_KEY].join('/');

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

/** The page without its app script, modulepreload links and stylesheet link, and where those pointed. */
export function takeAppTags(html: string): { html: string; tags: AppTags } {
  const tags: AppTags = { entry: '', preload: [], style: undefined };
  const rest = html.replace(/[ \t]*<(?:script|link)\b[^>]*>(?:<\/script>)?\n?/g, (tag) => {
    const src = attribute(tag, 'src');
    const href = attribute(tag, 'href');
    if (tag.trimStart().startsWith('<script') && /type="module"/.test(tag) && src && !tags.entry) tags.entry = src;
    else if (/rel="modulepreload"/.test(tag) && href) tags.preload.push(href);
    else if (/rel="stylesheet"/.test(tag) && href && !tags.style) tags.style = href;
    else return tag;
    return '';
  });
  if (!tags.entry) throw new Error('index.html has no module script: there is no app to boot.');
  return { html: rest, tags };
}

/**
 * The boot script's tag: src/start-up/boot.ts reads the app's tags from its data attributes. `async`: it runs as soon as it
 * arrives, so a warm start's cache read and file requests do not wait for the rest of the page to be parsed.
 */
export function bootTag(bootSrc: string, { entry, preload, style, styleParts = [], darkStyle, earlyRead }: AppTags): string {
  const data = [
    `data-app-entry="${entry}"`,
    `data-app-preload="${preload.join(' ')}"`,
    style ? `data-app-style="${[style, ...styleParts].join(' ')}"` : '',
    darkStyle ? `data-app-dark-style="${darkStyle}"` : '',
    earlyRead ? `data-app-early-read="${earlyRead}"` : '',
  ].filter(Boolean);
  return `<script type="module" async crossorigin src="${bootSrc}" ${data.join(' ')}></script>`;
}

/**
 * Draws the app's first frame into the web build's HTML (react-dom/server, rules inlined by beasties) and hands
 * its scripts and stylesheet to start-up/boot.ts, so the browser paints from the HTML alone. The pipeline, dark
 * sheet and simulator page included: docs/architecture.md, "The web build's first frame".
 */
export function prerenderShell(options: { root: string; envDir: string; plugins: PluginOption[] }): Plugin {
  let outDir: string | undefined;
  return {
    name: 'rsd:prerender-shell',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async buildStart() {
      // A build that fails leaves no render bundle of an older build beside it: the server then sends pages as built.
      if (outDir) await rm(serverRenderDirOf(outDir), { recursive: true, force: true });
    },
    async generateBundle(_output, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string')
        return this.error('The build has no index.html to draw the shell into.');
      if (!index.source.includes(EMPTY_ROOT)) return this.error(`index.html has no ${EMPTY_ROOT} to draw the shell into.`);
      const { html, tags } = takeAppTags(index.source);
      if (tags.style === undefined) return this.error('index.html links no stylesheet: the shell would have no styles.');
      const linked = bundle[tags.style.replace(/^\//, '')];
      if (linked?.type !== 'asset') return this.error(`The build has no ${tags.style}, which index.html links.`);
      let css = assetText(linked);
      const { light, dark } = splitDarkRules(css);
      if (dark !== '') {
        // Same name: lazy chunks preload the entry's stylesheet by it. The name still follows Blueprint's and the
        // app's rules, which decide what the split leaves.
        css = light;
        linked.source = light;
        tags.darkStyle = `/${this.getFileName(this.emitFile({ type: 'asset', name: 'dark.css', source: dark }))}`;
      }
      // The first part keeps the sheet's name, which lazy chunks preload it by; the others follow it.
      const [firstPart = '', ...otherParts] = splitStylesheet(css, STYLESHEET_PART_BYTES);
      linked.source = firstPart;
      tags.styleParts = otherParts.map((source) => `/${this.getFileName(this.emitFile({ type: 'asset', name: 'app.css', source }))}`);
      const cssFile = tags.style.replace(/^\//, '');
      const bootFile = path.join(options.root, BOOT_MODULE);
      const bootJs = await transformWithOxc(await readFile(bootFile, 'utf8'), bootFile, { lang: 'ts' });
      // An asset, which the build does not minify: its comments and spaces were half of its bytes (bench/README.md, bundle-size.ts).
      const bootMinified = await minify(bootFile.replace(/\.ts$/, '.js'), bootJs.code, { module: true });
      if (bootMinified.errors.length > 0) throw new Error(`The boot script did not minify: ${bootMinified.errors[0]?.message}`);
      const bootSrc = `/${this.getFileName(this.emitFile({ type: 'asset', name: 'boot.js', source: bootMinified.code }))}`;
      // Home's page has the boot script read home's list from the offline cache while the app's code loads.
      const bootFor = (name: ShellName) => bootTag(bootSrc, name === 'home' ? { ...tags, earlyRead: EARLY_READ } : tags);
      const server = await createServer({
        configFile: false,
        root: options.root,
        envDir: options.envDir,
        plugins: options.plugins,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { renderShell } = (await server.ssrLoadModule(SHELL_MODULE)) as { renderShell?: RenderShell };
        if (typeof renderShell !== 'function') return this.error(`${SHELL_MODULE} exports no renderShell.`);
        const { renderSimulatorStyleSamples } = (await server.ssrLoadModule(SIMULATOR_SAMPLES_MODULE)) as {
          renderSimulatorStyleSamples?: RenderSamples;
        };
        if (typeof renderSimulatorStyleSamples !== 'function')
          return this.error(`${SIMULATOR_SAMPLES_MODULE} exports no renderSimulatorStyleSamples.`);
        const detail = Object.values(bundle).find(
          (item): item is OutputChunk => item.type === 'chunk' && item.facadeModuleId === path.join(options.root, DETAIL_PAGE_MODULE),
        );
        if (!detail) return this.error(`The build has no chunk of ${DETAIL_PAGE_MODULE}.`);
        const detailCss = chunkStylesheets(bundle, detail).map((file) => {
          const sheet = bundle[file];
          return sheet?.type === 'asset' ? assetText(sheet) : '';
        });
        const withShell = async (name: ShellName, styled: string, sheet: string) => {
          const shell = renderShell(name);
          const style = await criticalStyle(cssFile, sheet, shell + styled);
          // Functions, so no `$` in the shell, its styles or the boot tag is read as a replacement pattern.
          return html
            .replace('</head>', () => `    ${WHOLE_PAGE_FIRST}\n    ${bootFor(name)}\n    ${style}\n  </head>`)
            .replace(EMPTY_ROOT, () => `${SHELL_ROOT}${shell}</div>`);
        };
        // The route page also carries the rules of a simulator's page in every state: the server sends it with
        // such a page drawn into #root (the server render bundle below), which must paint styled from the HTML alone.
        index.source = await withShell('route', renderSimulatorStyleSamples(), [css, ...detailCss].join('\n'));
        this.emitFile({ type: 'asset', fileName: HOME_SHELL_FILE, source: await withShell('home', '', css) });
      } finally {
        await server.close();
      }
    },
    async closeBundle(error) {
      if (error || !outDir) return;
      // After the web build, from the same sources: the server pairs the two, never an older bundle with a newer build.
      await buildServerRender(serverRenderDirOf(outDir));
    },
  };
}
