import type { RouteObject } from 'react-router-dom';
import { HomePage } from '../features/home/home-page';
import { SimulatorDetailPage } from '../features/simulator/simulator-detail-page';
import { Layout } from './layout';

function EmptyFallback() {
  return null;
}

/** Home and the detail page are in the first chunk; every other screen is its own lazy chunk. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // A first visit straight to a lazy screen shows nothing until that screen's small chunk has loaded.
    HydrateFallback: EmptyFallback,
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
      { path: '/about', lazy: () => import('../features/about/about-page').then((m) => ({ Component: m.AboutPage })) },
      { path: '*', lazy: () => import('../features/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];
