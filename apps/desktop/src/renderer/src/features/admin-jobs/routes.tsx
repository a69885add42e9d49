import type { RouteObject } from 'react-router-dom';
import { RoutePending } from '../../ui/route-pending';

const formPage = async () => ({ Component: (await import('./job-form-page')).JobFormPage });

/** The job screens of the back-office, relative to /admin; each page its own chunk. */
export const adminJobRoutes: RouteObject[] = [
  { path: 'jobs/add', HydrateFallback: RoutePending, lazy: formPage },
  { path: 'jobs/edit/:id', HydrateFallback: RoutePending, lazy: formPage },
  {
    path: 'jobs/view/:id',
    HydrateFallback: RoutePending,
    lazy: async () => ({ Component: (await import('./job-view-page')).JobViewPage }),
  },
];
