import type { RouteObject } from 'react-router-dom';
import { lazyElement } from '../../ui/lazy-element';

/** The simulator screens of the back-office, relative to /admin; each page its own chunk. */
export const adminSimulatorRoutes: RouteObject[] = [
  { path: 'simulators', element: lazyElement(() => import('./simulators-list-page').then((m) => m.SimulatorsListPage)) },
  { path: 'simulators/edit/:id', element: lazyElement(() => import('./simulator-form-page').then((m) => m.SimulatorFormPage)) },
  { path: 'simulators/view/:id', element: lazyElement(() => import('./simulator-view-page').then((m) => m.SimulatorViewPage)) },
];
