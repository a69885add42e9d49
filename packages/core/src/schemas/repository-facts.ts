import { z } from 'zod';
import { IsoDate, Timestamp } from './common';

/** A release as the repository host lists it: its version number (releaseVersionNumber of the tag), date and page. */
export const RepositoryRelease = z.object({
  version: z.string(),
  date: IsoDate.nullable(),
  url: z.string().nullable(),
});
export type RepositoryRelease = z.infer<typeof RepositoryRelease>;

const Count = z.number().int().nonnegative().nullable();

/**
 * What the harvester read from a tool's source repository host (GitHub, GitLab): beside the curated fields, never
 * in place of them, and never typed by an admin. `latestRelease` is the latest release or, without releases, the
 * newest tag; a count the host did not report is null. `harvestedAt` is when these facts were last read.
 */
export const RepositoryFacts = z.object({
  latestRelease: RepositoryRelease.nullable(),
  lastCommitAt: z.nullable(Timestamp),
  archived: z.boolean(),
  stars: Count,
  forks: Count,
  openIssues: Count,
  /**
   * Commits to the default branch in the past 52 weeks (merges excluded), from GitHub's statistics; null where the host
   * has no cheap way to count them (GitLab) or before GitHub first had them ready. Absent from facts harvested before
   * it existed, which read as null rather than as no facts at all.
   */
  commitsLastYear: Count.default(null),
  /** The licence as the host reports it (an SPDX id where it knows one). */
  license: z.string().nullable(),
  harvestedAt: Timestamp,
});
export type RepositoryFacts = z.infer<typeof RepositoryFacts>;

/**
 * A simulator's harvested facts as they arrive from the server: null until harvested. A blob of another shape reads
 * as null rather than failing a sync page (a newer server may add fields; this reads the ones it knows).
 */
export const SyncedRepositoryFacts = RepositoryFacts.nullable().catch(null);
