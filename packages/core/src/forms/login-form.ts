import { z } from 'zod';
import { storableText } from './storable-text';

/**
 * Admin sign-in. The password is not trimmed: spaces may be part of it. Both are bounded to keep hashing cheap. The
 * username is looked up and counted (login-throttle) in PostgreSQL, so it follows the rule of every typed text.
 */
export const LoginForm = z.object({
  username: z
    .string({ error: 'Username is required.' })
    .trim()
    .min(1, 'Username is required.')
    .max(200, 'Username must be at most 200 characters.')
    .superRefine(storableText),
  password: z
    .string({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .max(1024, 'Password must be at most 1024 characters.'),
});
export type LoginForm = z.infer<typeof LoginForm>;

export const LOGIN_FORM_DEFAULTS = { username: '', password: '' } satisfies z.input<typeof LoginForm>;
