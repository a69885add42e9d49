import { JobInput, SimulatorInput, TechnologyInput } from '@rsd/core';
import type { Pool } from 'pg';
import { jobsRepo } from '../../features/jobs/jobs.repo';
import { simulatorsRepo } from '../../features/simulators/simulators.repo';
import { technologiesRepo } from '../../features/technologies/technologies.repo';
import { withSyncedWrite } from '../transactions';

/** A seeded job's dates are relative to the seed run, so the demo never goes stale. */
export type SeedJobInput = Omit<JobInput, 'postedAt' | 'expiresAt'> & {
  postedDaysAgo: number;
  /** null: never expires; negative: already expired. */
  expiresInDays: number | null;
};

export interface SeedData {
  simulators: SimulatorInput[];
  technologies: TechnologyInput[];
  jobs: SeedJobInput[];
}

export interface Seed {
  /** Recorded in seed_runs: a seed id is applied once, ever. Ship new data under a new id. */
  id: string;
  data: SeedData;
}

const DAY_MS = 86_400_000;
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();

export interface SeedCounts {
  simulators: number;
  technologies: number;
  jobs: number;
}

/**
 * Applies `seed` in one transaction unless its id is already in seed_runs: a restart never duplicates
 * rows, and rows an administrator deleted stay deleted. Concurrent starts wait on the insert into
 * seed_runs and then skip. Returns what was inserted, or undefined when the seed had already run.
 */
export async function applySeed(pool: Pool, seed: Seed, now = new Date()): Promise<SeedCounts | undefined> {
  // Parsing applies the schemas' defaults and stops bad data before anything is written.
  const simulators = seed.data.simulators.map((s) => SimulatorInput.parse(s));
  const technologies = seed.data.technologies.map((t) => TechnologyInput.parse(t));
  const jobs = seed.data.jobs.map(({ postedDaysAgo, expiresInDays, ...job }) =>
    JobInput.parse({
      ...job,
      postedAt: daysFrom(now, -postedDaysAgo),
      expiresAt: expiresInDays === null ? null : daysFrom(now, expiresInDays),
    }),
  );
  return withSyncedWrite(pool, async (client) => {
    const claimed = await client.query('INSERT INTO seed_runs (seed_id) VALUES ($1) ON CONFLICT DO NOTHING', [seed.id]);
    if (claimed.rowCount === 0) return undefined;
    for (const s of simulators) await simulatorsRepo.insert(client, s);
    for (const t of technologies) await technologiesRepo.insert(client, t);
    for (const j of jobs) await jobsRepo.insert(client, j);
    return { simulators: simulators.length, technologies: technologies.length, jobs: jobs.length };
  });
}
