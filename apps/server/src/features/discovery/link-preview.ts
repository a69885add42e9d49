import type { Simulator, Technology } from '@rsd/core';
import type { Request } from 'express';
import { escapeHtml } from './escape-html';
import type { DiscoveryService } from './discovery.service';
import { jsonLdScript, metaTag, type PageHead } from './page-head';
import { FEED_ATOM_PATH, FEED_JSON_PATH, SITE_TITLE, simulatorPage, siteOrigin, technologyPage } from './site-paths';

/** Every page names the feeds, so a reader finds them from any URL of the site. */
const feedLinks = (origin: string) => [
  `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(SITE_TITLE)}" href="${escapeHtml(origin + FEED_ATOM_PATH)}">`,
  `<link rel="alternate" type="application/feed+json" title="${escapeHtml(SITE_TITLE)}" href="${escapeHtml(origin + FEED_JSON_PATH)}">`,
];

function previewTags(title: string, description: string, canonical: string, type: string): string[] {
  return [
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    metaTag('property', 'og:type', type),
    metaTag('property', 'og:site_name', SITE_TITLE),
    metaTag('property', 'og:title', title),
    metaTag('property', 'og:description', description),
    metaTag('property', 'og:url', canonical),
    metaTag('name', 'twitter:card', 'summary'),
  ];
}

/** schema.org SoftwareSourceCode; fields the row lacks are left out, never invented. */
export function simulatorJsonLd(simulator: Simulator, canonical: string): Record<string, unknown> {
  const optional: Record<string, unknown> = {
    alternateName: simulator.fullName || undefined,
    codeRepository: simulator.sourceCodeRepository ?? undefined,
    programmingLanguage: simulator.programmingLanguages.length > 0 ? simulator.programmingLanguages : undefined,
    license: simulator.licenseUrl ?? simulator.licenseType ?? undefined,
    softwareVersion: simulator.lastReleaseVersion ?? undefined,
    datePublished: simulator.lastReleaseDate ?? undefined,
    dateModified: simulator.updatedAt ?? undefined,
    keywords: simulator.applicationAreas.length > 0 ? simulator.applicationAreas.join(', ') : undefined,
    sameAs: simulator.website || undefined,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareSourceCode',
    name: simulator.name,
    description: simulator.shortDescription,
    url: canonical,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  };
}

/**
 * schema.org SoftwareSourceCode, as issue 11 asks of every detail page, so crawlers read simulators and
 * technologies alike; the vendor is its publisher. Fields the row lacks are left out, never invented.
 */
export function technologyJsonLd(technology: Technology, canonical: string): Record<string, unknown> {
  const keywords = [technology.category, technology.subcategory]
    .filter((word): word is string => word !== null && word !== '')
    .map((word) => word.replaceAll('_', ' '));
  const optional: Record<string, unknown> = {
    alternateName: technology.shortName || undefined,
    publisher: technology.vendorName ? { '@type': 'Organization', name: technology.vendorName } : undefined,
    keywords: keywords.length > 0 ? keywords.join(', ') : undefined,
    dateModified: technology.updatedAt ?? undefined,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareSourceCode',
    name: technology.name,
    description: technology.overview,
    url: canonical,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  };
}

const idIn = (path: string, pattern: RegExp): number | undefined => {
  const match = pattern.exec(path);
  const id = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** A page's head, and the simulator it is the page of (the server draws that page: http/server-render.ts). */
export interface PagePreview {
  head: PageHead;
  simulator?: Simulator;
}

/**
 * The head of the page a request asks for: the feed links everywhere, and for a simulator's or technology's
 * page its facts (title, description, canonical URL, Open Graph, JSON-LD), so a pasted link previews and a
 * crawler reads them without running the app. A simulator's row comes along, read once for both.
 */
export function pagePreviewFor(discovery: DiscoveryService, publicOrigin: string | undefined): (req: Request) => Promise<PagePreview> {
  const originOf = siteOrigin(publicOrigin);
  return async (req) => {
    const origin = originOf(req);
    const tags = feedLinks(origin);
    const simulatorId = idIn(req.path, /^\/simulator\/(\d+)\/?$/);
    const simulator = simulatorId === undefined ? undefined : await discovery.simulator(simulatorId);
    if (simulator) {
      const canonical = origin + simulatorPage(simulator.id);
      const title = `${simulator.name} · ${SITE_TITLE}`;
      return {
        head: {
          title,
          description: simulator.shortDescription,
          tags: [
            ...tags,
            ...previewTags(title, simulator.shortDescription, canonical, 'website'),
            jsonLdScript(simulatorJsonLd(simulator, canonical)),
          ],
        },
        simulator,
      };
    }
    const technologyId = idIn(req.path, /^\/technologies\/(\d+)\/?$/);
    const technology = technologyId === undefined ? undefined : await discovery.technology(technologyId);
    if (technology) {
      const canonical = origin + technologyPage(technology.id);
      const title = `${technology.name} · ${SITE_TITLE}`;
      return {
        head: {
          title,
          description: technology.overview,
          tags: [
            ...tags,
            ...previewTags(title, technology.overview, canonical, 'website'),
            jsonLdScript(technologyJsonLd(technology, canonical)),
          ],
        },
      };
    }
    return { head: { tags } };
  };
}
