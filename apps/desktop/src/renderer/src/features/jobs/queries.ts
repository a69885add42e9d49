import { filterJobs, type Job, type JobsQuery, PUBLIC_READS, sortJobs } from '@rsd/core';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../data/api-client';
import { useDataLayer } from '../../data/data-layer-context';
import {
  readOpenedJob,
  readRememberedJobs,
  readSavedJobs,
  refreshSavedJob,
  rememberJobList,
  rememberOpenedJob,
  savedJobsInOrder,
} from '../../data/local';
import { useSyncStatus } from '../../data/sync';

/** Product rules §7: a failed job load raises this message. */
export const JOB_FETCH_FAILED = 'Failed to fetch job details';

/** Jobs come from the network, not the offline cache: their keys sit under a root of their own. */
export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (query: JobsQuery) => [...jobKeys.lists(), query] as const,
  detail: (id: number | null) => [...jobKeys.all, 'detail', id] as const,
  filterOptions: () => [...jobKeys.all, 'filter-options'] as const,
  saved: () => [...jobKeys.all, 'saved'] as const,
  /** What this device kept of earlier visits (data/local/job-snapshots.ts). */
  remembered: () => [...jobKeys.all, 'remembered'] as const,
  opened: (id: number | null) => [...jobKeys.all, 'opened', id] as const,
};

/**
 * GET /api/jobs with the screen's filters and sort. The server sorts too; sorting here as well keeps the
 * order right whatever the answer's order. While a new query loads, the previous list stays on screen, in
 * the new query's order: a change of sort alone is right at once. Each list is kept on the device, for a later
 * visit without network.
 */
export function useJobs(query: JobsQuery, enabled = true) {
  const { db } = useDataLayer();
  return useQuery({
    queryKey: jobKeys.list(query),
    queryFn: enabled
      ? async () => {
          const jobs = sortJobs(await callApi(PUBLIC_READS.listJobs, { query }), query.sort);
          await rememberJobList(db, JSON.stringify(query), jobs);
          return jobs;
        }
      : skipToken,
    placeholderData: (previous) => (previous ? sortJobs(previous, query.sort) : undefined),
  });
}

/** The jobs of the lists kept from earlier visits (see useJobs). */
function useRememberedJobs() {
  const { db } = useDataLayer();
  return useQuery({ queryKey: jobKeys.remembered(), queryFn: () => readRememberedJobs(db) });
}

/**
 * When a list cannot load (offline), the jobs of every list loaded earlier in this visit or kept from an
 * earlier one, filtered and sorted here by the same rules as the server's; null when none was loaded.
 */
export function useEarlierJobs(query: JobsQuery): () => Job[] | null {
  const queryClient = useQueryClient();
  const remembered = useRememberedJobs().data;
  return () => {
    const lists = queryClient.getQueriesData<Job[]>({ queryKey: jobKeys.lists() }).flatMap(([, data]) => (data ? [data] : []));
    if (remembered?.length) lists.push(remembered);
    if (lists.length === 0) return null;
    const byId = new Map(lists.flat().map((job) => [job.id, job]));
    return sortJobs(filterJobs([...byId.values()], query), query.sort);
  };
}

/** The values the filters offer, from GET /api/jobs/filters/options. */
export function useJobFilterOptions() {
  return useQuery({ queryKey: jobKeys.filterOptions(), queryFn: () => callApi(PUBLIC_READS.getJobFilterOptions) });
}

/** The jobs saved on this device, newest first, and their ids; read locally, so available offline. */
export function useSavedJobs() {
  const { db } = useDataLayer();
  return useQuery({
    queryKey: jobKeys.saved(),
    queryFn: async () => {
      const saved = await readSavedJobs(db);
      return { ids: saved.ids, jobs: savedJobsInOrder(saved) };
    },
  });
}

/**
 * One job from the network. A fresh copy of a saved job also refreshes its saved data. Idle for a null id
 * (the route's text was not an id).
 */
export function useJob(id: number | null) {
  const { db } = useDataLayer();
  return useQuery({
    queryKey: jobKeys.detail(id),
    queryFn:
      id === null
        ? skipToken
        : async (): Promise<Job> => {
            let job: Job;
            try {
              job = await callApi(PUBLIC_READS.getJob, { params: { id } });
            } catch (cause) {
              throw new Error(JOB_FETCH_FAILED, { cause });
            }
            await refreshSavedJob(db, job);
            await rememberOpenedJob(db, job);
            return job;
          },
  });
}

/** The copy of a job kept when it was last opened on this device, or null. */
export function useOpenedJob(id: number | null) {
  const { db } = useDataLayer();
  return useQuery({ queryKey: jobKeys.opened(id), queryFn: id === null ? skipToken : () => readOpenedJob(db, id) });
}

/** True while the network is known to be gone: what is shown may be out of date. */
export function useIsOffline(): boolean {
  return useSyncStatus((status) => status.offline);
}
