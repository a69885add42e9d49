import type { RouteObject } from 'react-router-dom';
import { AddUserPage, EditUserPage } from './user-form-page';
import { UsersPage } from './users-page';

/** The users area of the back-office (paths below /admin). */
export const adminUserRoutes: RouteObject[] = [
  { path: 'users', element: <UsersPage /> },
  { path: 'users/add', element: <AddUserPage /> },
  { path: 'users/edit/:id', element: <EditUserPage /> },
];
