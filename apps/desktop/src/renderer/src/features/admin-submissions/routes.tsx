import type { RouteObject } from 'react-router-dom';
import { SubmissionViewPage } from './submission-view-page';
import { SubmissionsPage } from './submissions-page';

/** The submissions area of the back-office (paths below /admin). */
export const adminSubmissionRoutes: RouteObject[] = [
  { path: 'simulator-submissions', element: <SubmissionsPage /> },
  { path: 'simulator-submissions/view/:id', element: <SubmissionViewPage /> },
];
