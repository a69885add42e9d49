import type { Pool } from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../db/pool';
import { parseHarvestHosts } from '../features/harvest/harvest-hosts';
import { harvestJob } from '../features/harvest/harvest-job';
import { simulatorsRepo } from '../features/simulators/simulators.repo';
import { FakeForges, type FakeGitHubRepository } from '../test/fake-forges/fake-forges';
import { simulatorInput } from '../test/fixtures';
import { migratedTestDatabase } from '../test/migrated-database';
import { startBackgroundJobs, type BackgroundJobs, type TickContext } from './background-jobs';

const silent = pino({ level: 'silent' });
const db = migratedTestDatabase();
let forges: FakeForges;
/** Runs of the harvest job, by any process: each tick must make exactly one. */
let runs = 0;

beforeAll(async () => {
  forges = await FakeForges.start();
});
afterAll(() => forges?.close());

const repository = (fullName: string): FakeGitHubRepository => ({
  fullName,
  stars: 1,
  forks: 2,
  openIssues: 3,
  archived: false,
  license: null,
  release: { tag: 'v1.0.0', at: '2025-01-01T00:00:00Z' },
  tags: [],
  lastCommit: { sha: '0123456789abcdef0123456789abcdef01234567', date: '2025-02-01T00:00:00Z' },
});

/** A server process's part in this: a pool of its own and the worker main.ts starts, with the harvest every minute. */
async function serverProcess(): Promise<{ pool: Pool; jobs: BackgroundJobs }> {
  const pool = createPool(db.url, silent, 4);
  const config = { schedule: '* * * * *', hosts: parseHarvestHosts(forges.harvestHosts)!, batch: 100 };
  const counted = harvestJob(pool, config, silent).map((job) => ({
    ...job,
    run: (context: TickContext) => {
      runs += 1;
      return job.run(context);
    },
  }));
  const jobs = await startBackgroundJobs({ connectionString: db.url, logger: silent, jobs: counted });
  return { pool, jobs };
}

describe('the scheduled harvest on graphile-worker', () => {
  it('runs once per tick however many server processes run the worker on one database', { timeout: 120_000 }, async () => {
    forges.addGitHub(repository('OPM/opm-simulators'));
    forges.addGitHub(repository('OPM/ResInsight'));
    await simulatorsRepo.insert(db.pool, simulatorInput({ name: 'OPM Flow' }));
    await simulatorsRepo.insert(db.pool, simulatorInput({ name: 'ResInsight', sourceCodeRepository: 'https://github.com/OPM/ResInsight' }));

    // Two processes starting together: graphile-worker installs its schema once, and both schedule the harvest.
    const processes = await Promise.all([serverProcess(), serverProcess()]);
    try {
      // The next minute's tick: both runners see it, one claims it.
      await expect
        .poll(async () => (await db.pool.query("SELECT 1 FROM harvest_states WHERE last_outcome = 'harvested'")).rowCount, {
          timeout: 75_000,
          interval: 250,
        })
        .toBe(2);
      // Long enough for a second run of the same tick to have begun, short of the next tick.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(runs).toBe(1);
      expect(forges.requestsTo(/^\/github\/repos\/OPM\/opm-simulators$/)).toHaveLength(1);
      expect(forges.requestsTo(/^\/github\/repos\/OPM\/ResInsight$/)).toHaveLength(1);
      const { rows } = await db.pool.query<{ jobs: number }>('SELECT count(*)::int AS jobs FROM graphile_worker.jobs');
      expect(rows[0]?.jobs).toBe(0);
    } finally {
      for (const { jobs, pool } of processes) {
        await jobs.stop();
        await pool.end();
      }
    }
  });

  it('starts no worker when nothing is scheduled (HARVEST_SCHEDULE off)', async () => {
    const jobs = harvestJob(db.pool, { schedule: undefined, hosts: [], batch: 10 }, silent);
    expect(jobs).toEqual([]);
    await (await startBackgroundJobs({ connectionString: db.url, logger: silent, jobs })).stop();
  });
});
