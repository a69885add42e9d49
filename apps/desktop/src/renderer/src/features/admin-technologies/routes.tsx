import type { RouteObject } from 'react-router-dom';
import { lazyElement } from '../../ui/lazy-element';

const formPage = () => import('./technology-form-page').then((m) => m.TechnologyFormPage);

/** The technology screens of the back-office, relative to /admin; each page its own chunk. */
export const adminTechnologyRoutes: RouteObject[] = [
  { path: 'technologies', element: lazyElement(() => import('./technologies-list-page').then((m) => m.TechnologiesListPage)) },
  { path: 'technologies/add', element: lazyElement(formPage) },
  { path: 'technologies/edit/:id', element: lazyElement(formPage) },
  { path: 'technologies/view/:id', element: lazyElement(() => import('./technology-view-page').then((m) => m.TechnologyViewPage)) },
];
