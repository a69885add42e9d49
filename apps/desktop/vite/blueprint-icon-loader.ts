import type { Plugin } from 'vite';

/** The module @blueprintjs/icons' index imports for `Icons`, the loader of icon paths by name. */
const LOADER_IMPORTER = /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/][^\\/]+[\\/]index\.js$/;
const VIRTUAL_ID = '\0rsd:blueprint-icon-loader';

/**
 * What `Icons` becomes in the renderer build. Blueprint's `<Icon>` only calls it for an icon given by name;
 * the app passes every icon as its component (ui/static-icon.ts), so a name is a mistake, reported by the
 * rejected load (Blueprint logs it) instead of a silent download of every icon's paths.
 */
const LOADER_SOURCE = `
const byName = (icons) => new Error("Blueprint icon '" + [icons].flat().join("', '") + "' was given by name: this build has no icon paths by name; pass the icon's component (import { ...Icon } from '@blueprintjs/icons').");
export class Icons {
  static setLoaderOptions() {}
  static getPaths() { return undefined; }
  static isValidIconName() { return false; }
  static async load(icons) { throw byName(icons); }
  static async loadAll() { throw byName('*'); }
}
`;

/**
 * Blueprint's `<Icon>` imports a loader that can fetch any icon's paths by name: two dynamic chunks of every
 * path (about 200 KB gzip) are emitted, and the table of every icon name lands in the first chunk. This
 * replaces that loader with one that loads nothing, so neither is built.
 */
export function blueprintIconsByComponent(): Plugin {
  return {
    name: 'rsd:blueprint-icons-by-component',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === './iconLoader' && importer !== undefined && LOADER_IMPORTER.test(importer) ? VIRTUAL_ID : null;
    },
    load(id) {
      return id === VIRTUAL_ID ? LOADER_SOURCE : null;
    },
  };
}
