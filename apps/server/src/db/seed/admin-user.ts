import { randomBytes } from 'node:crypto';
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

/** The username of the administrator generated on a first embedded start. */
export const GENERATED_ADMIN_USERNAME = 'admin';

/**
 * On the embedded default with no ADMIN_USERNAME / ADMIN_PASSWORD, a fresh database still needs a way in: an
 * 'admin' account with a random password, created only while no administrator exists, so the password is shown
 * once (by the caller) and never again. Returns that password when it created the account.
 */
export async function ensureGeneratedAdmin(pool: Pool): Promise<string | undefined> {
  if (await usersRepo.anyAdmin(pool)) return undefined;
  const password = randomBytes(18).toString('base64url');
  const created = await usersRepo.insertIfAbsent(pool, {
    username: GENERATED_ADMIN_USERNAME,
    email: '',
    passwordHash: await hashPassword(password),
    role: 'admin',
  });
  return created ? password : undefined;
}
