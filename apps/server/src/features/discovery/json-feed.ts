import type { FeedEntry } from './feed-entries';
import { FEED_JSON_PATH, SITE_DESCRIPTION, SITE_TITLE } from './site-paths';

/**
 * A JSON Feed 1.1 document (https://www.jsonfeed.org/version/1.1/) of `entries`, written here rather than by the
 * feed package, which puts every body in `content_html`: stored text is plain text, so it goes in `title` and
 * `content_text`, which readers show as text, and no name a visitor submitted reaches a reader as markup.
 */
export function jsonFeed(origin: string, entries: readonly FeedEntry[]): string {
  return JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: SITE_TITLE,
    home_page_url: `${origin}/`,
    feed_url: origin + FEED_JSON_PATH,
    description: SITE_DESCRIPTION,
    language: 'en',
    items: entries.map((entry) => ({
      id: entry.url,
      url: entry.url,
      title: entry.title,
      content_text: entry.summary,
      date_modified: entry.updated.toISOString(),
      tags: [entry.category],
    })),
  });
}
