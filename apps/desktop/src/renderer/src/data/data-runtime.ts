import type { QueryClient } from '@tanstack/react-query';
import type { DataLayer } from './data-context';
import { db } from './db';
import { withCacheRecovery } from './cache-recovery';
import type { SyncEngine } from './sync-engine';
import { useSyncStatus, type SyncStatusStore } from './sync-status';

/**
 * A sync engine whose code is fetched on its first use. The engine brings zod, core's schemas and the API
 * client, none of which home needs to render from the cache: they load beside home instead of before it.
 * A failed load (the server went away) counts as offline, and the next call tries again.
 */
export function lazySyncEngine(load: () => Promise<SyncEngine>, status: SyncStatusStore = useSyncStatus): SyncEngine {
  let engine: Promise<SyncEngine> | null = null;
  const ready = () =>
    (engine ??= load().catch((error: unknown) => {
      engine = null;
      status.setState({ syncing: false, offline: true });
      throw error;
    }));
  return {
    syncNow: async () => (await ready()).syncNow(),
    hasSynced: async () => (await ready()).hasSynced(),
  };
}

/** The app's data layer: the one cache database and a sync engine pulling from the same-origin API, recovering from a broken cache. */
export function createDataLayer(queryClient: QueryClient): DataLayer {
  const engine = lazySyncEngine(() => import('./app-sync-engine').then((module) => module.createAppSyncEngine(queryClient)));
  return { db, engine: withCacheRecovery(engine, db) };
}
