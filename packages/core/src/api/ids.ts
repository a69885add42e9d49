import { z } from 'zod';
// The rule lives apart from the schema (shared/id-text.ts), so reading an id (a route's, a picker's) builds no schema.
import { ID_MESSAGE, parseId } from '../shared/id-text';

/** The `:id` segment of every `/api/<entity>/:id` route. */
export const IdParams = z.object({
  id: z
    .string()
    .refine((text) => parseId(text) !== null, ID_MESSAGE)
    .transform(Number),
});
export type IdParams = z.output<typeof IdParams>;
