import { Job } from '@rsd/core';
import { z } from 'zod';
import type { DirectoryDb } from '../cache/db';

/**
 * Jobs come from the network, not the sync: what the visitor last saw is kept here so it can be shown,
 * marked as possibly out of date, after a reload without network. Meta rows, so no schema change; like
 * saved jobs they are not part of the synced cache (clearCache leaves them).
 */
export const JOB_LISTS_KEY = 'job-lists';
export const OPENED_JOBS_KEY = 'opened-jobs';
/** The last lists by query, and the last job pages opened: enough for a visit, small enough to rewrite whole. */
export const MAX_JOB_LISTS = 10;
export const MAX_OPENED_JOBS = 50;

const StoredList = z.object({ query: z.string(), jobs: z.array(z.unknown()) });

/** The rows that still read as jobs; a row of an older version or edited by hand is skipped, not fatal. */
function validJobs(raw: unknown): Job[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: unknown) => {
    const parsed = Job.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

async function readLists(database: DirectoryDb): Promise<{ query: string; jobs: Job[] }[]> {
  const raw: unknown = (await database.meta.get(JOB_LISTS_KEY))?.['lists'];
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: unknown) => {
    const parsed = StoredList.safeParse(item);
    return parsed.success ? [{ query: parsed.data.query, jobs: validJobs(parsed.data.jobs) }] : [];
  });
}

/** Keeps the list a query (its stable text, e.g. JSON) returned; the newest list of each query wins. */
export function rememberJobList(database: DirectoryDb, query: string, jobs: Job[]): Promise<void> {
  return database.transaction('rw', database.meta, async () => {
    const others = (await readLists(database)).filter((list) => list.query !== query);
    const lists = [{ query, jobs }, ...others].slice(0, MAX_JOB_LISTS);
    await database.meta.put({ key: JOB_LISTS_KEY, lists });
  });
}

/** Every job of the kept lists, once each (the copy of the newest list), for filtering offline. */
export async function readRememberedJobs(database: DirectoryDb): Promise<Job[]> {
  const byId = new Map<number, Job>();
  for (const list of await readLists(database)) for (const job of list.jobs) if (!byId.has(job.id)) byId.set(job.id, job);
  return [...byId.values()];
}

/** Keeps a job page the visitor opened, newest first. */
export function rememberOpenedJob(database: DirectoryDb, job: Job): Promise<void> {
  return database.transaction('rw', database.meta, async () => {
    const others = validJobs((await database.meta.get(OPENED_JOBS_KEY))?.['jobs']).filter((kept) => kept.id !== job.id);
    await database.meta.put({ key: OPENED_JOBS_KEY, jobs: [job, ...others].slice(0, MAX_OPENED_JOBS) });
  });
}

/** The kept copy of an opened job, or null. */
export async function readOpenedJob(database: DirectoryDb, id: number): Promise<Job | null> {
  return validJobs((await database.meta.get(OPENED_JOBS_KEY))?.['jobs']).find((job) => job.id === id) ?? null;
}
