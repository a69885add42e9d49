import { parseCronItems, run, type Runner, type TaskList } from 'graphile-worker';
import { createPool } from '../db/pool';
import type { Logger } from '../logger';
import { workerLogger } from './worker-logger';

/**
 * A job the server runs on a schedule (the repository harvest; a subscription digest later), in one process only:
 * every process runs the worker, and graphile-worker makes one job of each tick across all of them.
 */
export interface ScheduledJob {
  /** Its task's name, which is also its cron identifier, job key and queue. */
  name: string;
  /** A cron expression of five fields, read in UTC. */
  schedule: string;
  /** `signal` aborts at shutdown: stop soon, leaving the rest for the next run. */
  run(signal: AbortSignal): Promise<void>;
}

export interface BackgroundJobs {
  /** Lets a running job finish (or aborts it after ABORT_AFTER_MS) and stops taking jobs. */
  stop(): Promise<void>;
}

/** A running job gets this long after shutdown starts before its signal aborts. */
const ABORT_AFTER_MS = 2_000;
/** How often a worker looks for jobs due later (new jobs come at once by LISTEN/NOTIFY). */
const POLL_INTERVAL_MS = 10_000;

/**
 * Starts graphile-worker (PostgreSQL-backed; it installs and migrates its own schema, graphile_worker) with the
 * scheduled jobs, unless there are none. Each schedule is a cron item with a job key: however many processes run
 * it, a tick is claimed once (graphile_worker's known crontabs), queued once, and taken by one worker, which runs its
 * jobs one at a time.
 */
export async function startBackgroundJobs({
  connectionString,
  logger,
  jobs,
}: {
  connectionString: string;
  logger: Logger;
  jobs: readonly ScheduledJob[];
}): Promise<BackgroundJobs> {
  if (jobs.length === 0) return { stop: async () => undefined };
  const taskList: TaskList = Object.fromEntries(
    jobs.map((job) => [job.name, async (_payload: unknown, helpers: { abortSignal: AbortSignal }) => job.run(helpers.abortSignal)]),
  );
  const parsedCronItems = parseCronItems(
    jobs.map((job) => ({
      task: job.name,
      match: job.schedule,
      identifier: job.name,
      options: { jobKey: job.name, jobKeyMode: 'replace', queueName: job.name, maxAttempts: 3, backfillPeriod: 0 },
    })),
  );
  // A pool of its own, ended here after the runner stops: graphile-worker leaves a pool it was given open, and this
  // one's error listener keeps a connection lost at shutdown (the embedded PostgreSQL stopping) from crashing the process.
  const pgPool = createPool(connectionString, logger, 4);
  const runner: Runner = await run({
    pgPool,
    concurrency: 1,
    pollInterval: POLL_INTERVAL_MS,
    noHandleSignals: true,
    gracefulShutdownAbortTimeout: ABORT_AFTER_MS,
    logger: workerLogger(logger),
    taskList,
    parsedCronItems,
  }).catch(async (err: unknown) => {
    await pgPool.end();
    throw err;
  });
  // It settles when the runner stops; a rejection means it stopped on its own (its database connection lost for good).
  runner.promise.catch((err: unknown) => logger.error({ err }, 'the background job runner stopped'));
  logger.info({ jobs: jobs.map(({ name, schedule }) => ({ name, schedule })) }, 'background jobs scheduled');
  return {
    stop: async () => {
      await runner.stop();
      await pgPool.end();
    },
  };
}
