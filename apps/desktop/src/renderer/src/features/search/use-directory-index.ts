import { deriveLearningResources, JobsQuery, type Job } from '@rsd/core';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useDataLayer, type DataLayer } from '../../data/data-layer-context';
import { useEarlierJobs, useIsOffline, useJobs } from '../jobs/queries';
import { useSimulators } from '../simulator/queries';
import { useTechnologies } from '../technologies/queries';
import { createDirectoryIndex, type DirectoryIndex, type DirectoryIndexState } from './directory-index';

/** Every job: the jobs screen's list without filters, so both share one query and its kept copy. */
const ALL_JOBS: JobsQuery = JobsQuery.parse({});

/**
 * One index per data layer (a page has one; each test its own), kept while the page lives: closing and opening the
 * dialog again searches at once, and a sync changes only what it changed.
 */
const indexes = new WeakMap<DataLayer, DirectoryIndex>();

function indexOf(layer: DataLayer): DirectoryIndex {
  let index = indexes.get(layer);
  if (!index) {
    index = createDirectoryIndex();
    indexes.set(layer, index);
  }
  return index;
}

/**
 * Every job this device can know of: the network's list, or offline (or when it fails) the lists loaded earlier in
 * this visit or kept from an earlier one; null until one of them answers.
 */
function useSearchableJobs(): readonly Job[] | null {
  const offline = useIsOffline();
  const list = useJobs(ALL_JOBS, !offline);
  const earlierJobs = useEarlierJobs(ALL_JOBS);
  // A new list on every render, of the same job objects: the index compares them one by one (update).
  return list.data ?? (offline || list.isError ? (earlierJobs() ?? []) : null);
}

/** The global search's index over the cache's simulators, technologies and learning pool, and the jobs known. */
export function useDirectoryIndex(): DirectoryIndexState {
  const index = indexOf(useDataLayer());
  const simulators = useSimulators().data ?? null;
  const technologies = useTechnologies().data ?? null;
  // The learning pool derived here as the learning screen's useLearningResources does: importing that hook would cut
  // the learning screen's chunk in two, one more name in the entry's preload map (renderer-chunks.ts).
  const learning = useMemo(() => (simulators ? deriveLearningResources(simulators) : null), [simulators]);
  const jobs = useSearchableJobs();

  useEffect(() => {
    index.update({ simulators, technologies, jobs, learning });
  }, [index, simulators, technologies, jobs, learning]);

  return useSyncExternalStore(index.subscribe, index.getState);
}
