import { API } from '@rsd/core/testing';
import type { Pool } from 'pg';
import { hashPassword } from '../features/users/password';
import { usersRepo } from '../features/users/users.repo';

export const TEST_PASSWORD = 'correct horse battery staple';

/** An account straight in the database (roles and states the API cannot make yet). */
export async function createAccount(pool: Pool, username: string, options: { role?: string; active?: boolean } = {}): Promise<number> {
  const user = await usersRepo.insertIfAbsent(pool, {
    username,
    email: `${username}@example.org`,
    passwordHash: await hashPassword(TEST_PASSWORD),
    role: options.role ?? 'admin',
  });
  if (!user) throw new Error(`${username} exists already.`);
  if (options.active === false) await pool.query('UPDATE users SET is_active = false WHERE id = $1', [user.id]);
  return user.id;
}

/** The `Cookie` header value that carries the session a response set. */
export function sessionCookieOf(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('rsd_session='));
  if (!cookie) throw new Error(`No session cookie in the answer (${res.status}).`);
  return cookie.split(';')[0]!;
}

export async function signIn(baseUrl: string, username: string, password = TEST_PASSWORD, cookie?: string): Promise<Response> {
  return fetch(baseUrl + API.login, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify({ username, password }),
  });
}

/** Signs in and answers the Cookie header for the new session. */
export async function sessionOf(baseUrl: string, username: string): Promise<string> {
  return sessionCookieOf(await signIn(baseUrl, username));
}

/** A request as the signed-in holder of `cookie`, with a JSON body when one is given. */
export function sendAs(baseUrl: string, cookie: string, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(baseUrl + path, {
    method,
    headers: { Cookie: cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
