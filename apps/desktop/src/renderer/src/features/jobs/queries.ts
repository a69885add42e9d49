import { filterJobs, sortJobs, type Job, type JobsQuery } from '@rsd/core';
import { keepPreviousData, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../data/api-client';
import { useDataLayer } from '../../data/data-context';
import { readSavedJobs, refreshSavedJob, savedJobsInOrder } from '../../data/saved-jobs';
import { useSyncStatus } from '../../data/sync-status';

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
};

/**
 * GET /api/jobs with the screen's filters and sort. The server sorts too; sorting here as well keeps the
 * order right whatever the answer's order. While a new query loads, the previous list stays on screen.
 */
export function useJobs(query: JobsQuery, enabled = true) {
  return useQuery({
    queryKey: jobKeys.list(query),
    queryFn: enabled ? async () => sortJobs(await callApi('listJobs', { query }), query.sort) : skipToken,
    placeholderData: keepPreviousData,
  });
}

/**
 * When a list cannot load (offline), the jobs of every list loaded earlier in this visit, filtered and
 * sorted here by the same rules as the server's; null when none was loaded.
 */
export function useEarlierJobs(query: JobsQuery): () => Job[] | null {
  const queryClient = useQueryClient();
  return () => {
    const lists = queryClient.getQueriesData<Job[]>({ queryKey: jobKeys.lists() }).flatMap(([, data]) => (data ? [data] : []));
    if (lists.length === 0) return null;
    const byId = new Map(lists.flat().map((job) => [job.id, job]));
    return sortJobs(filterJobs([...byId.values()], query), query.sort);
  };
}

/** The values the filters offer, from GET /api/jobs/filters/options. */
export function useJobFilterOptions() {
  return useQuery({ queryKey: jobKeys.filterOptions(), queryFn: () => callApi('getJobFilterOptions') });
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
              job = await callApi('getJob', { params: { id } });
            } catch (cause) {
              throw new Error(JOB_FETCH_FAILED, { cause });
            }
            await refreshSavedJob(db, job);
            return job;
          },
  });
}

/** True while the network is known to be gone: what is shown may be out of date. */
export function useIsOffline(): boolean {
  return useSyncStatus((status) => status.offline);
}
