import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../app/query-client';
import { ChannelWorker } from '../test/channel-worker';
import { createFakeSyncServer } from '../test/fake-sync-server';
import { makeSimulator, makeTechnology } from '../test/fixtures';
import { withFreshCache } from '../test/test-db';
import { db } from './cache/db';
import { CACHE_KEYS } from './cache/query-keys';
import { createDataLayer } from './create-data-layer';
import { useSyncStatus } from './sync/status';
import { createSyncEngine } from './sync/worker/pull-changes';

withFreshCache();

describe('createDataLayer', () => {
  it('syncs on the worker it spawns, and invalidates only the queries reading what a run changed', async () => {
    const server = createFakeSyncServer();
    server.putSimulator(makeSimulator({ id: 1 }));
    const queryClient = createQueryClient();
    queryClient.setQueryData([...CACHE_KEYS.simulators, 'list'], []);
    queryClient.setQueryData([...CACHE_KEYS.technologies, 'list'], []);
    const data = createDataLayer(queryClient, {
      spawnWorker: () =>
        new ChannelWorker((status, onChange) =>
          createSyncEngine({ db, fetchPage: server.fetchPage, status, onChange, runExclusive: null }),
        ),
    });

    await data.engine.syncNow();

    expect(queryClient.getQueryState([...CACHE_KEYS.simulators, 'list'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState([...CACHE_KEYS.technologies, 'list'])?.isInvalidated).toBe(false);
    server.putTechnology(makeTechnology({ id: 2 }));
    await data.engine.syncNow();
    expect(queryClient.getQueryState([...CACHE_KEYS.technologies, 'list'])?.isInvalidated).toBe(true);
  });

  it('has no sync in a server render: a call fails and the page is not marked offline', async () => {
    const data = createDataLayer(createQueryClient());
    await expect(data.engine.syncNow()).rejects.toThrow('This page has no sync worker.');
    expect(useSyncStatus.getState().offline).toBe(false);
  });
});
