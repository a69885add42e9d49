import {
  createDirectorySearch,
  type DirectorySearch,
  type Job,
  type LearningResource,
  type SearchKind,
  type Simulator,
  type Technology,
} from '@rsd/core';
import { createTimeSlicer, type TimeSlicer, type TimeSlicing } from '../../lib/time-slicer';

/** What the index is built from; null for a source that has not answered yet. */
export interface DirectorySources {
  simulators: readonly Simulator[] | null;
  technologies: readonly Technology[] | null;
  jobs: readonly Job[] | null;
  learning: readonly LearningResource[] | null;
}

/**
 * loading: no source has answered yet; building: records are being added (searches see those added so far);
 * ready: the index holds every record the sources gave.
 */
export type DirectoryIndexStatus = 'loading' | 'building' | 'ready';

export interface DirectoryIndexState {
  status: DirectoryIndexStatus;
  /**
   * Searches the index (core's DirectorySearch.search). A new function whenever the index's contents change, so a
   * screen that memoizes its results by it and the query searches again only then, never per render.
   */
  search: DirectorySearch['search'];
}

export interface DirectoryIndex {
  getState(): DirectoryIndexState;
  subscribe(listener: () => void): () => void;
  /**
   * Brings the index to these sources: only records that are new, changed (another object) or gone are touched. Lists
   * of the same objects as the last call's are no change, so a caller may pass lists it built again.
   */
  update(sources: DirectorySources): void;
}

/** The same objects in the same order: a list built again from unchanged records is no change. */
const sameRecords = (a: readonly object[] | null, b: readonly object[] | null): boolean =>
  a === b || (a !== null && b !== null && a.length === b.length && a.every((record, i) => record === b[i]));

/**
 * The global search's index, kept for the page's life and changed in place as the data hooks answer anew.
 * react-query keeps a record's object when a refetch brings it unchanged (structural sharing), so comparing objects
 * finds the few records a sync changed without reading the others; at 5,000 tools a full build takes seconds
 * (bench/README.md), so it is added in time slices, between which the page keeps answering.
 */
export function createDirectoryIndex(slicing: Partial<TimeSlicing> = {}): DirectoryIndex {
  const search = createDirectorySearch();
  // What the index holds of each kind: each record's id and the object it was indexed from.
  const simulators = new Map<number, Simulator>();
  const technologies = new Map<number, Technology>();
  const jobs = new Map<number, Job>();
  const learning = new Map<string, LearningResource>();
  const listeners = new Set<() => void>();
  const searchNow = (): DirectorySearch['search'] => (query, options) => search.search(query, options);
  let state: DirectoryIndexState = { status: 'loading', search: searchNow() };
  let given: DirectorySources | null = null;
  let wanted: DirectorySources | null = null;
  let running = false;

  const setState = (next: Partial<DirectoryIndexState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  /** Removes what is gone and adds what changed, in slices; true when anything changed. */
  async function apply<K extends number | string, T extends { id: K }>(
    kind: SearchKind,
    had: Map<K, T>,
    records: readonly T[],
    put: (record: T) => void,
    slicer: TimeSlicer,
  ): Promise<boolean> {
    const present = new Set(records.map((record) => record.id));
    const gone = [...had.keys()].filter((id) => !present.has(id));
    search.remove(kind, gone);
    for (const id of gone) had.delete(id);
    const changed = records.filter((record) => had.get(record.id) !== record);
    await slicer.forEach(changed, (record) => {
      put(record);
      had.set(record.id, record);
    });
    return gone.length > 0 || changed.length > 0;
  }

  async function run(): Promise<void> {
    running = true;
    try {
      while (wanted) {
        const sources = wanted;
        wanted = null;
        const slicer = createTimeSlicer(slicing);
        // Tools first: they are what most searches are for, and the results show while the rest is added.
        const steps = [
          () =>
            sources.simulators ? apply('simulator', simulators, sources.simulators, (sim) => search.putSimulators([sim]), slicer) : false,
          () =>
            sources.technologies
              ? apply('technology', technologies, sources.technologies, (tech) => search.putTechnologies([tech]), slicer)
              : false,
          () => (sources.jobs ? apply('job', jobs, sources.jobs, (job) => search.putJobs([job]), slicer) : false),
          () =>
            sources.learning ? apply('learning', learning, sources.learning, (res) => search.putLearningResources([res]), slicer) : false,
        ];
        for (const step of steps) {
          if (await step()) setState({ search: searchNow() });
        }
      }
    } finally {
      running = false;
    }
    setState({ status: 'ready' });
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(sources) {
      const last = given;
      const same = last && (Object.keys(sources) as (keyof DirectorySources)[]).every((key) => sameRecords(sources[key], last[key]));
      if (same || (!sources.simulators && !sources.technologies && !sources.jobs && !sources.learning)) return;
      given = sources;
      wanted = sources;
      if (running) return;
      setState({ status: 'building' });
      void run();
    },
  };
}
