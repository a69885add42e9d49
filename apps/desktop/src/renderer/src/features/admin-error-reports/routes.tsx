import type { RouteObject } from 'react-router-dom';
import { ErrorReportViewPage } from './error-report-view-page';
import { ErrorReportsPage } from './error-reports-page';

/** The error reports area of the back-office (paths below /admin). */
export const adminErrorReportRoutes: RouteObject[] = [
  { path: 'error-reports', element: <ErrorReportsPage /> },
  { path: 'error-reports/view/:id', element: <ErrorReportViewPage /> },
];
