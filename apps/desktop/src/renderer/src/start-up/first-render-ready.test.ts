import { SERVER_SIMULATOR_ELEMENT_ID } from '@rsd/core';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, putLiveSimulators, toLiveSimulators } from '../data/cache/db';
import type { SyncEngine } from '../data/sync';
import { createTimeSlicer } from '../lib/time-slicer';
import { deferred } from '../test/deferred';
import { makeSimulator } from '../test/fixtures';
import { withFreshCache } from '../test/test-db';
import { simulatorKeys } from '../features/simulator/queries';
import { FIRST_LIST_WAIT_MAX_MS, firstRenderReady, simulatorPageId } from './first-render-ready';

const engine: SyncEngine = {
  syncNow: () => Promise.reject(new Error('No sync in these tests.')),
  firstRows: () => Promise.reject(new Error('No sync in these tests.')),
  hasSynced: () => Promise.resolve(true),
};
const data = { db, engine };
const router = createMemoryRouter([{ path: '/', element: null }]);
const queryClient = new QueryClient();

/** A router on a simulator's page whose route is a lazy chunk, as the app's is, arriving when `chunk` settles. */
function simulatorPageRouter(chunk: Promise<void>) {
  return createMemoryRouter([{ path: '/simulator/:id', lazy: async () => chunk.then(() => ({ element: null })) }], {
    initialEntries: ['/simulator/9'],
  });
}

/** Whether the promise has settled by the time the queued work has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return done;
}

describe('what the first render waits for', () => {
  withFreshCache();
  afterEach(() => {
    queryClient.clear();
    vi.useRealTimers();
    document.getElementById(SERVER_SIMULATOR_ELEMENT_ID)?.remove();
  });

  it("waits, on home with a warm cache, for home's list to be read", async () => {
    await putLiveSimulators(db, await toLiveSimulators([makeSimulator()], createTimeSlicer()));
    const list = deferred<void>();
    const ready = firstRenderReady({ router, queryClient, data, listRead: list.promise });

    expect(await settled(ready)).toBe(false);
    list.resolve();
    expect(await settled(ready)).toBe(true);
  });

  it('does not wait, on home with an empty cache, for a list that waits for the first sync', async () => {
    const ready = firstRenderReady({ router, queryClient, data, listRead: new Promise(() => undefined) });
    expect(await settled(ready)).toBe(true);
  });

  it('waits at most FIRST_LIST_WAIT_MAX_MS for a cache that does not answer', async () => {
    vi.useFakeTimers();
    const silent = { db: { listingPacks: { count: () => new Promise<number>(() => undefined) } }, engine } as unknown as typeof data;
    let done = false;
    void firstRenderReady({ router, queryClient, data: silent, listRead: new Promise(() => undefined) }).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(FIRST_LIST_WAIT_MAX_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('leaves no timer behind once the list has come', async () => {
    vi.useFakeTimers();
    const silent = { db: { listingPacks: { count: () => new Promise<number>(() => undefined) } }, engine } as unknown as typeof data;
    await firstRenderReady({ router, queryClient, data: silent, listRead: Promise.resolve([]) });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("reads a server-drawn page's row before it resolves, and keeps it once the page's data block is gone", async () => {
    const row = makeSimulator({ id: 9 });
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = SERVER_SIMULATOR_ELEMENT_ID;
    element.textContent = JSON.stringify(row);
    document.body.append(element);

    await firstRenderReady({ router, queryClient, data, listRead: null });
    // Read once per page: the row stays read even once the page's data block is gone.
    element.remove();
    const { serverDrawnSimulator } = await import('../features/simulator/server-drawn-simulator');
    expect(serverDrawnSimulator(9)?.simulator).toEqual(row);
  });

  it("waits, on a simulator's page the server did not draw, for the page's chunk and its record from the cache", async () => {
    const row = makeSimulator({ id: 9, name: 'OPM Flow' });
    await putLiveSimulators(db, await toLiveSimulators([row], createTimeSlicer()));
    const chunk = deferred<void>();
    const ready = firstRenderReady({ router: simulatorPageRouter(chunk.promise), queryClient, data, listRead: null });

    expect(await settled(ready)).toBe(false);
    chunk.resolve();
    expect(await settled(ready)).toBe(true);
    // The page's first render finds its record in the query, so it draws the page, not a skeleton.
    expect(queryClient.getQueryData(simulatorKeys.detail(9))).toMatchObject({ id: 9, name: 'OPM Flow' });
  });

  it("waits at most FIRST_LIST_WAIT_MAX_MS for a simulator page's chunk that does not come", async () => {
    vi.useFakeTimers();
    let done = false;
    const pageRouter = simulatorPageRouter(new Promise(() => undefined));
    void firstRenderReady({ router: pageRouter, queryClient, data, listRead: null }).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(FIRST_LIST_WAIT_MAX_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it("tells a simulator's page by its path", () => {
    expect([simulatorPageId('/simulator/12'), simulatorPageId('/simulator/abc'), simulatorPageId('/compare')]).toEqual([12, null, null]);
  });

  it('starts any other page at once', async () => {
    expect(await settled(firstRenderReady({ router, queryClient, data, listRead: null }))).toBe(true);
  });
});
