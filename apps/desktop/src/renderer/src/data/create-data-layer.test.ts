import { SYNC_PROTOCOL, toSimulatorListing } from '@rsd/core';
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../app/query-client';
import { simulatorKeys } from '../features/simulator/queries';
import { ChannelWorker } from '../test/channel-worker';
import { deferred } from '../test/deferred';
import { createFakeSyncServer } from '../test/fake-sync-server';
import { makeSimulator, makeTechnology, TEST_DATASET } from '../test/fixtures';
import { withFreshCache } from '../test/test-db';
import { db } from './cache/db';
import { listedIds } from './cache/listing-packs';
import { CACHE_KEYS } from './cache/query-keys';
import { createDataLayer, invalidateChanged } from './create-data-layer';
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
        new ChannelWorker((status, { onChange }) =>
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

  it("has a first visit's worker fetch the records only once the page has shown the listings (changeShown), not once read", async () => {
    const server = createFakeSyncServer();
    const simulators = [1, 2, 3].map((id) => makeSimulator({ id }));
    for (const simulator of simulators) server.putSimulator(simulator);
    const fetchListings = async () => ({
      protocol: SYNC_PROTOCOL,
      dataset: TEST_DATASET,
      cursor: server.cursorAt(simulators.length),
      listings: simulators.map(toSimulatorListing),
    });
    const shown = deferred<void>();
    const data = createDataLayer(createQueryClient(), {
      spawnWorker: () =>
        new ChannelWorker((status, { onChange, pageRead }) =>
          createSyncEngine({
            db,
            fetchPage: server.fetchPage,
            fetchListings,
            status,
            onChange,
            listingsRead: pageRead,
            runExclusive: null,
          }),
        ),
      changeShown: () => shown.promise,
    });

    const run = data.engine.syncNow();
    await vi.waitFor(async () => expect(await listedIds(db.listingPacks)).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls).toEqual([]);

    shown.resolve();
    await expect(run).resolves.toMatchObject({ pages: 1 });
    expect(server.calls[0]?.since).toBe('0');
  });

  it('has no sync in a server render: a call fails and the page is not marked offline', async () => {
    const data = createDataLayer(createQueryClient());
    await expect(data.engine.syncNow()).rejects.toThrow('This page has no sync worker.');
    expect(useSyncStatus.getState().offline).toBe(false);
  });

  it('settles once the queries on screen have read the changed tables again (the worker waits for it)', async () => {
    const queryClient = createQueryClient();
    const reads: ReturnType<typeof deferred<string[]>>[] = [];
    const observer = new QueryObserver(queryClient, {
      queryKey: [...CACHE_KEYS.simulators, 'listings'],
      queryFn: () => {
        reads.push(deferred<string[]>());
        return reads.at(-1)!.promise;
      },
    });
    const stop = observer.subscribe(() => undefined);
    reads[0]!.resolve([]);
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));

    let settled = false;
    const invalidated = invalidateChanged(queryClient, { simulators: true, technologies: false, listings: true }).then(
      () => (settled = true),
    );
    await vi.waitFor(() => expect(reads).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    reads[1]!.resolve(['read']);
    await invalidated;
    expect(observer.getCurrentResult().data).toEqual(['read']);
    stop();
  });

  it("leaves the listings' query alone when a sync changed simulators but no listing, and refetches the rest", async () => {
    const queryClient = createQueryClient();
    // Home's own key: the data layer names it apart from the feature, so the two must agree.
    queryClient.setQueryData(simulatorKeys.listings(), ['kept']);
    queryClient.setQueryData([...CACHE_KEYS.simulators, 'list'], ['whole']);
    const stale = () =>
      [simulatorKeys.listings(), [...CACHE_KEYS.simulators, 'list']].map((key) => queryClient.getQueryState(key)?.isInvalidated);

    await invalidateChanged(queryClient, { simulators: true, technologies: false, listings: false });
    expect(stale()).toEqual([false, true]);
    await invalidateChanged(queryClient, { simulators: true, technologies: false, listings: true });
    expect(stale()).toEqual([true, true]);
  });
});
