import type { QueryClient } from '@tanstack/react-query';
import type { DataLayer } from './data-context';
import { db } from './db';
import { withCacheRecovery } from './cache-recovery';
import { loadSyncEngineCode } from './sync-engine-code';
import type { SyncEngine } from './sync-engine';
import { useSyncStatus, type SyncStatusStore } from './sync-status';

/**
 * A sync engine whose code is fetched on its first use, once `after` has settled. The engine brings zod, core's
 * schemas and the API client, none of which home needs to render from the cache: they load beside home instead of
 * before it. A failed load (the server went away) counts as offline, and the next call tries again.
 */
export function lazySyncEngine(
  load: () => Promise<SyncEngine>,
  status: SyncStatusStore = useSyncStatus,
  after: Promise<unknown> = Promise.resolve(),
): SyncEngine {
  const settled = after.catch(() => undefined);
  let engine: Promise<SyncEngine> | null = null;
  const ready = () =>
    (engine ??= settled.then(load).catch((error: unknown) => {
      engine = null;
      status.setState({ syncing: false, offline: true });
      throw error;
    }));
  return {
    syncNow: async () => (await ready()).syncNow(),
    hasSynced: async () => (await ready()).hasSynced(),
  };
}

/**
 * The app's data layer: the one cache database and a sync engine pulling from the same-origin API, recovering from a
 * broken cache. The engine's code loads once `engineAfter` has settled (main.tsx: the app's first commit), so a first
 * visit's sync, whose chunks and pages are long tasks, does not run inside React's first render: a store that
 * changes under a render that React has cut into slices makes React render it all again in one piece.
 */
export function createDataLayer(queryClient: QueryClient, engineAfter?: Promise<unknown>): DataLayer {
  const load = () => loadSyncEngineCode().then((module) => module.createAppSyncEngine(queryClient));
  const engine = lazySyncEngine(load, useSyncStatus, engineAfter);
  return { db, engine: withCacheRecovery(engine, db) };
}
