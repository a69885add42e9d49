import type { User } from '@rsd/core';
import type { Queryable } from '../../db/pool';
import { toUser, type UserRow } from '../users/users.repo';

export const sessionsRepo = {
  async insert(db: Queryable, tokenHash: string, userId: number, createdAt: Date, expiresAt: Date): Promise<void> {
    await db.query('INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $3, $4)', [
      tokenHash,
      userId,
      createdAt,
      expiresAt,
    ]);
  },

  /** The user of a session that has not expired at `now`, active or not (the caller decides). */
  async findUser(db: Queryable, tokenHash: string, now: Date): Promise<User | undefined> {
    const { rows } = await db.query<UserRow>(
      `SELECT u.id, u.username, u.email, u.role, u.is_active, u.created_at, u.version
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token_hash = $1 AND s.expires_at > $2`,
      [tokenHash, now],
    );
    return rows[0] && toUser(rows[0]);
  },

  async delete(db: Queryable, tokenHash: string): Promise<void> {
    await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
  },

  /** Ends every session of the account but the one hashed `keepHash` (the caller's own, if it is theirs). */
  async deleteForUser(db: Queryable, userId: number, keepHash: string | null): Promise<void> {
    await db.query('DELETE FROM sessions WHERE user_id = $1 AND token_hash IS DISTINCT FROM $2', [userId, keepHash]);
  },

  /** Expired sessions are useless: dropped as logins happen, so the table stays small. */
  async deleteExpired(db: Queryable, now: Date): Promise<void> {
    await db.query('DELETE FROM sessions WHERE expires_at <= $1', [now]);
  },
};
