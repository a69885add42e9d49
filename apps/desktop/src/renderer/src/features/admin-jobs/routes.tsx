import type { RouteObject } from 'react-router-dom';
import { lazyElement } from '../../ui/lazy-element';

const formPage = () => import('./job-form-page').then((m) => m.JobFormPage);

/** The job screens of the back-office, relative to /admin; each page its own chunk. */
export const adminJobRoutes: RouteObject[] = [
  { path: 'jobs', element: lazyElement(() => import('./jobs-list-page').then((m) => m.JobsListPage)) },
  { path: 'jobs/add', element: lazyElement(formPage) },
  { path: 'jobs/edit/:id', element: lazyElement(formPage) },
  { path: 'jobs/view/:id', element: lazyElement(() => import('./job-view-page').then((m) => m.JobViewPage)) },
];
