import { afterEach, beforeEach } from 'vitest';
import { clearCache, db } from '../data/db';
import { INITIAL_SYNC_STATUS, useSyncStatus } from '../data/sync-status';

/** Each test starts from an empty cache (Dexie on fake-indexeddb) and an idle sync status. */
export function withFreshCache(): void {
  beforeEach(async () => {
    await db.open();
    await clearCache(db);
    useSyncStatus.setState(INITIAL_SYNC_STATUS, true);
  });
  afterEach(async () => {
    await clearCache(db);
  });
}
