import { z } from 'zod';
import { RowVersion } from '../schemas/common';
import { email, text } from './fields';
import { Username } from './username';

export const PASSWORD_MIN = 12;
const PASSWORD_MESSAGE = `Password must be at least ${PASSWORD_MIN} characters.`;

/** Not trimmed: spaces may be part of a password. Bounded so hashing stays cheap. */
const password = z
  .string({ error: PASSWORD_MESSAGE })
  .min(PASSWORD_MIN, PASSWORD_MESSAGE)
  .max(1024, 'Password must be at most 1024 characters.');

const userFields = {
  username: Username,
  email: email('Please enter a valid email address.'),
  /** 'admin', or any other role name (product rules §6). */
  role: text(2, 'Role must be at least 2 characters.', 50),
  isActive: z.boolean({ error: 'Active must be true or false.' }).default(true),
};

/** POST /api/users and the add form: a password is required. */
export const UserCreateInput = z.object({ ...userFields, password });
export type UserCreateInput = z.infer<typeof UserCreateInput>;

const optionalPassword = z
  .string()
  .nullish()
  .transform((v) => v || null)
  .pipe(password.nullable());

/** The edit form: a blank password keeps the current one. */
export const UserEditForm = z.object({ ...userFields, password: optionalPassword });
export type UserEditForm = z.infer<typeof UserEditForm>;

/** The 409 of a stale edit, which the edit form tells apart from the other 409s (a taken name, the last admin). */
export const STALE_USER_MESSAGE = 'This user was changed by someone else since you opened it. Reload it to see their changes.';

/** PUT /api/users/:id: the edit form and the version it started from (a stale edit is a 409). */
export const UserUpdateInput = UserEditForm.extend({ expectedVersion: RowVersion });
export type UserUpdateInput = z.infer<typeof UserUpdateInput>;

/** PATCH /api/users/:id/status */
export const UserStatusChange = z.object({ isActive: z.boolean({ error: 'Active must be true or false.' }) });
export type UserStatusChange = z.infer<typeof UserStatusChange>;

export const USER_FORM_DEFAULTS = { username: '', email: '', role: 'admin', isActive: true, password: '' } satisfies z.input<
  typeof UserEditForm
>;
