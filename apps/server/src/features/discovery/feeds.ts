import type { Simulator, Technology } from '@rsd/core';
import { Feed } from 'feed';
import { escapeHtml } from './escape-html';
import { feedEntries, type FeedEntry } from './feed-entries';
import { jsonFeed } from './json-feed';
import { FEED_ATOM_PATH, SITE_DESCRIPTION, SITE_TITLE } from './site-paths';

/** The site's feed in both formats, each written only when asked for. */
export interface SiteFeed {
  /** Atom 1.0. */
  atom1(): string;
  /** JSON Feed 1.1. */
  json1(): string;
}

/**
 * Atom by the feed package, which writes entry titles and summaries as `type="html"` in CDATA sections: they go
 * in HTML-escaped, so that type is true and a reader shows the stored text as text, and no `]]>` in it can
 * close the section.
 */
function atomFeed(origin: string, entries: readonly FeedEntry[]): string {
  const feed = new Feed({
    id: `${origin}/`,
    title: SITE_TITLE,
    description: SITE_DESCRIPTION,
    link: `${origin}/`,
    updated: entries[0]?.updated ?? new Date(0),
    copyright: `${SITE_TITLE} contributors`,
    feedLinks: { atom: origin + FEED_ATOM_PATH },
  });
  for (const entry of entries) {
    feed.addItem({
      id: entry.url,
      title: escapeHtml(entry.title),
      link: entry.url,
      description: escapeHtml(entry.summary),
      date: entry.updated,
      category: [{ name: entry.category, term: entry.category }],
    });
  }
  return feed.atom1();
}

/** One feed of new and updated simulators and technologies, newest first, with absolute links under `origin`. */
export function buildFeed(origin: string, simulators: readonly Simulator[], technologies: readonly Technology[]): SiteFeed {
  const entries = feedEntries(origin, simulators, technologies);
  return { atom1: () => atomFeed(origin, entries), json1: () => jsonFeed(origin, entries) };
}
