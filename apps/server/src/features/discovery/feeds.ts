import type { Simulator, Technology } from '@rsd/core';
import { Feed } from 'feed';
import { FEED_ATOM_PATH, FEED_JSON_PATH, SITE_DESCRIPTION, SITE_TITLE, simulatorPage, technologyPage } from './site-paths';

/** How many entries a feed carries: a reader polls often, so the newest changes are enough. */
export const FEED_SIZE = 50;

interface FeedEntry {
  id: string;
  title: string;
  summary: string;
  path: string;
  updated: Date;
  category: string;
}

/** Rows without an update time cannot be placed in time, so they are left out rather than given a date. */
function entries(simulators: readonly Simulator[], technologies: readonly Technology[]): FeedEntry[] {
  const fromSimulators = simulators.flatMap((s): FeedEntry[] =>
    s.updatedAt ? [{ id: `simulator-${s.id}`, title: s.name, summary: s.shortDescription, path: simulatorPage(s.id), updated: new Date(s.updatedAt), category: 'Simulator' }] : [],
  );
  const fromTechnologies = technologies.flatMap((t): FeedEntry[] =>
    t.updatedAt ? [{ id: `technology-${t.id}`, title: t.name, summary: t.overview, path: technologyPage(t.id), updated: new Date(t.updatedAt), category: 'Technology' }] : [],
  );
  return [...fromSimulators, ...fromTechnologies].toSorted((a, b) => b.updated.getTime() - a.updated.getTime()).slice(0, FEED_SIZE);
}

/** One feed of new and updated simulators and technologies, newest first, with absolute links under `origin`. */
export function buildFeed(origin: string, simulators: readonly Simulator[], technologies: readonly Technology[]): Feed {
  const items = entries(simulators, technologies);
  const feed = new Feed({
    id: `${origin}/`,
    title: SITE_TITLE,
    description: SITE_DESCRIPTION,
    link: `${origin}/`,
    language: 'en',
    updated: items[0]?.updated ?? new Date(0),
    copyright: `${SITE_TITLE} contributors`,
    feedLinks: { atom: origin + FEED_ATOM_PATH, json: origin + FEED_JSON_PATH },
  });
  for (const item of items) {
    feed.addItem({
      id: `${origin}${item.path}`,
      title: `${item.category}: ${item.title}`,
      link: `${origin}${item.path}`,
      description: item.summary,
      date: item.updated,
      category: [{ name: item.category, term: item.category }],
    });
  }
  return feed;
}
