import { z } from 'zod';
import { email, text } from './fields';

export const PASSWORD_MIN = 12;
const PASSWORD_MESSAGE = `Password must be at least ${PASSWORD_MIN} characters.`;

/** Not trimmed: spaces may be part of a password. Bounded so hashing stays cheap. */
const password = z
  .string({ error: PASSWORD_MESSAGE })
  .min(PASSWORD_MIN, PASSWORD_MESSAGE)
  .max(1024, 'Password must be at most 1024 characters.');

const userFields = {
  username: text(2, 'Username must be at least 2 characters.', 100),
  email: email('Please enter a valid email address.'),
  /** 'admin', or any other role name (product rules §6). */
  role: text(2, 'Role must be at least 2 characters.', 50),
  isActive: z.boolean({ error: 'Active must be true or false.' }).default(true),
};

/** POST /api/users and the add form: a password is required. */
export const UserCreateInput = z.object({ ...userFields, password });
export type UserCreateInput = z.infer<typeof UserCreateInput>;

/** PUT /api/users/:id and the edit form: a blank password keeps the current one. */
export const UserUpdateInput = z.object({
  ...userFields,
  password: z
    .string()
    .nullish()
    .transform((v) => v || null)
    .pipe(password.nullable()),
});
export type UserUpdateInput = z.infer<typeof UserUpdateInput>;

/** PATCH /api/users/:id/status */
export const UserStatusChange = z.object({ isActive: z.boolean({ error: 'Active must be true or false.' }) });
export type UserStatusChange = z.infer<typeof UserStatusChange>;

export const USER_FORM_DEFAULTS = { username: '', email: '', role: 'admin', isActive: true, password: '' } satisfies z.input<
  typeof UserUpdateInput
>;
