import type { User } from '@rsd/core';
import type { Queryable } from '../../db/pool';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  role: string;
  is_active: boolean;
  created_at: Date;
}

export const USER_COLUMNS = 'id, username, email, role, is_active, created_at';

export const toUser = (r: UserRow): User => ({
  id: r.id,
  username: r.username,
  email: r.email,
  role: r.role,
  isActive: r.is_active,
  createdAt: r.created_at.toISOString(),
});

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  role: string;
}

export const usersRepo = {
  async anyAdmin(db: Queryable): Promise<boolean> {
    const { rowCount } = await db.query("SELECT 1 FROM users WHERE role = 'admin' LIMIT 1");
    return rowCount !== 0;
  },

  /** The account and its password hash, by username in any letter case (sign-in only). */
  async findCredentials(db: Queryable, username: string): Promise<{ user: User; passwordHash: string } | undefined> {
    const { rows } = await db.query<UserRow & { password_hash: string }>(
      `SELECT ${USER_COLUMNS}, password_hash FROM users WHERE lower(username) = lower($1)`,
      [username],
    );
    return rows[0] && { user: toUser(rows[0]), passwordHash: rows[0].password_hash };
  },

  /** Whether the username is taken, compared case-insensitively like the unique index. */
  async usernameExists(db: Queryable, username: string): Promise<boolean> {
    const { rowCount } = await db.query('SELECT 1 FROM users WHERE lower(username) = lower($1)', [username]);
    return rowCount !== 0;
  },

  /** Inserts unless the username (case-insensitive) is taken; returns the new user or undefined. */
  async insertIfAbsent(db: Queryable, u: NewUser): Promise<User | undefined> {
    const { rows } = await db.query<UserRow>(
      `INSERT INTO users (username, email, password_hash, role) VALUES ($1, $2, $3, $4)
       ON CONFLICT ((lower(username))) DO NOTHING
       RETURNING ${USER_COLUMNS}`,
      [u.username, u.email, u.passwordHash, u.role],
    );
    return rows[0] && toUser(rows[0]);
  },
};
