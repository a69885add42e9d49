import {
  STALE_USER_MESSAGE,
  type AdminCount,
  type AdminListQuery,
  type Deleted,
  type AdminPage,
  type User,
  type UserCreateInput,
  type UserEditForm,
  type UserStatusChange,
} from '@rsd/core';
import type { Pool, PoolClient } from 'pg';
import { USERS_LOCK } from '../../db/locks';
import { fitsIntegerColumn } from '../../db/sql-values';
import { withTransaction } from '../../db/transactions';
import { HttpError, orNotFound } from '../../http/http-error';
import { auditRepo } from '../audit/audit.repo';
import { hashToken } from '../auth/auth.service';
import { sessionsRepo } from '../auth/sessions.repo';
import { changedFieldsSummary } from '../audit/changed-fields';
import { hashPassword } from './password';
import { usersRepo, type UserSortField } from './users.repo';

export const USERNAME_TAKEN_MESSAGE = 'This username is already taken.';
export const LAST_ADMIN_MESSAGE = 'At least one active administrator must remain.';
export const OWN_ACCESS_MESSAGE = 'You cannot remove your own administrator access.';
export const OWN_ACCOUNT_DELETE_MESSAGE = 'You cannot delete your own account.';

/** Who is acting, and with which session (kept when they change their own password). */
export interface Actor {
  /** The signed-in admin; id null for a shell command (npm run admin), which has no account of its own. */
  user: Pick<User, 'username'> & { id: number | null };
  sessionToken: string | undefined;
}

export interface UsersService {
  list(query: AdminListQuery<UserSortField>): Promise<AdminPage<User>>;
  /** The admin table's matches for search `q` (AdminCount). */
  count(q: string): Promise<AdminCount>;
  get(id: number): Promise<User>;
  create(actor: Actor, input: UserCreateInput): Promise<User>;
  /** Applies only while the account is at `expectedVersion`, the version the edit started from (409 otherwise). */
  update(actor: Actor, id: number, input: UserEditForm, expectedVersion: number): Promise<User>;
  setStatus(actor: Actor, id: number, change: UserStatusChange): Promise<User>;
  delete(actor: Actor, id: number): Promise<Deleted>;
}

const missing = (id: number) => `No user with id ${id}.`;
const taken = () => new HttpError(409, 'conflict', USERNAME_TAKEN_MESSAGE, { username: [USERNAME_TAKEN_MESSAGE] });
const isActiveAdmin = (user: { role: string; isActive: boolean }) => user.role === 'admin' && user.isActive;

type Access = { role: string; isActive: boolean };

/**
 * A session was opened for what the account could do then: once it is deactivated or its role changes, none of
 * its sessions may go on (nor come back to life when it is reactivated or promoted again).
 */
const losesItsSessions = (before: Access, after: Access) => (before.isActive && !after.isActive) || before.role !== after.role;

/**
 * The account, locked, after checking that what becomes of it (`change`; undefined when it is deleted) leaves
 * an active administrator and leaves the actor their own access.
 */
async function lockChecked(client: PoolClient, actor: Actor, id: number, change: (target: User) => Access | undefined): Promise<User> {
  await client.query('SELECT pg_advisory_xact_lock($1)', [USERS_LOCK]);
  const target = orNotFound(fitsIntegerColumn(id) ? await usersRepo.findById(client, id) : undefined, missing(id));
  const after = change(target);
  if (target.id === actor.user.id) {
    if (!after) throw new HttpError(409, 'conflict', OWN_ACCOUNT_DELETE_MESSAGE);
    if (!isActiveAdmin(after)) throw new HttpError(409, 'conflict', OWN_ACCESS_MESSAGE);
  }
  const losesAdmin = isActiveAdmin(target) && !(after && isActiveAdmin(after));
  // Counted under the lock, after any change that was waiting for it: the actor may no longer count.
  if (losesAdmin && (await usersRepo.otherActiveAdmins(client, target.id)) === 0) throw new HttpError(409, 'conflict', LAST_ADMIN_MESSAGE);
  return target;
}

export function createUsersService(pool: Pool): UsersService {
  return {
    list: (query) => usersRepo.list(pool, query),
    count: (q) => usersRepo.count(pool, q),
    get: async (id) => orNotFound(fitsIntegerColumn(id) ? await usersRepo.findById(pool, id) : undefined, missing(id)),

    async create(actor, input) {
      const passwordHash = await hashPassword(input.password);
      return withTransaction(pool, async (client) => {
        const created = await usersRepo.insertIfAbsent(client, { ...input, passwordHash });
        if (!created) throw taken();
        await auditRepo.record(client, {
          actor: actor.user,
          action: 'create',
          entity: 'user',
          entityId: created.id,
          summary: `Created ${created.username} (${created.role}).`,
        });
        return created;
      });
    },

    async update(actor, id, input, expectedVersion) {
      // Hashing takes ~100 ms by design: done before the transaction, so no lock is held meanwhile.
      const passwordHash = input.password === null ? null : await hashPassword(input.password);
      return withTransaction(pool, async (client) => {
        const before = await lockChecked(client, actor, id, () => input);
        if (await usersRepo.usernameTakenByOther(client, input.username, id)) throw taken();
        const updated = await usersRepo.update(client, id, { ...input, passwordHash }, expectedVersion);
        if (!updated) throw new HttpError(409, 'conflict', STALE_USER_MESSAGE);
        // A new password ends the other sessions; the actor's own goes on when it is their own account.
        if (losesItsSessions(before, updated)) await sessionsRepo.deleteForUser(client, id, null);
        else if (passwordHash) await sessionsRepo.deleteForUser(client, id, actor.sessionToken ? hashToken(actor.sessionToken) : null);
        const changed = changedFieldsSummary<User>(before, updated, ['username', 'email', 'role', 'isActive']);
        const summary = passwordHash ? `${changed} Password changed.` : changed;
        await auditRepo.record(client, { actor: actor.user, action: 'update', entity: 'user', entityId: id, summary });
        return updated;
      });
    },

    setStatus: (actor, id, change) =>
      withTransaction(pool, async (client) => {
        const target = await lockChecked(client, actor, id, (current) => ({ role: current.role, isActive: change.isActive }));
        const updated = orNotFound(await usersRepo.setActive(client, target.id, change.isActive), missing(id));
        if (losesItsSessions(target, updated)) await sessionsRepo.deleteForUser(client, id, null);
        const summary = change.isActive ? 'Activated.' : 'Deactivated.';
        await auditRepo.record(client, { actor: actor.user, action: 'status', entity: 'user', entityId: id, summary });
        return updated;
      }),

    delete: (actor, id) =>
      withTransaction(pool, async (client) => {
        const target = await lockChecked(client, actor, id, () => undefined);
        await usersRepo.delete(client, target.id);
        await auditRepo.record(client, {
          actor: actor.user,
          action: 'delete',
          entity: 'user',
          entityId: id,
          summary: `Deleted ${target.username}.`,
        });
        return { id: target.id };
      }),
  };
}
