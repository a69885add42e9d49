import type { Simulator, Technology } from '@rsd/core';
import { simulatorPage, technologyPage } from './site-paths';

/** How many entries a feed carries: a reader polls often, so the newest changes are enough. */
export const FEED_SIZE = 50;

/**
 * One entry of the site's feeds, the same in every format. `title` and `summary` are plain text as stored: each
 * format writes them its own way (escaped where it says HTML), never as markup.
 */
export interface FeedEntry {
  /** The page's absolute URL, which is also the entry's id. */
  url: string;
  title: string;
  summary: string;
  updated: Date;
  category: 'Simulator' | 'Technology';
}

/**
 * The newest changes of simulators and technologies, newest first, linked under `origin`. Rows without an update
 * time cannot be placed in time, so they are left out rather than given a date.
 */
export function feedEntries(origin: string, simulators: readonly Simulator[], technologies: readonly Technology[]): FeedEntry[] {
  const fromSimulators = simulators.flatMap((s): FeedEntry[] =>
    s.updatedAt
      ? [
          {
            url: origin + simulatorPage(s.id),
            title: `Simulator: ${s.name}`,
            summary: s.shortDescription,
            updated: new Date(s.updatedAt),
            category: 'Simulator',
          },
        ]
      : [],
  );
  const fromTechnologies = technologies.flatMap((t): FeedEntry[] =>
    t.updatedAt
      ? [
          {
            url: origin + technologyPage(t.id),
            title: `Technology: ${t.name}`,
            summary: t.overview,
            updated: new Date(t.updatedAt),
            category: 'Technology',
          },
        ]
      : [],
  );
  return [...fromSimulators, ...fromTechnologies].toSorted((a, b) => b.updated.getTime() - a.updated.getTime()).slice(0, FEED_SIZE);
}
