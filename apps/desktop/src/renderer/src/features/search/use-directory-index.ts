import { JobsQuery, type Job, type SearchGroup } from '@rsd/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useDataLayer, type DataLayer } from '../../data/data-layer-context';
import { useEarlierJobs, useIsOffline, useJobs } from '../jobs/queries';
import { createDirectorySearchClient, type DirectoryIndexState, type DirectorySearchClient } from './search-client';
import { spawnSearchWorker } from './spawn-search-worker';

/** Every job: the jobs screen's list without filters, so both share one query and its kept copy. */
const ALL_JOBS: JobsQuery = JobsQuery.parse({});

/**
 * One index per data layer (a page has one; each test its own), kept while the page lives: closing and opening the
 * dialog again searches at once, and a sync changes only what it changed.
 */
const clients = new WeakMap<DataLayer, DirectorySearchClient>();

function clientOf(layer: DataLayer): DirectorySearchClient {
  let client = clients.get(layer);
  if (!client) {
    client = createDirectorySearchClient(layer.spawnSearchWorker ?? spawnSearchWorker);
    clients.set(layer, client);
  }
  return client;
}

/**
 * Every job this device can know of: the network's list, or offline (or when it fails) the lists loaded earlier in
 * this visit or kept from an earlier one; null until one of them answers.
 */
function useSearchableJobs(): readonly Job[] | null {
  const offline = useIsOffline();
  const list = useJobs(ALL_JOBS, !offline);
  const earlierJobs = useEarlierJobs(ALL_JOBS);
  // A new list on every render, of the same job objects: the client compares them one by one (updateJobs).
  return list.data ?? (offline || list.isError ? (earlierJobs() ?? []) : null);
}

/**
 * The global search's index, on its worker: the cache's simulators and technologies and the learning pool (the worker
 * reads them), and the jobs known (sent from here: the network's list or the device's, which the cache does not hold).
 */
export function useDirectoryIndex(): DirectoryIndexState & { client: DirectorySearchClient } {
  const client = clientOf(useDataLayer());
  const jobs = useSearchableJobs();

  useEffect(() => {
    client.start();
    if (jobs) client.updateJobs(jobs);
  }, [client, jobs]);

  return { ...useSyncExternalStore(client.subscribe, client.getState), client };
}

/** A query's results as the worker answered them. */
export interface SearchAnswer {
  query: string;
  groups: SearchGroup[];
}

/**
 * The latest answer the index gave: for `query` (searched again by the client whenever the index's contents change),
 * or still the previous query's until its answer comes. A keystroke's answer that comes after a later keystroke is
 * dropped (the client's search), so results never go back to an older query.
 */
export function useSearchAnswer(client: DirectorySearchClient, query: string): SearchAnswer {
  const [answer, setAnswer] = useState<SearchAnswer>({ query: '', groups: [] });
  useEffect(() => {
    if (query.trim() === '') return undefined;
    return client.search(query, (groups) => setAnswer({ query, groups }));
  }, [client, query]);
  return answer;
}
