import { lazy, Suspense, type ComponentType } from 'react';
import { RoutePending } from './route-pending';

/**
 * A screen in its own chunk for descendant routes (useRoutes, as the admin chunk's): those ignore a route's
 * `lazy`, so the chunk is loaded with React.lazy, showing the pending page meanwhile.
 */
export function lazyElement(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<RoutePending />}>
      <Page />
    </Suspense>
  );
}
