import { z } from 'zod';
import { RowVersion, Timestamp } from './common';

export const User = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  email: z.string(),
  /** 'admin' or any other role. */
  role: z.string(),
  isActive: z.boolean(),
  createdAt: Timestamp,
  /** Bumped by every change: an edit names the version it started from. */
  version: RowVersion,
});
export type User = z.infer<typeof User>;
