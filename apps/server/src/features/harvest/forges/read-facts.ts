import type { RepositoryFacts } from '@rsd/core';

/** What a host tells of one repository: the facts but the time they were read (the run stamps that). */
export type ReadFacts = Omit<RepositoryFacts, 'harvestedAt'>;

/** The calendar day (UTC) of an instant the host gave: a release's date. */
export const dayOf = (instant: string): string => new Date(instant).toISOString().slice(0, 10);

/** A count the host reported, or null when it did not (GitLab leaves open issues out when a project has none enabled). */
export const countOrNull = (count: number | undefined): number | null => count ?? null;
