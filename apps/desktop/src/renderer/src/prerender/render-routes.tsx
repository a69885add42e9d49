import type { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { createDataLayer } from '../data/create-data-layer';
import { createWebPlatform } from '../platform/web-platform';

/**
 * The app at `path` as HTML, with the providers it runs under in the browser. Nothing is fetched: queries
 * the caller did not fill in render as they do before their data (react-query runs no query on the server).
 */
export function renderRoutes(routes: RouteObject[], path: string, queryClient: QueryClient): string {
  const services = { queryClient, data: createDataLayer(queryClient), platform: createWebPlatform({ open: () => null }) };
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return renderToString(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
