import { z } from 'zod';

/** POST /api/auth/logout: the session is gone on the server (also when there was none). */
export const LogoutResult = z.object({ success: z.literal(true) });
export type LogoutResult = z.infer<typeof LogoutResult>;
