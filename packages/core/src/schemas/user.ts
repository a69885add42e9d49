import { z } from 'zod';
import { Timestamp } from './common';

export const User = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  email: z.string(),
  /** 'admin' or any other role. */
  role: z.string(),
  isActive: z.boolean(),
  createdAt: Timestamp,
});
export type User = z.infer<typeof User>;
