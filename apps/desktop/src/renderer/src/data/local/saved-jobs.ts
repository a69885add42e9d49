import { Job } from '@rsd/core';
import { z } from 'zod';
import type { DirectoryDb } from '../cache/db';

/** The meta row of the jobs the visitor saved on this device. No cache: clearCache leaves it alone. */
export const SAVED_JOBS_KEY = 'saved-jobs';

/** Saved ids, most recently saved first, and the data of each as last seen, so the Saved tab works offline. */
export interface SavedJobs {
  ids: number[];
  jobs: Job[];
}

const StoredIds = z.array(z.number().int().positive());

/** A row written by an older version, or edited by hand, keeps whatever of it still reads. */
export async function readSavedJobs(database: DirectoryDb): Promise<SavedJobs> {
  const row = await database.meta.get(SAVED_JOBS_KEY);
  const ids = StoredIds.safeParse(row?.['ids']);
  const rawJobs: unknown = row?.['jobs'];
  const jobs = Array.isArray(rawJobs)
    ? rawJobs.flatMap((raw: unknown) => {
        const parsed = Job.safeParse(raw);
        return parsed.success ? [parsed.data] : [];
      })
    : [];
  const savedIds = ids.success ? [...new Set(ids.data)] : [];
  return { ids: savedIds, jobs: jobs.filter((job) => savedIds.includes(job.id)) };
}

async function updateSavedJobs(database: DirectoryDb, change: (saved: SavedJobs) => SavedJobs): Promise<SavedJobs> {
  return database.transaction('rw', database.meta, async () => {
    const next = change(await readSavedJobs(database));
    await database.meta.put({ key: SAVED_JOBS_KEY, ids: next.ids, jobs: next.jobs });
    return next;
  });
}

/** Saves a job (first in the list), or refreshes its data when it is saved already. */
export function saveJob(database: DirectoryDb, job: Job): Promise<SavedJobs> {
  return updateSavedJobs(database, ({ ids, jobs }) => ({
    ids: ids.includes(job.id) ? ids : [job.id, ...ids],
    jobs: [job, ...jobs.filter((saved) => saved.id !== job.id)],
  }));
}

export function unsaveJob(database: DirectoryDb, id: number): Promise<SavedJobs> {
  return updateSavedJobs(database, ({ ids, jobs }) => ({
    ids: ids.filter((saved) => saved !== id),
    jobs: jobs.filter((saved) => saved.id !== id),
  }));
}

/** Keeps a saved job's data current when a fresh copy arrives; a job not saved is left unsaved. */
export function refreshSavedJob(database: DirectoryDb, job: Job): Promise<SavedJobs> {
  return updateSavedJobs(database, (saved) =>
    saved.ids.includes(job.id) ? { ids: saved.ids, jobs: [job, ...saved.jobs.filter((s) => s.id !== job.id)] } : saved,
  );
}

/** The saved jobs in the order they were saved, newest first (ids without data are left out). */
export const savedJobsInOrder = ({ ids, jobs }: SavedJobs): Job[] => ids.flatMap((id) => jobs.filter((job) => job.id === id));
