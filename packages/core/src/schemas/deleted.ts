import { z } from 'zod';

/** The answer to a DELETE: the id that is gone. */
export const Deleted = z.object({ id: z.number().int().positive() });
export type Deleted = z.infer<typeof Deleted>;
