import { afterEach, beforeEach } from 'vitest';
import { db } from '../data/cache/db';
import { INITIAL_SYNC_STATUS, useSyncStatus } from '../data/sync';

/** Empties every table, meta included (which clearCache, by design, does not). */
async function emptyDatabase(): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });
}

/** Each test starts from an empty cache (Dexie on fake-indexeddb) and an idle sync status. */
export function withFreshCache(): void {
  beforeEach(async () => {
    await db.open();
    await emptyDatabase();
    useSyncStatus.setState(INITIAL_SYNC_STATUS, true);
  });
  afterEach(async () => {
    // A write a test queued started the app's outbox runner (queueWrite): it must not send into the next test.
    (await import('../data/outbox/app-outbox')).stopOutbox();
    await emptyDatabase();
  });
}
