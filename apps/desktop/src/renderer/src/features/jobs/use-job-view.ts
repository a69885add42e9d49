import type { Job } from '@rsd/core';
import { useIsOffline, useJob, useOpenedJob, useSavedJobs } from './queries';

export interface JobView {
  job: Job | undefined;
  loading: boolean;
  saved: boolean;
  /** What is shown was loaded earlier (or saved) and could not be refreshed. */
  outOfDate: boolean;
}

/**
 * One job for the detail and apply pages: the network copy, or, when that cannot load, the copy saved on this
 * device (so saved jobs open offline), else the copy kept when it was last opened here.
 */
export function useJobView(id: number | null): JobView {
  const query = useJob(id);
  const saved = useSavedJobs();
  const opened = useOpenedJob(id);
  const offline = useIsOffline();
  const savedCopy = saved.data?.jobs.find((job) => job.id === id);
  const isSaved = id !== null && (saved.data?.ids.includes(id) ?? false);
  // A route text that is not an id ('abc', '007') is "nothing came back", not an endless skeleton.
  const loading = id !== null && (query.isPending || (query.isError && (saved.isPending || opened.isPending)));
  const job = query.data ?? (query.isError ? (savedCopy ?? opened.data ?? undefined) : undefined);
  const outOfDate = job !== undefined && (query.isError || offline);
  return { job, loading, saved: isSaved, outOfDate };
}
