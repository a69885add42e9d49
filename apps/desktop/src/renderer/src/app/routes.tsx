import type { RouteObject } from 'react-router-dom';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { SimulatorDetailPage } from '../features/simulator/simulator-detail-page';
import { RoutePending } from '../ui/route-pending';
import { Layout } from './layout';

/** Routes not listed here (screens still to build) fall to the 404 page. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/simulator/:id', element: <SimulatorDetailPage /> },
      {
        path: '/compare',
        HydrateFallback: RoutePending,
        lazy: () => import('../features/compare/compare-page').then((m) => ({ Component: m.ComparePage })),
      },
      {
        path: '/learning-pool',
        HydrateFallback: RoutePending,
        lazy: () => import('../features/learning/learning-pool-page').then((m) => ({ Component: m.LearningPoolPage })),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
