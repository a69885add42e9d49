/** The renderer's pages that feeds, the sitemap and link previews point to (apps/desktop routes.tsx). */
export const simulatorPage = (id: number): string => `/simulator/${id}`;
export const technologyPage = (id: number): string => `/technologies/${id}`;
export const FEED_ATOM_PATH = '/feed.atom';
export const FEED_JSON_PATH = '/feed.json';
export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';
export const SITE_TITLE = 'Reservoir Simulation Directory';
export const SITE_DESCRIPTION = 'A community-driven directory of open-source reservoir simulation and subsurface modelling tools.';

/** The origin a request reached us at (behind a proxy, as TRUST_PROXY lets it tell): absolute links need it. */
export const originOf = (req: { protocol: string; get(name: string): string | undefined }): string =>
  `${req.protocol}://${req.get('host') ?? 'localhost'}`;
