/** Builds the app's data layer, the cache database and the sync engine on its worker, whose syncs refetch the queries they change. */
import type { QueryClient } from '@tanstack/react-query';
import { db } from './cache/db';
import { CACHE_KEYS } from './cache/query-keys';
import type { DataLayer } from './data-layer-context';
import { workerSyncEngine, type SyncWorkerHandle } from './sync/worker-client';
import type { SyncChanges } from './sync/worker/pull-changes';

/**
 * Queries that read the cache refetch once a sync has changed what they read; resolves once those on screen have.
 * The listings' query (home's list, 30,000 of them) only when they changed (SyncChanges.listings).
 */
export async function invalidateChanged(queryClient: QueryClient, changes: SyncChanges): Promise<void> {
  const listingsKey = JSON.stringify(CACHE_KEYS.simulatorListings);
  await Promise.all([
    changes.simulators &&
      queryClient.invalidateQueries({
        queryKey: CACHE_KEYS.simulators,
        predicate: (query) => changes.listings || JSON.stringify(query.queryKey) !== listingsKey,
      }),
    changes.technologies && queryClient.invalidateQueries({ queryKey: CACHE_KEYS.technologies }),
  ]);
}

export interface DataLayerOptions {
  /** Starts the sync worker (data/sync's spawnSyncWorker); a server render has none, and never syncs. */
  spawnWorker?: () => SyncWorkerHandle;
  /**
   * The sync worker starts once this has settled (start-up: the app's first commit): its script and its first
   * messages would otherwise compete with the first render.
   */
  after?: Promise<unknown>;
  /**
   * What the page waits for, once its queries have read a sync's change, before it tells the worker so (start-up:
   * home's count drawn). A first visit's worker fetches the records, and their checks (about 15 KB), only then: they
   * came before home's count otherwise whenever React drew it after the listings' refetch (bench/README.md,
   * bundle-size.ts). The worker waits PAGE_READ_TIMEOUT_MS at most.
   */
  changeShown?: () => Promise<unknown>;
}

const noWorker = (): SyncWorkerHandle => {
  throw new Error('This page has no sync worker.');
};

/** The app's data layer: the one cache database, and the sync engine on its worker. */
export function createDataLayer(
  queryClient: QueryClient,
  { spawnWorker = noWorker, after, changeShown = () => Promise.resolve() }: DataLayerOptions = {},
): DataLayer {
  const onChange = async (changes: SyncChanges) => {
    await invalidateChanged(queryClient, changes);
    await changeShown();
  };
  const engine = workerSyncEngine(spawnWorker, { onChange, after });
  return { db, engine };
}
