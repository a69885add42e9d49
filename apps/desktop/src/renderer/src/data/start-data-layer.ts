/** Starts the data layer's work for the life of the page: storage kept, cache opened, syncs scheduled and after every write. */
import type { QueryClient } from '@tanstack/react-query';
import { requestPersistentStorage } from './cache/persistent-storage';
import { openCacheOrRebuild } from './cache/recovery';
import type { DataLayer } from './data-layer-context';
import { syncAfterWrites } from './sync/after-writes';
import { startSyncScheduler } from './sync/scheduler';

/**
 * Starts the data layer for the life of the page (nothing here is ever stopped): asks once to keep the
 * storage, opens the cache (rebuilding one that cannot be opened), then, once `syncWhen` has settled, syncs on
 * the scheduler's triggers; and after every successful write.
 */
export function startDataLayer({ db, engine }: DataLayer, queryClient: QueryClient, syncWhen: Promise<unknown> = Promise.resolve()): void {
  void requestPersistentStorage().catch(() => null);
  syncAfterWrites(queryClient.getMutationCache(), engine);
  const opened = openCacheOrRebuild(db).catch(() => 'failed');
  void Promise.all([opened, syncWhen.catch(() => 'failed')]).then(() => startSyncScheduler({ engine }));
}
