import { createDirectorySearch, deriveLearningResources, type Job, type SearchKind } from '@rsd/core';
import type { CachedDirectorySource } from '../../../data/cache';
import { createTimeSlicer, type TimeSlicing } from '../../../lib/time-slicer';
import type { SearchEndpoint, SearchWorkerMessage, SearchWorkerRequest, SearchWorkerStatus } from '../search-protocol';
import { nextTask } from '../../../lib/next-task';

/**
 * The search worker's side: the directory's index (core's DirectorySearch) over the cache's simulators and
 * technologies, the learning pool derived from them and the jobs the page sends, built here and searched as the page
 * asks. The cache is read again after every sync; unchanged records cost a hash each (core's put skips them), and the
 * rows read are let go once indexed. Records are added in time slices, so a search waits at most a slice; of the
 * searches that queued meanwhile only the latest runs, since the page shows only the latest keystroke's results.
 */
export function serveDirectorySearch(
  port: SearchEndpoint<SearchWorkerRequest, SearchWorkerMessage>,
  source: CachedDirectorySource,
  slicing: Partial<TimeSlicing> = {},
): void {
  const yieldNow = slicing.yieldToMain ?? nextTask;
  const search = createDirectorySearch();
  // The ids the index holds of each kind, to remove those a new read no longer has.
  const held = new Map<SearchKind, Set<number | string>>();
  let version = 0;
  let working = false;
  let cacheChanged = false;
  let jobs: Job[] | null = null;
  let synced = false;
  let pendingSearch: { id: number; query: string } | null = null;

  const post = (status: SearchWorkerStatus) => port.postMessage({ kind: 'state', status, version });

  /**
   * Makes the index hold exactly these records of one kind, then tells the page if its contents changed. A sync reads
   * every kind again but changes few: a kind it left as it was is no new version, so the page does not search again.
   */
  async function replaceKind<T extends { id: number | string }>(kind: SearchKind, records: readonly T[], put: (record: T) => void) {
    const changesBefore = search.changes;
    const ids = new Set(records.map((record) => record.id));
    search.remove(
      kind,
      [...(held.get(kind) ?? [])].filter((id) => !ids.has(id)),
    );
    held.set(kind, ids);
    await createTimeSlicer({ ...slicing, yieldToMain: yieldNow }).forEach(records, put);
    if (search.changes === changesBefore) return;
    version += 1;
    post('building');
  }

  async function work(): Promise<void> {
    working = true;
    post('building');
    try {
      while (cacheChanged || jobs) {
        if (cacheChanged) {
          cacheChanged = false;
          const read = await source.read();
          const { simulators, technologies } = read;
          synced = read.synced;
          // Tools first: they are what most searches are for, and their results show while the rest is added.
          await replaceKind('simulator', simulators, (sim) => search.putSimulators([sim]));
          await replaceKind('technology', technologies, (tech) => search.putTechnologies([tech]));
          await replaceKind('learning', deriveLearningResources(simulators), (resource) => search.putLearningResources([resource]));
        }
        if (jobs) {
          const list = jobs;
          jobs = null;
          await replaceKind('job', list, (job) => search.putJobs([job]));
        }
      }
      // A cache no sync has filled yet is not the directory: the page says so rather than that nothing matched.
      post(synced ? 'ready' : 'unsynced');
    } catch {
      post('failed');
    } finally {
      working = false;
    }
  }

  function runSearch(): void {
    if (!pendingSearch) return;
    const { id, query } = pendingSearch;
    pendingSearch = null;
    port.postMessage({ kind: 'results', id, groups: search.search(query) });
  }

  port.addEventListener('message', ({ data: request }) => {
    if (request.kind === 'jobs') {
      jobs = request.jobs;
      if (!working) void work();
      return;
    }
    // Searched in a task of its own: a later keystroke already queued replaces this one before it runs.
    const waiting = pendingSearch !== null;
    pendingSearch = { id: request.id, query: request.query };
    if (!waiting) void yieldNow().then(runSearch);
  });
  port.start?.();
  source.watch(() => {
    cacheChanged = true;
    if (!working) void work();
  });
}
