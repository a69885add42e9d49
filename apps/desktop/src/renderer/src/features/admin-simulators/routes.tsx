import type { RouteObject } from 'react-router-dom';
import { RoutePending } from '../../ui/route-pending';

/** The simulator screens of the back-office, relative to /admin; each page its own chunk. */
export const adminSimulatorRoutes: RouteObject[] = [
  {
    path: 'simulators/edit/:id',
    HydrateFallback: RoutePending,
    lazy: async () => ({ Component: (await import('./simulator-form-page')).SimulatorFormPage }),
  },
  {
    path: 'simulators/view/:id',
    HydrateFallback: RoutePending,
    lazy: async () => ({ Component: (await import('./simulator-view-page')).SimulatorViewPage }),
  },
];
