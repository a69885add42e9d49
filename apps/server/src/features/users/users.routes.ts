import type { Request, Response } from 'express';
import { currentUser } from '../../http/access';
import type { ContractHandlers } from '../../http/contract';
import { sessionToken } from '../auth/session-cookie';
import type { Actor, UsersService } from './users.service';

const actorOf = (req: Request, res: Response): Actor => ({ user: currentUser(res), sessionToken: sessionToken(req) });

export function usersRoutes(
  users: UsersService,
): Pick<ContractHandlers, 'listUsers' | 'countUsers' | 'getUser' | 'createUser' | 'updateUser' | 'setUserStatus' | 'deleteUser'> {
  return {
    listUsers: ({ query }) => users.list(query),
    countUsers: ({ query }) => users.count(query.q),
    getUser: ({ params }) => users.get(params.id),
    createUser: ({ body }, { req, res }) => users.create(actorOf(req, res), body),
    updateUser: ({ params, body: { expectedVersion, ...input } }, { req, res }) =>
      users.update(actorOf(req, res), params.id, input, expectedVersion),
    setUserStatus: ({ params, body }, { req, res }) => users.setStatus(actorOf(req, res), params.id, body),
    deleteUser: ({ params }, { req, res }) => users.delete(actorOf(req, res), params.id),
  };
}
