import type { RepositoryFacts } from '@rsd/core';

/** A fact the host is still computing (GitHub's statistics answer 202 meanwhile): the run keeps the one read last time. */
export const NOT_READY = 'not ready';

/**
 * What a host tells of one repository: the facts but the time they were read (the run stamps that), and the count of
 * commits possibly NOT_READY.
 */
export type ReadFacts = Omit<RepositoryFacts, 'harvestedAt' | 'commitsLastYear'> & {
  commitsLastYear: RepositoryFacts['commitsLastYear'] | typeof NOT_READY;
};

/** The calendar day (UTC) of an instant the host gave: a release's date. */
export const dayOf = (instant: string): string => new Date(instant).toISOString().slice(0, 10);

/** A count the host reported, or null when it did not (GitLab leaves open issues out when a project has none enabled). */
export const countOrNull = (count: number | undefined): number | null => count ?? null;
