import type { RouteObject } from 'react-router-dom';
import { SubscribersPage } from './subscribers-page';

/** The subscribers area of the back-office (paths below /admin). */
export const adminSubscriberRoutes: RouteObject[] = [{ path: 'subscribers', element: <SubscribersPage /> }];
