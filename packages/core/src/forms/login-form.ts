import { z } from 'zod';

/** Admin sign-in. The password is not trimmed: spaces may be part of it. Both are bounded to keep hashing cheap. */
export const LoginForm = z.object({
  username: z
    .string({ error: 'Username is required.' })
    .trim()
    .min(1, 'Username is required.')
    .max(200, 'Username must be at most 200 characters.'),
  password: z
    .string({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .max(1024, 'Password must be at most 1024 characters.'),
});
export type LoginForm = z.infer<typeof LoginForm>;

export const LOGIN_FORM_DEFAULTS = { username: '', password: '' } satisfies z.input<typeof LoginForm>;
