import type { Simulator } from '@rsd/core';
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { Layout } from '../app/layout';
import { simulatorKeys } from '../features/simulator/queries';
import { SimulatorDetailPage } from '../features/simulator/simulator-detail-page';
import { renderRoutes } from './render-routes';

const pageRoutes: RouteObject[] = [{ element: <Layout />, children: [{ path: '/simulator/:id', element: <SimulatorDetailPage /> }] }];

/**
 * A simulator's page as the app first renders it with that row, the markup the server sends in #root so the
 * content paints before the JavaScript loads. renderToString escapes every text: the row is user-submitted.
 */
export function renderSimulatorPage(simulator: Simulator): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(simulatorKeys.detail(simulator.id), simulator);
  return renderRoutes(pageRoutes, `/simulator/${simulator.id}`, queryClient);
}
