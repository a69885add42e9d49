import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { Layout } from '../app/layout';
import { createDataLayer } from '../data/data-runtime';
import { HomePage } from '../features/home/home-page';
import { createWebPlatform } from '../platform/web-platform';
import { RoutePending } from '../ui/route-pending';

/** The two shells the build writes: home, and any other route (its page is still a pending chunk). */
export type ShellName = 'home' | 'route';

const shellRoutes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '*', element: <RoutePending /> },
    ],
  },
];

/**
 * The app's first frame as HTML, drawn at build time: the layout and home as they render before any data
 * (placeholders where the cards will be), so the browser paints them before the JavaScript has even loaded.
 */
export function renderShell(shell: ShellName): string {
  const queryClient = new QueryClient();
  const services = { queryClient, data: createDataLayer(queryClient), platform: createWebPlatform({ open: () => null }) };
  const router = createMemoryRouter(shellRoutes, { initialEntries: [shell === 'home' ? '/' : '/pending'] });
  return renderToString(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
