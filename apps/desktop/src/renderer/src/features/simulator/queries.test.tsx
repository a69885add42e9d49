import { renderHook, waitFor } from '@testing-library/react';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { invalidateChanged } from '../../data/create-data-layer';
import { deferred } from '../../test/deferred';
import { createFakeSyncServer } from '../../test/fake-sync-server';
import { makeSimulator } from '../../test/fixtures';
import { seedCache, serverDown } from '../../test/render-app';
import { withFreshCache } from '../../test/test-db';
import { DataProvider } from '../../data/data-layer-context';
import { db } from '../../data/cache/db';
import { createSyncEngine, type FetchSyncPage } from '../../data/sync/worker/pull-changes';
import { useSimulator, useSimulatorListings, useSimulators } from './queries';

withFreshCache();
afterEach(() => {
  onlineManager.setOnline(true);
});

function wrapperFor(fetchPage: FetchSyncPage) {
  const queryClient = createQueryClient();
  const engine = createSyncEngine({ db, fetchPage });
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <DataProvider value={{ db, engine }}>{children}</DataProvider>
      </QueryClientProvider>
    );
  };
}

describe('simulator hooks', () => {
  it('waits for the first sync when the cache was never filled', async () => {
    const server = createFakeSyncServer();
    server.putSimulator(makeSimulator({ id: 1, name: 'OPM Flow' }));
    const fetchPage = vi.fn<FetchSyncPage>(server.fetchPage);

    const { result } = renderHook(() => useSimulators(), { wrapper: wrapperFor(fetchPage) });

    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.data?.map((s) => s.name)).toEqual(['OPM Flow']));
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it("shows home's list once the first sync page is stored, then grows it as the other pages land", async () => {
    const server = createFakeSyncServer();
    for (let id = 1; id <= 5; id += 1) server.putSimulator(makeSimulator({ id, name: `Sim ${id}` }));
    const later = deferred<void>();
    const fetchPage: FetchSyncPage = async (since, limit, protocol) => {
      if (server.calls.length > 0) await later.promise;
      return server.fetchPage(since, limit, protocol);
    };
    const queryClient = createQueryClient();
    // As the app wires it (create-data-layer.ts): the sync's change notices refetch the queries.
    const engine = createSyncEngine({ db, fetchPage, limit: 2, onChange: (changes) => invalidateChanged(queryClient, changes) });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <DataProvider value={{ db, engine }}>{children}</DataProvider>
      </QueryClientProvider>
    );

    const { result } = renderHook(() => useSimulatorListings(), { wrapper });

    await waitFor(() => expect(result.current.data?.map((s) => s.name)).toEqual(['Sim 1', 'Sim 2']));
    // Shown while the second page is held back.
    expect(server.calls).toHaveLength(1);
    later.resolve();
    await waitFor(() => expect(result.current.data?.map((s) => s.name)).toEqual(['Sim 1', 'Sim 2', 'Sim 3', 'Sim 4', 'Sim 5']));
  });

  it('reads a synced cache without the server, sorted by name whatever the case', async () => {
    await seedCache([
      makeSimulator({ id: 1, name: 'open-DARTS' }),
      makeSimulator({ id: 2, name: 'ert' }),
      makeSimulator({ id: 3, name: 'DuMux' }),
      makeSimulator({ id: 4, name: 'FEHM' }),
    ]);
    const fetchPage = vi.fn<FetchSyncPage>(serverDown);

    const { result } = renderHook(() => useSimulators(), { wrapper: wrapperFor(fetchPage) });

    await waitFor(() => expect(result.current.data?.map((s) => s.name)).toEqual(['DuMux', 'ert', 'FEHM', 'open-DARTS']));
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('reads one simulator from the cache and stays idle without an id', async () => {
    await seedCache([makeSimulator({ id: 5, name: 'MRST' })]);
    const wrapper = wrapperFor(serverDown);

    const found = renderHook(() => useSimulator(5), { wrapper });
    const idle = renderHook(() => useSimulator(null), { wrapper });

    await waitFor(() => expect(found.result.current.data?.name).toBe('MRST'));
    expect(idle.result.current.fetchStatus).toBe('idle');
    expect(idle.result.current.data).toBeUndefined();
  });

  it("keeps the page's drawn row through a first sync's notices, asking the API nothing, until the sync stores the record", async () => {
    const api = vi.spyOn(globalThis, 'fetch');
    const drawn = makeSimulator({ id: 7, name: 'OPM Flow', shortDescription: 'As the server drew it' });
    const queryClient = createQueryClient();
    const engine = createSyncEngine({ db, fetchPage: serverDown });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <DataProvider value={{ db, engine }}>{children}</DataProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useSimulator(7, () => ({ simulator: drawn, updatedAt: Date.now() })), { wrapper });

    // The mount's refetch and a notice that changed other tools: the record is not cached yet.
    await waitFor(() => expect(result.current.fetchStatus).toBe('idle'));
    await invalidateChanged(queryClient, { simulators: true, technologies: false, listings: true });
    expect(result.current.data).toBe(drawn);
    expect(api).not.toHaveBeenCalled();

    await seedCache([makeSimulator({ id: 7, name: 'OPM Flow', shortDescription: 'As the sync stored it' })]);
    await invalidateChanged(queryClient, { simulators: true, technologies: false, listings: true });
    await waitFor(() => expect(result.current.data?.shortDescription).toBe('As the sync stored it'));
    expect(api).not.toHaveBeenCalled();
    api.mockRestore();
  });

  it('opens a simulator of the loaded list at once, with no loading state in between', async () => {
    await seedCache([makeSimulator({ id: 5, name: 'MRST' }), makeSimulator({ id: 6, name: 'DuMux' })]);
    const wrapper = wrapperFor(serverDown);

    const { result, rerender } = renderHook(({ id }: { id: number | null }) => ({ list: useSimulators(), one: useSimulator(id) }), {
      wrapper,
      initialProps: { id: null as number | null },
    });
    await waitFor(() => expect(result.current.list.data).toHaveLength(2));

    // Home's list is in memory: the detail page's first render already has its simulator.
    rerender({ id: 6 });
    expect(result.current.one.isPending).toBe(false);
    expect(result.current.one.data?.name).toBe('DuMux');
  });

  it('still reads the cache when the browser reports no network (react-query would pause the query)', async () => {
    await seedCache([makeSimulator({ id: 5, name: 'MRST' })]);
    onlineManager.setOnline(false);
    const wrapper = wrapperFor(serverDown);

    const list = renderHook(() => useSimulators(), { wrapper });
    const one = renderHook(() => useSimulator(5), { wrapper });

    await waitFor(() => expect(list.result.current.data?.map((s) => s.name)).toEqual(['MRST']));
    await waitFor(() => expect(one.result.current.data?.name).toBe('MRST'));
  });

  it('fails at once, instead of waiting for the network, when nothing is cached and the browser is offline', async () => {
    onlineManager.setOnline(false);

    const { result } = renderHook(() => useSimulators(), { wrapper: wrapperFor(serverDown) });

    await waitFor(() => expect(result.current.isError).toBe(true));
  });
});
