import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { Layout } from '../app/layout';
import { HomePage } from '../features/home/home-page';
import { RoutePending } from '../ui/route-pending';
import { renderRoutes } from './render-routes';

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
  return renderRoutes(shellRoutes, shell === 'home' ? '/' : '/pending', new QueryClient());
}
