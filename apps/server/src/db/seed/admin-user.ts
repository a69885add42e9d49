import type { Pool } from 'pg';
import { hashPassword } from '../../features/users/password';
import { usersRepo } from '../../features/users/users.repo';

export interface AdminAccount {
  username: string;
  password: string;
  email: string;
}

/**
 * Creates the first administrator from ADMIN_USERNAME / ADMIN_PASSWORD when that username does not
 * exist yet. An existing account is left alone: a restart must not reset a password changed since.
 * Returns true when it created the account.
 */
export async function ensureAdminUser(pool: Pool, admin: AdminAccount): Promise<boolean> {
  // Hashing costs ~100 ms and 32 MiB by design: every start after the first skips it.
  if (await usersRepo.usernameExists(pool, admin.username)) return false;
  const created = await usersRepo.insertIfAbsent(pool, {
    username: admin.username,
    email: admin.email,
    passwordHash: await hashPassword(admin.password),
    role: 'admin',
  });
  return created !== undefined;
}
