import { SYNC_PROTOCOL, type Simulator, type Technology } from '@rsd/core';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi, type Mock } from 'vitest';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/routes';
import { NetworkError } from '../data/api-client';
import { invalidateChanged } from '../data/create-data-layer';
import { db, putLiveSimulators, SYNC_META_KEY, toLiveSimulators } from '../data/cache/db';
import { createSyncEngine, type FetchSyncPage } from '../data/sync/worker/pull-changes';
import type { SearchWorkerHandle } from '../features/search/search-protocol';
import type { SimilarWorkerHandle } from '../features/simulator/similar-protocol';
import { createTimeSlicer } from '../lib/time-slicer';
import { TEST_DATASET } from './fixtures';
import type { Platform } from '../platform/platform';
import { SearchChannelWorker } from './search-channel-worker';
import { SimilarChannelWorker } from './similar-channel-worker';

/** Rows in the real cache database, as a finished sync leaves them. */
export async function seedCache(simulators: Simulator[], technologies: Technology[] = []): Promise<void> {
  await putLiveSimulators(db, await toLiveSimulators(simulators, createTimeSlicer()));
  await db.technologies.bulkPut(technologies);
  await db.meta.put({
    key: SYNC_META_KEY,
    cursor: '100',
    protocol: SYNC_PROTOCOL,
    dataset: TEST_DATASET,
    lastSyncedAt: '2025-01-02T03:04:05.000Z',
  });
}

/** A sync source that behaves like a stopped server. */
export const serverDown: FetchSyncPage = async () => {
  throw new NetworkError(new TypeError('Failed to fetch'));
};

export function fakePlatform(
  kind: Platform['kind'] = 'web',
): Platform & { openExternal: Mock<(url: string) => void>; shareLink: Mock<Platform['shareLink']> } {
  return {
    kind,
    openExternal: vi.fn<(url: string) => void>(),
    appVersion: async () => null,
    shareLink: vi.fn<Platform['shareLink']>(async () => 'copied'),
    settings: null,
    onSyncRequested: () => () => undefined,
    reportLastSync: () => undefined,
  };
}

/** The whole app (layout, routes, providers) at `path`, over the real Dexie cache and a given sync source. */
export function renderApp(
  path: string,
  {
    fetchPage = serverDown,
    platform = fakePlatform(),
    routeTree = routes,
    spawnSearchWorker = () => new SearchChannelWorker(),
    spawnSimilarWorker = () => new SimilarChannelWorker(),
  }: {
    fetchPage?: FetchSyncPage;
    platform?: Platform;
    routeTree?: RouteObject[];
    spawnSearchWorker?: () => SearchWorkerHandle;
    spawnSimilarWorker?: () => SimilarWorkerHandle;
  } = {},
) {
  const queryClient = createQueryClient();
  const engine = createSyncEngine({ db, fetchPage, onChange: (changes) => invalidateChanged(queryClient, changes) });
  const router = createMemoryRouter(routeTree, { initialEntries: [path] });
  const view = render(
    <AppProviders services={{ queryClient, data: { db, engine, spawnSearchWorker, spawnSimilarWorker }, platform }}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, engine, queryClient };
}

/** The app's routes with the page at `path` loading its chunk only once `loaded` settles: a slow network's lazy page. */
export function withSlowPage(path: string, loaded: Promise<unknown>, tree: RouteObject[] = routes): RouteObject[] {
  return tree.map((route) => {
    const children = route.children ? withSlowPage(path, loaded, route.children) : undefined;
    const { lazy } = route;
    if (route.path !== path || typeof lazy !== 'function') return children ? { ...route, children } : route;
    return { ...route, lazy: async () => (await loaded, lazy()) };
  }) as RouteObject[];
}
