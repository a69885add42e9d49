/** The renderer's pages that feeds, the sitemap and link previews point to (apps/desktop routes.tsx). */
export const simulatorPage = (id: number): string => `/simulator/${id}`;
export const technologyPage = (id: number): string => `/technologies/${id}`;
export const FEED_ATOM_PATH = '/feed.atom';
export const FEED_JSON_PATH = '/feed.json';
export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';
export const SITE_TITLE = 'Reservoir Simulation Directory';
export const SITE_DESCRIPTION = 'A community-driven directory of open-source reservoir simulation and subsurface modelling tools.';

type OriginRequest = { protocol: string; get(name: string): string | undefined };

/** The origin a request reached us at (behind a proxy, as TRUST_PROXY lets it tell): the client wrote its Host. */
const requestOrigin = (req: OriginRequest): string => `${req.protocol}://${req.get('host') ?? 'localhost'}`;

/**
 * The origin of absolute links (feeds, sitemap, previews): PUBLIC_ORIGIN when configured, so a forged Host header
 * never reaches an answer that others cache; the request's own otherwise (development).
 */
export const siteOrigin =
  (publicOrigin: string | undefined) =>
  (req: OriginRequest): string =>
    publicOrigin ?? requestOrigin(req);
