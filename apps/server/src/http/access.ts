import type { Access, User } from '@rsd/core';
import type { Request, RequestHandler, Response } from 'express';
import { HttpError } from './http-error';

/** Finds the signed-in user of a request (its session cookie), or undefined. */
export type Authenticate = (req: Request) => Promise<User | undefined>;

/** The signed-in user a guarded endpoint's handler runs for (set by accessGuard). */
export function currentUser(res: Response): User {
  const user: unknown = res.locals.user;
  if (!user) throw new Error('currentUser() outside a guarded endpoint.');
  return user as User;
}

/**
 * 401 without a live session; 403 for a deactivated account (its old session included) and, on admin
 * endpoints, for any role but admin. Decided on the server for every request: nothing the browser keeps counts.
 */
export function accessGuard(access: Exclude<Access, 'public'>, authenticate: Authenticate): RequestHandler {
  return async (req, res, next) => {
    const user = await authenticate(req);
    if (!user) throw new HttpError(401, 'unauthorized', 'Please sign in.');
    if (!user.isActive) throw new HttpError(403, 'forbidden', 'This account is deactivated.');
    if (access === 'admin' && user.role !== 'admin') throw new HttpError(403, 'forbidden', 'Only administrators may do this.');
    res.locals.user = user;
    next();
  };
}
