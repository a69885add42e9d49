import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { HomePage } from '../features/home/home-page';
import { RoutePending } from '../ui/route-pending';
import { Layout } from './layout';

/**
 * A screen in its own chunk. On a first visit straight to it, the layout shows with a pending page while the
 * chunk loads (without a HydrateFallback, React Router would draw nothing at all).
 */
const lazyPage = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  HydrateFallback: RoutePending,
  lazy: async () => ({ Component: await load() }),
});

const simulatorDetailPage = () => import('../features/simulator/simulator-detail-page').then((m) => m.SimulatorDetailPage);

/**
 * The screens that read only the offline cache, fetched once home is idle: they must still open when the
 * server can no longer be reached.
 */
export function prefetchCacheScreens(): void {
  void simulatorDetailPage();
}

/** Home is in the first chunk; every other screen is its own lazy chunk. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      lazyPage('/simulator/:id', simulatorDetailPage),
      lazyPage('/compare', () => import('../features/compare/compare-page').then((m) => m.ComparePage)),
      lazyPage('/matrix', () => import('../features/matrix/matrix-page').then((m) => m.MatrixPage)),
      lazyPage('/learning-pool', () => import('../features/learning/learning-pool-page').then((m) => m.LearningPoolPage)),
      lazyPage('/jobs', () => import('../features/jobs/jobs-page').then((m) => m.JobsPage)),
      lazyPage('/jobs/:id', () => import('../features/jobs/job-detail-page').then((m) => m.JobDetailPage)),
      lazyPage('/jobs/:id/apply', () => import('../features/jobs/job-apply-page').then((m) => m.JobApplyPage)),
      lazyPage('/technologies', () => import('../features/technologies/technologies-page').then((m) => m.TechnologiesPage)),
      lazyPage('/technologies/:id', () => import('../features/technologies/technology-detail-page').then((m) => m.TechnologyDetailPage)),
      lazyPage('/about', () => import('../features/about/about-page').then((m) => m.AboutPage)),
      lazyPage('/submit-tool', () => import('../features/contributions/submit-tool-page').then((m) => m.SubmitToolPage)),
      lazyPage('/report-error', () => import('../features/contributions/report-error-page').then((m) => m.ReportErrorPage)),
      lazyPage('/report-error/:id', () => import('../features/contributions/report-error-page').then((m) => m.ReportErrorPage)),
      // Both of core's SUBSCRIPTION_PAGES in one entry: the route table is first-screen code.
      lazyPage('/subscription/:kind', () => import('../features/subscription/subscription-link-page').then((m) => m.SubscriptionLinkRoute)),
      lazyPage('/settings', () => import('../features/settings/settings-page').then((m) => m.SettingsPage)),
      lazyPage('/admin/*', () => import('../features/admin/admin-routes').then((m) => m.AdminRoutes)),
      lazyPage('*', () => import('../features/not-found/not-found-page').then((m) => m.NotFoundPage)),
    ],
  },
];
