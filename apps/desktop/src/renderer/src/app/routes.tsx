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
      { path: '/jobs', lazy: () => import('../features/jobs/jobs-page').then((m) => ({ Component: m.JobsPage })) },
      { path: '/jobs/:id', lazy: () => import('../features/jobs/job-detail-page').then((m) => ({ Component: m.JobDetailPage })) },
      {
        path: '/jobs/:id/apply',
        lazy: () => import('../features/jobs/job-apply-page').then((m) => ({ Component: m.JobApplyPage })),
      },
      {
        path: '/technologies',
        lazy: () => import('../features/technologies/technologies-page').then((m) => ({ Component: m.TechnologiesPage })),
      },
      {
        path: '/technologies/:id',
        lazy: () =>
          import('../features/technologies/technology-detail-page').then((m) => ({ Component: m.TechnologyDetailPage })),
      },
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
