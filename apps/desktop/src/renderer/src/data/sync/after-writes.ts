import type { MutationCache } from '@tanstack/react-query';
import type { SyncEngine } from './worker/pull-changes';

/**
 * The user's own writes go through react-query mutations: once one succeeds, a sync brings what it changed
 * on the server (and anything else changed meanwhile) into the cache. Returns the unsubscribe function.
 */
export function syncAfterWrites(mutations: MutationCache, engine: Pick<SyncEngine, 'syncNow'>): () => void {
  return mutations.subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') requestSync(engine);
  });
}

/** A sync now, for a write that is not a mutation; a failure is already in the status store. */
export function requestSync(engine: Pick<SyncEngine, 'syncNow'>): void {
  engine.syncNow().catch(() => undefined);
}
