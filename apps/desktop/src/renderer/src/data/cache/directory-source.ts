import type { Simulator, Technology } from '@rsd/core';
import { liveQuery } from 'dexie';
import { db, SYNC_META_KEY, type DirectoryDb } from './db';

/** The cache's whole simulators and technologies, read together. */
export interface CachedDirectory {
  simulators: Simulator[];
  technologies: Technology[];
  /** Whether a sync has ever filled the cache: an empty one that never synced is not yet the directory. */
  synced: boolean;
}

/** What a reader of the whole cached directory needs: a read, and word of each sync that changed it. */
export interface CachedDirectorySource {
  read(): Promise<CachedDirectory>;
  /** Calls `onChange` at once and then after every sync that committed (another context's included); returns a stop. */
  watch(onChange: () => void): () => void;
}

/**
 * The cached directory for the global search's worker, which reads the cache itself so the page never holds the whole
 * records. A sync commits its live tables and its meta row in one transaction (data/sync/worker/pull-changes.ts), so
 * the meta row changes with every sync that wrote rows; Dexie tells other contexts of a write (a BroadcastChannel).
 */
export function cachedDirectorySource(database: DirectoryDb = db): CachedDirectorySource {
  return {
    read: () =>
      database.transaction('r', [database.simulators, database.technologies, database.meta], async () => ({
        simulators: await database.simulators.toArray(),
        technologies: await database.technologies.toArray(),
        synced: (await database.meta.get(SYNC_META_KEY)) !== undefined,
      })),
    watch(onChange) {
      const subscription = liveQuery(() => database.meta.get(SYNC_META_KEY)).subscribe({ next: onChange, error: onChange });
      return () => subscription.unsubscribe();
    },
  };
}
