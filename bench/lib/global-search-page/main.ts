/**
 * The page bench/global-search.ts drives in Chromium. `seed` fills the app's offline cache (its Dexie database, as a
 * finished sync leaves it) from the JSON parts the bench serves; `build`, `type` and `search` then run the app's own
 * search client (features/search/search-client.ts) and its worker, as the bundler builds them: the worker reads the
 * cache and builds the index; the page sends the jobs and asks. Long tasks of the main thread are recorded throughout.
 */
import { SYNC_PROTOCOL, type Job, type SearchGroup, type Simulator, type Technology } from '@rsd/core';
import { db, putLiveSimulators, SYNC_META_KEY, toLiveSimulators } from '../../../apps/desktop/src/renderer/src/data/cache/db';
import { createDirectorySearchClient } from '../../../apps/desktop/src/renderer/src/features/search/search-client';
import { spawnSearchWorker } from '../../../apps/desktop/src/renderer/src/features/search/spawn-search-worker';
import { createTimeSlicer } from '../../../apps/desktop/src/renderer/src/lib/time-slicer';

export interface SearchBenchPage {
  seed(parts: string[], technologiesUrl: string): Promise<void>;
  build(jobsUrl: string): Promise<{ buildMs: number; longTasks: number[] }>;
  type(keystrokes: string[], rounds: number): Promise<{ latencies: number[]; longTasks: number[] }>;
  search(query: string): Promise<SearchGroup[]>;
}

const longTasks: number[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longTasks.push(entry.duration);
}).observe({ type: 'longtask', buffered: true });

const client = createDirectorySearchClient(spawnSearchWorker);
// The jobs, held for the page's life as the app's query cache holds them: their heap is the page's.
const heldJobs: Job[][] = [];
const read = async <T>(url: string): Promise<T> => (await (await fetch(url)).json()) as T;

const search = (query: string) =>
  new Promise<SearchGroup[]>((resolve) => {
    const callOff = client.search(query, (groups) => {
      callOff();
      resolve(groups);
    });
  });

const page: SearchBenchPage = {
  async seed(parts, technologiesUrl) {
    await db.delete({ disableAutoOpen: false });
    for (const part of parts) await putLiveSimulators(db, await toLiveSimulators(await read<Simulator[]>(part), createTimeSlicer()));
    await db.technologies.bulkPut(await read<Technology[]>(technologiesUrl));
    await db.meta.put({ key: SYNC_META_KEY, cursor: '1', protocol: SYNC_PROTOCOL, lastSyncedAt: new Date().toISOString() });
  },
  async build(jobsUrl) {
    const jobs = await read<Job[]>(jobsUrl);
    heldJobs.push(jobs);
    longTasks.length = 0;
    const start = performance.now();
    const ready = new Promise<void>((resolve) => {
      const stop = client.subscribe(() => {
        if (client.getState().status !== 'ready') return;
        stop();
        resolve();
      });
    });
    client.start();
    client.updateJobs(jobs);
    await ready;
    return { buildMs: performance.now() - start, longTasks: [...longTasks] };
  },
  async type(keystrokes, rounds) {
    const latencies: number[] = [];
    longTasks.length = 0;
    // One round not counted (the worker's JIT), then `rounds` counted: a keystroke is its query sent to its answer.
    for (let round = 0; round <= rounds; round++) {
      for (const text of keystrokes) {
        const start = performance.now();
        await search(text);
        if (round > 0) latencies.push(performance.now() - start);
      }
    }
    return { latencies, longTasks: [...longTasks] };
  },
  search,
};
(window as unknown as { benchSearch: SearchBenchPage }).benchSearch = page;
