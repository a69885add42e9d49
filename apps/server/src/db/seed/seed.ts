import { JobInput, SimulatorInput, TechnologyInput } from '@rsd/core';
import type { Pool } from 'pg';
import { jobsRepo } from '../../features/jobs/jobs.repo';
import { simulatorsRepo } from '../../features/simulators/simulators.repo';
import { technologiesRepo } from '../../features/technologies/technologies.repo';
import { withSyncedWrite } from '../transactions';
import type { SeedJob } from './data/seed-shapes';
import { seedRunsRepo } from './seed-runs.repo';

export interface SeedData {
  simulators: SimulatorInput[];
  technologies: TechnologyInput[];
  jobs: SeedJob[];
}

/** Where the facts of a simulator an earlier seed added were read (matched by name). */
export type SeedSources = Pick<SimulatorInput, 'name' | 'evidence' | 'factsVerifiedOn'>;
const SeedSources = SimulatorInput.pick({ name: true, evidence: true, factsVerifiedOn: true });

export interface Seed {
  /** Recorded in seed_runs: a seed id is applied once, ever. Ship new data under a new id. */
  id: string;
  /** Inserted as they are, but for a simulator whose name the database already has (an admin may have added it). */
  data: SeedData;
  /**
   * Sources for simulators an earlier seed added, written on rows of that name that record none: a database seeded
   * before sources were kept gains them, and sources an admin wrote stay.
   */
  sources?: readonly SeedSources[];
}

const DAY_MS = 86_400_000;
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();

export interface SeedCounts {
  simulators: number;
  technologies: number;
  jobs: number;
  /** Rows of earlier simulators that gained their sources. */
  sourced: number;
}

/**
 * Applies `seed` in one transaction unless its id is already in seed_runs: a restart never duplicates
 * rows, and rows an administrator deleted stay deleted. Concurrent starts wait on the insert into
 * seed_runs and then skip. Returns what was written, or undefined when the seed had already run.
 */
export async function applySeed(pool: Pool, seed: Seed, now = new Date()): Promise<SeedCounts | undefined> {
  // Every start but the first ends here, without parsing the data set.
  if (await seedRunsRepo.has(pool, seed.id)) return undefined;
  // Parsing applies the schemas' defaults and stops bad data before anything is written.
  const simulators = seed.data.simulators.map((s) => SimulatorInput.parse(s));
  const sources = (seed.sources ?? []).map((source) => SeedSources.parse(source));
  const technologies = seed.data.technologies.map((t) => TechnologyInput.parse(t));
  const jobs = seed.data.jobs.map(({ postedDaysAgo, expiresInDays, ...job }) =>
    JobInput.parse({
      ...job,
      postedAt: daysFrom(now, -postedDaysAgo),
      expiresAt: expiresInDays === null ? null : daysFrom(now, expiresInDays),
    }),
  );
  return withSyncedWrite(pool, async (client) => {
    if (!(await seedRunsRepo.claim(client, seed.id))) return undefined;
    let added = 0;
    for (const s of simulators) {
      if (await simulatorsRepo.hasNamed(client, s.name)) continue;
      await simulatorsRepo.insert(client, s);
      added++;
    }
    let sourced = 0;
    for (const { name, evidence, factsVerifiedOn } of sources)
      sourced += await simulatorsRepo.fillSources(client, name, evidence, factsVerifiedOn);
    for (const t of technologies) await technologiesRepo.insert(client, t);
    for (const j of jobs) await jobsRepo.insert(client, j);
    return { simulators: added, technologies: technologies.length, jobs: jobs.length, sourced };
  });
}
