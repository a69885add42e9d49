import type { Simulator } from '@rsd/core';
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { Layout } from '../app/layout';
import { simulatorKeys } from '../features/simulator/queries';
import { SimulatorDetailPage } from '../features/simulator/simulator-detail-page';
import { renderRoutes } from './render-routes';

const pageRoutes: RouteObject[] = [{ element: <Layout />, children: [{ path: '/simulator/:id', element: <SimulatorDetailPage /> }] }];

/**
 * A simulator's page as the app first renders it with that row (layout, header, tabs, Overview), the markup
 * of #root: the server sends it with the page (the server render bundle, vite.ssr.config.ts), so the page's
 * content paints before the JavaScript has loaded, and the app's first render draws the same over it.
 * renderToString escapes every text and attribute: the row is user-submitted data.
 */
export function renderSimulatorPage(simulator: Simulator): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(simulatorKeys.detail(simulator.id), simulator);
  return renderRoutes(pageRoutes, `/simulator/${simulator.id}`, queryClient);
}
