import type { RouteObject } from 'react-router-dom';
import { RoutePending } from '../../ui/route-pending';

const formPage = async () => ({ Component: (await import('./technology-form-page')).TechnologyFormPage });

/** The technology screens of the back-office, relative to /admin; each page its own chunk. */
export const adminTechnologyRoutes: RouteObject[] = [
  { path: 'technologies/add', HydrateFallback: RoutePending, lazy: formPage },
  { path: 'technologies/edit/:id', HydrateFallback: RoutePending, lazy: formPage },
  {
    path: 'technologies/view/:id',
    HydrateFallback: RoutePending,
    lazy: async () => ({ Component: (await import('./technology-view-page')).TechnologyViewPage }),
  },
];
