import type { RouteObject } from 'react-router-dom';
import { useRoutes } from 'react-router-dom';
import { adminJobRoutes } from '../admin-jobs/routes';
import { adminSimulatorRoutes } from '../admin-simulators/routes';
import { adminTechnologyRoutes } from '../admin-technologies/routes';
import { adminErrorReportRoutes } from '../admin-error-reports/routes';
import { adminSubmissionRoutes } from '../admin-submissions/routes';
import { adminUserRoutes } from '../admin-users/routes';
import { adminSubscriberRoutes } from '../admin-subscribers/routes';
import { AdminLayout } from './admin-layout';
import { AdminNotFound } from './admin-not-found';
import { DashboardPage } from './dashboard-page';
import { LoginPage } from './login-page';
import { RequireAdmin } from './require-admin';

/**
 * The back-office's screens, below /admin (paths relative to it). Each area adds its own array of child routes
 * here; all of them are behind the guard except the sign-in.
 */
export const adminRoutes: RouteObject[] = [
  { path: 'login', element: <LoginPage /> },
  {
    element: (
      <RequireAdmin>
        <AdminLayout />
      </RequireAdmin>
    ),
    children: [
      { index: true, element: <DashboardPage /> },
      ...adminSimulatorRoutes,
      ...adminTechnologyRoutes,
      ...adminJobRoutes,
      ...adminErrorReportRoutes,
      ...adminSubmissionRoutes,
      ...adminUserRoutes,
      ...adminSubscriberRoutes,
      { path: '*', element: <AdminNotFound /> },
    ],
  },
];

/** The admin chunk: app/routes.tsx loads it lazily for /admin/*. */
export function AdminRoutes() {
  return useRoutes(adminRoutes);
}
