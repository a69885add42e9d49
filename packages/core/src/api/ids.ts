import { z } from 'zod';
// The rule lives apart from the schema (shared/id-text.ts), so reading an id (a route's, a picker's) builds no schema.
import { ID_MESSAGE, parseId } from '../shared/id-text';
import { PG_INTEGER_MAX } from '../shared/pg-integer';

/** The `:id` segment of every `/api/<entity>/:id` route. */
export const IdParams = z.object({
  id: z
    .string()
    .refine((text) => parseId(text) !== null, ID_MESSAGE)
    .transform(Number),
});
export type IdParams = z.output<typeof IdParams>;

/**
 * An id in a query string (`?entityId=`), named `name` in its message: the one id rule, and no larger than an id
 * column holds. A path's id past that names no row (the repositories answer 404 without asking PostgreSQL); a
 * query's id is a filter PostgreSQL would refuse, so it is refused here.
 */
export const queryId = (name: string) => {
  const message = `${name} must be a whole number from 1 to ${PG_INTEGER_MAX}.`;
  return z
    .string({ error: message })
    .refine((text) => {
      const id = parseId(text);
      return id !== null && id <= PG_INTEGER_MAX;
    }, message)
    .transform(Number);
};
