import { parseCronItems, run, type AddJobFunction, type JobHelpers, type Runner, type Task, type TaskList } from 'graphile-worker';
import { z } from 'zod';
import { createPool } from '../db/pool';
import type { Logger } from '../logger';
import { workerLogger } from './worker-logger';

/** What a scheduled job's run is given. */
export interface TickContext {
  /** Aborts at shutdown: stop soon, leaving the rest for the next run. */
  signal: AbortSignal;
  /** The tick this run is for (graphile-worker's cron time, not the clock's): the same on a retry of the tick. */
  tick: Date;
  /** Queues a job (a queued task's) on the same queue, in the same database. */
  addJob: AddJobFunction;
}

/**
 * A job the server runs on a schedule (the repository harvest, the subscription digest, the erasure of stale pending
 * subscriptions), in one process only: every process runs the worker, and graphile-worker makes one job of each tick
 * across all of them.
 */
export interface ScheduledJob {
  /** Its task's name, which is also its cron identifier, job key and queue. */
  name: string;
  /** A cron expression of five fields, read in UTC. */
  schedule: string;
  run(context: TickContext): Promise<void>;
}

/** A task with no schedule of its own, run for each job something queued for it (a digest per subscriber). */
export interface QueuedTask {
  name: string;
  /** The payload as queued, unchecked: the task reads it. Throwing fails the job, which graphile-worker retries. */
  run(payload: unknown, signal: AbortSignal): Promise<void>;
}

/** graphile-worker's cron payload, `{ _cron: { ts } }`: the tick's time. */
const CronPayload = z.object({ _cron: z.object({ ts: z.iso.datetime({ offset: true }) }) });
function tickOf(payload: unknown): Date {
  const { _cron: cron } = CronPayload.parse(payload);
  return new Date(cron.ts);
}

/** The task list a worker runs: the scheduled jobs (by their cron payload) and the queued tasks. */
export function taskListOf(jobs: readonly ScheduledJob[], tasks: readonly QueuedTask[] = []): TaskList {
  const scheduled = jobs.map((job): [string, Task] => [
    job.name,
    async (payload: unknown, helpers: JobHelpers) =>
      job.run({ signal: helpers.abortSignal, tick: tickOf(payload), addJob: helpers.addJob }),
  ]);
  const queued = tasks.map((task): [string, Task] => [
    task.name,
    async (payload: unknown, helpers: JobHelpers) => task.run(payload, helpers.abortSignal),
  ]);
  return Object.fromEntries([...scheduled, ...queued]);
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
 * scheduled jobs and the queued tasks, unless nothing is scheduled. Each schedule is a cron item with a job key:
 * however many processes run it, a tick is claimed once (graphile_worker's known crontabs), queued once, and taken by
 * one worker, which runs its jobs one at a time.
 */
export async function startBackgroundJobs({
  connectionString,
  logger,
  jobs,
  tasks = [],
}: {
  connectionString: string;
  logger: Logger;
  jobs: readonly ScheduledJob[];
  tasks?: readonly QueuedTask[];
}): Promise<BackgroundJobs> {
  if (jobs.length === 0) return { stop: async () => undefined };
  const taskList = taskListOf(jobs, tasks);
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
