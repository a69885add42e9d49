import type { Simulator, Technology } from '@rsd/core';
import { escapeHtml } from './escape-html';
import { SITEMAP_PATH, simulatorPage, technologyPage } from './site-paths';

/** Pages worth indexing that are not one row's: the catalogues and the about page. */
const FIXED_PAGES = ['/', '/technologies', '/learning-pool', '/jobs', '/about'];

const url = (loc: string, lastmod: string | null) =>
  `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}</url>`;

/** The sitemap (sitemaps.org 0.9): the fixed pages, then every simulator and technology with its last change. */
export function buildSitemap(origin: string, simulators: readonly Simulator[], technologies: readonly Technology[]): string {
  const urls = [
    ...FIXED_PAGES.map((page) => url(origin + page, null)),
    ...simulators.map((s) => url(origin + simulatorPage(s.id), s.updatedAt)),
    ...technologies.map((t) => url(origin + technologyPage(t.id), t.updatedAt)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * Crawlers may read every page but the subscription links' (each holds one subscriber's token, and says nothing to
 * anyone else); the API is for programs (its reference says how), not for an index.
 */
export const buildRobots = (origin: string): string =>
  `User-agent: *\nAllow: /\nAllow: /api/docs\nDisallow: /api/\nDisallow: /subscription/\n\nSitemap: ${origin}${SITEMAP_PATH}\n`;
