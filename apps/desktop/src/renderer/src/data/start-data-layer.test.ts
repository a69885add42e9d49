import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../test/deferred';
import { withFreshCache } from '../test/test-db';
import { db } from './cache/db';
import { startDataLayer } from './start-data-layer';
import type { SyncEngine } from './sync/worker/pull-changes';

withFreshCache();

describe('startDataLayer', () => {
  it('holds the first scheduled sync until it is told the first screen no longer needs the main thread', async () => {
    const syncNow = vi.fn<SyncEngine['syncNow']>(() =>
      Promise.resolve({ pages: 0, changes: { simulators: false, technologies: false, listings: false } }),
    );
    const engine = { syncNow, firstRows: async () => undefined, hasSynced: () => Promise.resolve(true) };
    const gate = deferred<void>();

    startDataLayer({ db, engine }, new QueryClient(), gate.promise);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(syncNow).not.toHaveBeenCalled();

    gate.resolve();
    await vi.waitFor(() => expect(syncNow).toHaveBeenCalledTimes(1));
  });
});
