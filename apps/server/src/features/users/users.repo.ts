import { usernameKey, type AdminCount, type AdminListQuery, type AdminPage, type User } from '@rsd/core';
import { adminListCount, adminListPage, type AdminListSql } from '../../db/admin-list-sql';
import type { Queryable } from '../../db/pool';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  role: string;
  is_active: boolean;
  created_at: Date;
  /** bigint: pg reads it as text. */
  version: string;
}

export const USER_COLUMNS = 'id, username, email, role, is_active, created_at, version';

export const toUser = (r: UserRow): User => ({
  id: r.id,
  username: r.username,
  email: r.email,
  role: r.role,
  isActive: r.is_active,
  createdAt: r.created_at.toISOString(),
  version: Number(r.version),
});

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  role: string;
  isActive?: boolean;
}

export type UserSortField = 'username' | 'email' | 'role' | 'createdAt';

/** Product rules §5: the admin search looks in username, e-mail and role. */
const LIST_SQL: AdminListSql<UserSortField> = {
  from: 'users',
  select: USER_COLUMNS,
  sortColumns: { username: 'lower(username)', email: 'lower(email)', role: 'role', createdAt: 'created_at' },
};

export interface UserChanges {
  username: string;
  email: string;
  role: string;
  isActive: boolean;
  /** null keeps the current password. */
  passwordHash: string | null;
}

export const usersRepo = {
  list: (db: Queryable, query: AdminListQuery<UserSortField>): Promise<AdminPage<User>> => adminListPage(db, LIST_SQL, query, toUser),
  count: (db: Queryable, q: string): Promise<AdminCount> => adminListCount(db, LIST_SQL, q),

  async findById(db: Queryable, id: number): Promise<User | undefined> {
    const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
    return rows[0] && toUser(rows[0]);
  },

  async otherActiveAdmins(db: Queryable, exceptId: number): Promise<number> {
    const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE role = 'admin' AND is_active AND id <> $1", [
      exceptId,
    ]);
    return rows[0]!.n;
  },

  /** Applies only while the row is at `expectedVersion`; undefined when it is not (changed since, or gone). */
  async update(db: Queryable, id: number, changes: UserChanges, expectedVersion: number): Promise<User | undefined> {
    const { rows } = await db.query<UserRow>(
      `UPDATE users SET username = $2, username_key = $3, email = $4, role = $5, is_active = $6, password_hash = COALESCE($7, password_hash)
        WHERE id = $1 AND version = $8
       RETURNING ${USER_COLUMNS}`,
      [
        id,
        changes.username,
        usernameKey(changes.username),
        changes.email,
        changes.role,
        changes.isActive,
        changes.passwordHash,
        expectedVersion,
      ],
    );
    return rows[0] && toUser(rows[0]);
  },

  /** Whether another account than `id` has the username, as usernameKey compares it. */
  async usernameTakenByOther(db: Queryable, username: string, id: number): Promise<boolean> {
    const { rowCount } = await db.query('SELECT 1 FROM users WHERE username_key = $1 AND id <> $2', [usernameKey(username), id]);
    return rowCount !== 0;
  },

  async setActive(db: Queryable, id: number, isActive: boolean): Promise<User | undefined> {
    const { rows } = await db.query<UserRow>(`UPDATE users SET is_active = $2 WHERE id = $1 RETURNING ${USER_COLUMNS}`, [id, isActive]);
    return rows[0] && toUser(rows[0]);
  },

  async delete(db: Queryable, id: number): Promise<void> {
    await db.query('DELETE FROM users WHERE id = $1', [id]);
  },

  async anyAdmin(db: Queryable): Promise<boolean> {
    const { rowCount } = await db.query("SELECT 1 FROM users WHERE role = 'admin' LIMIT 1");
    return rowCount !== 0;
  },

  /** The account and its password hash, by username as usernameKey compares it (sign-in and the admin CLI). */
  async findCredentials(db: Queryable, username: string): Promise<{ user: User; passwordHash: string } | undefined> {
    const { rows } = await db.query<UserRow & { password_hash: string }>(
      `SELECT ${USER_COLUMNS}, password_hash FROM users WHERE username_key = $1`,
      [usernameKey(username)],
    );
    return rows[0] && { user: toUser(rows[0]), passwordHash: rows[0].password_hash };
  },

  /** Whether the username is taken, compared like the unique index (usernameKey). */
  async usernameExists(db: Queryable, username: string): Promise<boolean> {
    const { rowCount } = await db.query('SELECT 1 FROM users WHERE username_key = $1', [usernameKey(username)]);
    return rowCount !== 0;
  },

  /** Inserts unless the username (as usernameKey compares it) is taken; returns the new user or undefined. */
  async insertIfAbsent(db: Queryable, u: NewUser): Promise<User | undefined> {
    const { rows } = await db.query<UserRow>(
      `INSERT INTO users (username, username_key, email, password_hash, role, is_active) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (username_key) DO NOTHING
       RETURNING ${USER_COLUMNS}`,
      [u.username, usernameKey(u.username), u.email, u.passwordHash, u.role, u.isActive ?? true],
    );
    return rows[0] && toUser(rows[0]);
  },
};
