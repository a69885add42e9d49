/**
 * How both hosts of the renderer's build (the server for the web, the desktop app:// handler) answer a
 * GET outside /api. Pure: a URL pathname in, a decision or header out.
 */

/** Vite fingerprints every file under assets/: a changed file gets a new name, so it can be kept for good. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) keeps its name across builds and is revalidated each time. */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/** The route page: the layout with a pending page, which the app replaces. */
export const ROUTE_SHELL_FILE = 'index.html';
/** Home's own first frame (hero, toolbar, placeholder cards), drawn when the web build is made. */
export const HOME_SHELL_FILE = 'home.html';

/**
 * The server's drawing of a simulator's page (issue 7, detail LCP): the web build also writes a server render
 * bundle into the folder named after the build's with this suffix (`out/web` -> `out/web-ssr`), outside the
 * build so it is neither served nor precached. Without it the server sends index.html as it is.
 */
export const SERVER_RENDER_DIR_SUFFIX = '-ssr';
/** The render bundle's folder of the web build in `webDir`. */
export const serverRenderDirOf = (webDir: string): string => `${webDir.replace(/[\\/]+$/, '')}${SERVER_RENDER_DIR_SUFFIX}`;
/** The bundle's module in that folder: it exports `renderSimulatorPage(simulator)`, the markup of #root. */
export const SIMULATOR_RENDER_FILE = 'render-simulator-page.js';
/** The page's root element as the build draws it: the server puts its drawing inside. */
export const SHELL_ROOT_OPEN = '<div id="root" inert>';
/** The JSON data block holding the row the server drew the page from, which the app starts from. */
export const SERVER_SIMULATOR_ELEMENT_ID = 'server-drawn-simulator';

/** The pages a route can get, best first: home's own, then the route page (an older build has only that). */
export const shellFilesFor = (pathname: string): readonly string[] =>
  pathname === '/' ? [HOME_SHELL_FILE, ROUTE_SHELL_FILE] : [ROUTE_SHELL_FILE];

/**
 * What a path the build has no file for gets: a `file` request (a name with an extension, or anything
 * under assets/) answers 404, since a stale page asking for an old build's file must not get HTML;
 * a client `route` (/simulator/3, /compare/) gets index.html, the SPA fallback.
 */
export type BuildRequest = 'file' | 'route';

export function classifyBuildPath(pathname: string): BuildRequest {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const last = segments.at(-1);
  if (last === undefined) return 'route';
  if (segments.length > 1 && segments[0] === 'assets') return 'file';
  // A dot after the first character starts an extension (`.well-known` alone does not).
  return last.lastIndexOf('.') > 0 ? 'file' : 'route';
}

/** The Cache-Control of a file served from the build, by its URL pathname. */
export function buildCacheControl(pathname: string): string {
  return /^\/?assets\/./.test(pathname) ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL;
}
